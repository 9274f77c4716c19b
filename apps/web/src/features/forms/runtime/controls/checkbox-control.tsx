/** checkbox (ticked or not) and checkboxList (Ja / Nein / Keine Angabe; the German answers are stored). */
import { Checkbox, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { CHECKBOX_LIST_ANSWERS } from '@portal/forms';
import { FieldHelper, helperId, helperTextOf, isRequired, labelOf, readOnlyChoiceStyle } from '../field-parts';
import { useRuntimeText } from '../runtime-context';
import type { TControlProps } from './control-props';

export function CheckboxControl({ cc, field }: TControlProps) {
  const describedBy = helperTextOf(cc, field) ? helperId(field) : undefined;
  return (
    <FormControl required={isRequired(cc)} error={field.error !== null} disabled={field.readOnly} fullWidth sx={readOnlyChoiceStyle}>
      <FormControlLabel
        required={isRequired(cc)}
        label={labelOf(cc)}
        control={
          <Checkbox
            id={field.id}
            checked={field.value === true}
            onChange={(event) => field.setValue(event.target.checked)}
            onBlur={field.touch}
            slotProps={{ input: { 'aria-describedby': describedBy } }}
          />
        }
      />
      <FieldHelper cc={cc} field={field} />
    </FormControl>
  );
}

const ANSWER_TEXT = { Ja: 'yes', Nein: 'no', 'Keine Angabe': 'noAnswer' } as const;

export function CheckboxListControl({ cc, field }: TControlProps) {
  const text = useRuntimeText();
  const labelId = `${field.id}-label`;
  return (
    <FormControl component="fieldset" required={isRequired(cc)} error={field.error !== null} disabled={field.readOnly} onBlur={field.touch} fullWidth sx={readOnlyChoiceStyle}>
      <FormLabel component="legend" id={labelId}>
        {labelOf(cc)}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={helperTextOf(cc, field) ? helperId(field) : undefined}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.setValue(event.target.value)}
      >
        {CHECKBOX_LIST_ANSWERS.map((answer) => (
          <FormControlLabel key={answer} value={answer} label={text(ANSWER_TEXT[answer])} control={<Radio />} />
        ))}
      </RadioGroup>
      <FieldHelper cc={cc} field={field} />
    </FormControl>
  );
}
