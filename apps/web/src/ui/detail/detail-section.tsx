import { Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

type Props = {
  title: string;
  /** h2 on pages, h3 inside a dialog (its title is the h2). */
  level?: 2 | 3 | 4;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
  'data-testid'?: string;
};

/** A titled card of a detail page; the heading names the region for assistive technology. */
export function DetailSection({ title, level = 2, actions, children, id, ...rest }: Props) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      id={id}
      data-testid={rest['data-testid']}
      sx={{ p: { xs: 2, sm: 2.5 }, breakInside: 'avoid-page', '@media print': { border: 'none', p: 0 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, minHeight: 32 }}>
        <Typography id={headingId} component={`h${level}`} variant="h6">
          {title}
        </Typography>
        {actions ? <Stack direction="row" spacing={1} data-print-hide>{actions}</Stack> : null}
      </Stack>
      {children}
    </Paper>
  );
}
