import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { MISSING_VALUE } from '@portal/domain';
import { isBlank } from '../text';

export type TField = {
  /** Stable key (the property name); also the test id `field-<key>`. */
  key: string;
  label: string;
  value: ReactNode;
  /** Spans the whole width (long texts). */
  wide?: boolean;
  /** Keeps line breaks of the value (descriptions). */
  multiline?: boolean;
};

type Props = { fields: readonly TField[]; columns?: 1 | 2 | 3; 'data-testid'?: string };

/** Label/value pairs as a description list; empty values read '---' (spec 000 §5). */
export function FieldList({ fields, columns = 2, ...rest }: Props) {
  return (
    <Box
      component="dl"
      data-testid={rest['data-testid']}
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`, md: `repeat(${columns}, minmax(0, 1fr))` },
        '@media print': { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {fields.map((f) => (
        <Box key={f.key} sx={{ minWidth: 0, gridColumn: f.wide ? '1 / -1' : undefined }} data-testid={`field-${f.key}`}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {f.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: f.multiline ? 'pre-line' : undefined }}>
            {isBlank(f.value) ? MISSING_VALUE : f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
