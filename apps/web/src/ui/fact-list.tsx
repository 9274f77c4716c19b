import { Box, Typography, type TypographyProps } from '@mui/material';
import type { ReactNode } from 'react';

/** One fact: its term and value; `key` when the term is not unique or not a string. */
export type TFact = readonly [term: string, value: ReactNode] | readonly [term: string, value: ReactNode, key: string];

type Props = {
  facts: readonly TFact[];
  variant?: TypographyProps['variant'];
  /** Phones: each term above its value instead of beside it. */
  stackOnPhone?: boolean;
  /** Further rows the caller builds itself (a term with a list of chips, …): `<FactRow>` elements. */
  children?: ReactNode;
  'data-testid'?: string;
};

/**
 * Term/value pairs beside each other as a description list (a mail's header, a signing session's facts, a selected
 * user's details). For a record's labelled fields in columns, see detail/field-list.tsx.
 */
export function FactList({ facts, variant = 'body2', stackOnPhone = false, children, ...rest }: Props) {
  return (
    <Box
      component="dl"
      data-testid={rest['data-testid']}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: stackOnPhone ? { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' } : 'max-content minmax(0, 1fr)', columnGap: stackOnPhone ? 3 : 2, rowGap: 0.5 }}
    >
      {facts.map(([term, value, key]) => (
        <FactRow key={key ?? term} term={term} variant={variant} stackOnPhone={stackOnPhone}>
          {value}
        </FactRow>
      ))}
      {children}
    </Box>
  );
}

/** One row of a FactList; the value may be any content (a chip list, a monospace hash). */
export function FactRow({ term, variant = 'body2', stackOnPhone = false, valueSx, children }: { term: string; variant?: TypographyProps['variant']; stackOnPhone?: boolean; valueSx?: TypographyProps['sx']; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant={variant} sx={{ color: 'text.secondary', mt: stackOnPhone ? { xs: 1, sm: 0 } : 0 }}>
        {term}
      </Typography>
      <Typography component="dd" variant={variant} sx={[{ m: 0, overflowWrap: 'anywhere' }, ...(Array.isArray(valueSx) ? valueSx : [valueSx])]}>
        {children}
      </Typography>
    </Box>
  );
}
