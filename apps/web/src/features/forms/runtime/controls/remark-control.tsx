/**
 * remark: rich text. Editable, it loads the TipTap editor as a chunk of its own (only forms with a remark on
 * the page pay for it); read-only, it shows the stored HTML after DOMPurify removed scripts and handlers.
 */
import { Box, CircularProgress, FormControl, FormLabel } from '@mui/material';
import DOMPurify from 'dompurify';
import { lazy, Suspense, useMemo } from 'react';
import { useRuntimeText } from '../runtime-context';
import { FieldHelper, helperId, helperTextOf, isRequired, labelOf } from '../field-parts';
import type { TControlProps } from './control-props';

const RemarkEditor = lazy(() => import('./remark-editor'));

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li'];

export function sanitizeRemark(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

export function RemarkControl({ cc, field }: TControlProps) {
  const html = typeof field.value === 'string' ? field.value : '';
  const labelId = `${field.id}-label`;
  const safe = useMemo(() => (field.readOnly ? sanitizeRemark(html) : ''), [field.readOnly, html]);
  const text = useRuntimeText();
  const labels = { bold: text('bold'), italic: text('italic'), bulletList: text('bulletList'), orderedList: text('orderedList'), textFormatting: text('textFormatting') };
  return (
    <FormControl component="div" required={isRequired(cc)} error={field.error !== null} fullWidth>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {labelOf(cc)}
      </FormLabel>
      {field.readOnly ? (
        <Box aria-labelledby={labelId} role="document" sx={{ '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: safe }} />
      ) : (
        <Suspense fallback={<CircularProgress size={24} aria-hidden />}>
          <RemarkEditor
            html={html}
            onChange={field.setValue}
            onBlur={field.touch}
            labelId={labelId}
            describedBy={helperTextOf(cc, field) ? helperId(field) : undefined}
            invalid={field.error !== null}
            labels={labels}
          />
        </Suspense>
      )}
      <FieldHelper cc={cc} field={field} />
    </FormControl>
  );
}
