import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';

type Props = {
  title: string;
  /** Formatted count; null while loading. */
  value: string | null;
  icon: ReactNode;
  testId: string;
};

/** One counter of the licence summary: an icon, a title and the number. */
export function SummaryCard({ title, value, icon, testId }: Props) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{ display: 'flex', p: 1.25, borderRadius: 2, bgcolor: 'action.selected', color: 'primary.main' }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="subtitle2" sx={{ color: 'text.secondary' }}>
            {title}
          </Typography>
          {value === null ? (
            <Skeleton variant="text" width={64} sx={{ fontSize: '2.125rem' }} />
          ) : (
            <Typography component="p" variant="h4" data-testid={`${testId}-value`}>
              {value}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
