/**
 * list (Darstellung Select or 'Einzelne Antworten', single or multiple), checklist (always several ticks) and
 * dynamicList (choices = the answers of a repeating group's question).
 */
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { chosenKeys, dynamicChoices, choicesOf, type TChoice } from '../choice-options';
import { FieldHelper, helperId, helperTextOf, isRequired, labelOf, readOnlyChoiceStyle, textFieldProps } from '../field-parts';
import { useRuntime, useRuntimeSelector } from '../runtime-context';
import type { TControlProps } from './control-props';

const sameChoices = (a: TChoice[], b: TChoice[]) => a.length === b.length && a.every((c, i) => c.key === b[i]!.key);

function useChoices(cc: TControlProps['cc']): TChoice[] {
  const { language } = useRuntime();
  const control = cc.control;
  return useRuntimeSelector((snapshot) => {
    if (control.type === 'dynamicList') return dynamicChoices(snapshot.form.data, control.properties.targetGroup, control.properties.targetQuestion);
    if (control.type === 'list' || control.type === 'checklist') return choicesOf(control.properties.options, language);
    return [];
  }, sameChoices);
}

function SelectChoice({ cc, field, choices, multiple }: TControlProps & { choices: TChoice[]; multiple: boolean }) {
  const chosen = chosenKeys(field.value);
  const byKey = new Map(choices.map((c) => [c.key, c]));
  return (
    <TextField
      {...textFieldProps(cc, field)}
      select
      value={multiple ? chosen : (chosen[0] ?? '')}
      onChange={(event) => {
        const raw = event.target.value as string | string[];
        if (Array.isArray(raw)) field.setValue(raw.map((key) => byKey.get(key)?.value ?? key));
        else field.setValue(raw === '' ? null : (byKey.get(raw)?.value ?? raw));
      }}
      slotProps={{
        input: { readOnly: field.readOnly },
        select: {
          multiple,
          renderValue: multiple ? (keys) => (keys as string[]).map((key) => byKey.get(key)?.label ?? key).join(', ') : undefined,
        },
      }}
    >
      {!multiple && !isRequired(cc) && (
        <MenuItem value="">
          <em>–</em>
        </MenuItem>
      )}
      {choices.map((choice) => (
        <MenuItem key={choice.key} value={choice.key}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ChoiceButtons({ cc, field, choices, multiple }: TControlProps & { choices: TChoice[]; multiple: boolean }) {
  const chosen = chosenKeys(field.value);
  const labelId = `${field.id}-label`;
  const describedBy = helperTextOf(cc, field) ? helperId(field) : undefined;
  const toggle = (choice: TChoice, on: boolean) => {
    const current = Array.isArray(field.value) ? (field.value as unknown[]) : chosen.map((key) => choices.find((c) => c.key === key)?.value ?? key);
    field.setValue(on ? [...current.filter((v) => String(v) !== choice.key), choice.value] : current.filter((v) => String(v) !== choice.key));
  };
  return (
    <FormControl component="fieldset" required={isRequired(cc)} error={field.error !== null} disabled={field.readOnly} onBlur={field.touch} fullWidth sx={readOnlyChoiceStyle}>
      <FormLabel component="legend" id={labelId}>
        {labelOf(cc)}
      </FormLabel>
      {multiple ? (
        <FormGroup row aria-describedby={describedBy}>
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.key}
              label={choice.label}
              control={<Checkbox checked={chosen.includes(choice.key)} onChange={(event) => toggle(choice, event.target.checked)} />}
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup
          row
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          value={chosen[0] ?? ''}
          onChange={(event) => field.setValue(choices.find((c) => c.key === event.target.value)?.value ?? event.target.value)}
        >
          {choices.map((choice) => (
            <FormControlLabel key={choice.key} value={choice.key} label={choice.label} control={<Radio />} />
          ))}
        </RadioGroup>
      )}
      <FieldHelper cc={cc} field={field} />
    </FormControl>
  );
}

export function ChoiceControl(props: TControlProps) {
  const choices = useChoices(props.cc);
  const control = props.cc.control;
  if (control.type === 'checklist') return <ChoiceButtons {...props} choices={choices} multiple />;
  const multiple = control.type === 'list' && control.properties.multiSelect === true;
  if (control.type === 'list' && control.properties.Darstellung === 'Einzelne Antworten') return <ChoiceButtons {...props} choices={choices} multiple={multiple} />;
  return <SelectChoice {...props} choices={choices} multiple={multiple} />;
}
