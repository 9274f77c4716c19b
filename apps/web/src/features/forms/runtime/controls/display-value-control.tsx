/** displayValue: a calculated value, formatted with its decimals and unit; read-only, announced when it changes. */
import { TextField } from '@mui/material';
import { helperTextOf, labelOf } from '../field-parts';
import { formatNumberValue } from '../number-text';
import type { TControlProps } from './control-props';

export function DisplayValueControl({ cc, field }: TControlProps) {
  const unit = (cc.control.properties as { unit?: string | null }).unit;
  const text = formatNumberValue(field.value, cc);
  return (
    <TextField
      id={field.id}
      label={labelOf(cc)}
      fullWidth
      variant="filled"
      value={text && unit ? `${text} ${unit}` : text}
      helperText={helperTextOf(cc, field)}
      slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-live': 'polite', 'data-testid': `display-${cc.name}` } }}
    />
  );
}
