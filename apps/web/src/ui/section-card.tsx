import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled card of a settings-like page: an outlined section labelled by its heading, with a hint below it. */
export function SectionCard({ title, hint, testId, children }: { title: string; hint: ReactNode; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={testId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {hint}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
