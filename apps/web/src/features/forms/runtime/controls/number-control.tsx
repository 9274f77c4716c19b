/** number: the unit beside the value, German notation while not edited, the typed text handed to the engine. */
import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { textFieldProps } from '../field-parts';
import { editableNumberText, formatNumberValue } from '../number-text';
import type { TControlProps } from './control-props';

export function NumberControl({ cc, field }: TControlProps) {
  const unit = (cc.control.properties as { unit?: string | null }).unit;
  // While focused the field shows what was typed (1234,5), otherwise the formatted value (1.234,50).
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextField
      {...textFieldProps(cc, field)}
      value={draft ?? formatNumberValue(field.value, cc)}
      onFocus={() => !field.readOnly && setDraft(editableNumberText(field.value))}
      onChange={(event) => {
        setDraft(event.target.value);
        field.setValue(event.target.value);
      }}
      onBlur={() => {
        setDraft(null);
        field.touch();
      }}
      slotProps={{
        input: { readOnly: field.readOnly, endAdornment: unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
}
