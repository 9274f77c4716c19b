/** Labels, help texts and messages as every control shows them (label = Überschrift, * = Erforderlich). */
import { FormHelperText } from '@mui/material';
import type { TCompiledControl } from '@portal/forms';
import type { TField } from './use-field';

export const labelOf = (cc: TCompiledControl): string => cc.control.properties.Überschrift?.trim() || cc.name;
export const helpOf = (cc: TCompiledControl): string | null => cc.control.properties.Hilfetext?.trim() || null;
export const isRequired = (cc: TCompiledControl): boolean => cc.control.properties.Erforderlich === true;

export const helperId = (field: TField): string => `${field.id}-helper`;

/** The message, else the help text; its id is what the input names in aria-describedby. */
export function helperTextOf(cc: TCompiledControl, field: TField): string | null {
  return field.error ?? helpOf(cc);
}

/** What every TextField-based control sets the same way: id, label, *, message or help text, leaving. */
export function textFieldProps(cc: TCompiledControl, field: TField) {
  return {
    id: field.id,
    label: labelOf(cc),
    required: isRequired(cc),
    fullWidth: true,
    error: field.error !== null,
    helperText: helperTextOf(cc, field),
    onBlur: field.touch,
  };
}

/**
 * Radio buttons and checkboxes of a read-only control are disabled (they cannot be read-only), but shown in
 * the colours of readable text, not greyed out below the contrast the answers need.
 */
export const readOnlyChoiceStyle = {
  // One class more than MUI's own rules, which come later in the style sheet.
  '& .MuiFormLabel-root.MuiFormLabel-root.Mui-disabled': { color: 'text.secondary' },
  '& .MuiFormControlLabel-root .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
  '& .MuiRadio-root.Mui-disabled, & .MuiCheckbox-root.Mui-disabled': { color: 'text.secondary' },
  '& .MuiRadio-root.Mui-checked.Mui-disabled, & .MuiCheckbox-root.Mui-checked.Mui-disabled': { color: 'primary.main' },
} as const;

/** The help text or message below a control that is not a TextField (which brings its own). */
export function FieldHelper({ cc, field }: { cc: TCompiledControl; field: TField }) {
  const text = helperTextOf(cc, field);
  if (!text) return null;
  return (
    <FormHelperText id={helperId(field)} error={field.error !== null}>
      {text}
    </FormHelperText>
  );
}
