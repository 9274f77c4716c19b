import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ToOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { CardActionAreaLink } from '../../../ui/router-links';

type Props = {
  title: string;
  /** Formatted count; null while loading. */
  value: string | null;
  icon: ReactNode;
  testId: string;
  /** The list the counter counts; without it (a page the user may not open) the card is no link. */
  link?: ToOptions;
};

/** One counter of the licence summary: an icon, a title and the number; a link to its list where there is one. */
export function SummaryCard({ title, value, icon, testId, link }: Props) {
  const titleId = useId();
  const content = (
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
  );
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid={testId} sx={{ height: '100%' }}>
      {link ? (
        <CardActionAreaLink {...link} sx={{ height: '100%' }} data-testid={`${testId}-link`}>
          {content}
        </CardActionAreaLink>
      ) : (
        content
      )}
    </Card>
  );
}
