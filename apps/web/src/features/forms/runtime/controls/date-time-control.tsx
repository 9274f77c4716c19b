/**
 * date as TT.MM.JJJJ text, as everywhere else in the portal (a native date input follows the browser's locale and
 * showed mm/dd/yyyy in a German form); time as the browser's own picker. A date is stored as its calendar day
 * YYYY-MM-DD (loaded ISO strings arrive revived as Dates); text that is no date is kept as typed, so that the engine
 * names it, and Minimum and Maximum (dates or rules such as Today-10y) are the engine's to check.
 */
import { TextField } from '@mui/material';
import { formatDate, parseGermanDate } from '@portal/domain';
import { calendarDateOf } from '@portal/forms';
import { useEffect, useState } from 'react';
import { textFieldProps } from '../field-parts';
import { useRuntimeText } from '../runtime-context';
import type { TControlProps } from './control-props';

/** What a typed text stores: nothing, its calendar day, or the text itself when it is no date. */
const storedDate = (text: string): string | null => (text.trim() === '' ? null : (parseGermanDate(text.trim()) ?? text));

function TimeField({ cc, field, value }: TControlProps & { value: string }) {
  return (
    <TextField
      {...textFieldProps(cc, field)}
      type="time"
      value={value}
      onChange={(event) => field.setValue(event.target.value === '' ? null : event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, input: { readOnly: field.readOnly } }}
    />
  );
}

export function DateControl({ cc, field }: TControlProps) {
  const text = useRuntimeText();
  const day = calendarDateOf(field.value);
  const shown = (day && formatDate(day)) || (typeof field.value === 'string' ? field.value : '');
  const [typed, setTyped] = useState(shown);
  // A value set from outside (prefill, AI import, the other tab's answers) replaces what is typed; typing does not loop.
  useEffect(() => setTyped((current) => (storedDate(current) === (day ?? (field.value ?? null)) ? current : shown)), [day, field.value, shown]);
  return (
    <TextField
      {...textFieldProps(cc, field)}
      value={typed}
      placeholder={text('dateHint')}
      onChange={(event) => {
        setTyped(event.target.value);
        field.setValue(storedDate(event.target.value));
      }}
      slotProps={{ inputLabel: { shrink: true }, input: { readOnly: field.readOnly }, htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } }}
    />
  );
}

export function TimeControl(props: TControlProps) {
  return <TimeField {...props} value={typeof props.field.value === 'string' ? props.field.value : ''} />;
}
