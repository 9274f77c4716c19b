import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

type Props = {
  title: string;
  /** Buttons beside the title (report a claim). */
  actions?: ReactNode;
  /** Below the title: the filter bar. */
  filters?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
};

/** The frame of a list page: h1 (also the document title), actions, filters, the list. */
export function ListPage({ title, actions, filters, children, ...rest }: Props) {
  usePageTitle(title);
  return (
    <Stack spacing={2.5} data-testid={rest['data-testid']} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h1" data-testid="list-title">
          {title}
        </Typography>
        {actions ? (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {filters}
      {children}
    </Stack>
  );
}
