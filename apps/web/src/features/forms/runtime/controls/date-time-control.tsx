/**
 * date and time as the browser's own pickers in an MUI TextField (no date-picker library is a dependency).
 * A date is stored as its calendar day YYYY-MM-DD (loaded ISO strings arrive revived as Dates); Minimum and
 * Maximum (dates or rules such as Today-10y) bound the picker as the engine bounds the value.
 */
import { TextField } from '@mui/material';
import { calendarDateOf, resolveDateRule } from '@portal/forms';
import { textFieldProps } from '../field-parts';
import { useRuntimeSelector } from '../runtime-context';
import type { TControlProps } from './control-props';

function DateTimeField({ cc, field, type, value, min, max }: TControlProps & { type: 'date' | 'time'; value: string; min?: string; max?: string }) {
  return (
    <TextField
      {...textFieldProps(cc, field)}
      type={type}
      value={value}
      onChange={(event) => field.setValue(event.target.value === '' ? null : event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, input: { readOnly: field.readOnly }, htmlInput: { min, max } }}
    />
  );
}

export function DateControl(props: TControlProps) {
  const today = useRuntimeSelector((snapshot) => snapshot.form.context.today);
  const { dateMin, dateMax } = props.cc;
  return (
    <DateTimeField
      {...props}
      type="date"
      value={calendarDateOf(props.field.value) ?? ''}
      min={(dateMin && resolveDateRule(dateMin, today)) || undefined}
      max={(dateMax && resolveDateRule(dateMax, today)) || undefined}
    />
  );
}

export function TimeControl(props: TControlProps) {
  return <DateTimeField {...props} type="time" value={typeof props.field.value === 'string' ? props.field.value : ''} />;
}
