/** textInput and textarea: Maximale Länge, and for text the keyboard and autofill its Textformat suggests. */
import { TextField } from '@mui/material';
import type { HTMLInputTypeAttribute } from 'react';
import { textFieldProps } from '../field-parts';
import type { TControlProps } from './control-props';

type TInputHints = { type?: HTMLInputTypeAttribute; inputMode?: 'text' | 'email' | 'tel' | 'numeric'; autoComplete?: string; autoCapitalize?: string };

const FORMAT_HINTS: Record<string, TInputHints> = {
  'E-mail': { type: 'email', inputMode: 'email', autoComplete: 'email' },
  Telefonnummer: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  Jahr: { inputMode: 'numeric' },
  Postleitzahl: { inputMode: 'numeric', autoComplete: 'postal-code' },
  IBAN: { autoComplete: 'off', autoCapitalize: 'characters' },
  BIC: { autoComplete: 'off', autoCapitalize: 'characters' },
};

/** A text that defaults to the user's name or e-mail is most likely that: let the browser offer it too. */
const SOURCE_AUTOCOMPLETE: Record<string, string> = { firstName: 'given-name', lastName: 'family-name', email: 'email' };

export function inputHintsOf(props: { Textformat?: string | null; defaultAnswerSource?: string | null }): TInputHints {
  const hints = FORMAT_HINTS[props.Textformat ?? ''] ?? {};
  const fromSource = SOURCE_AUTOCOMPLETE[props.defaultAnswerSource ?? ''];
  return fromSource && !hints.autoComplete ? { ...hints, autoComplete: fromSource } : hints;
}

const TEXTAREA_SX = { '& textarea': { height: 'auto', resize: 'vertical' } } as const;

export function TextControl({ cc, field }: TControlProps) {
  const props = cc.control.properties as { 'Maximale Länge'?: number | null; Textformat?: string | null; defaultAnswerSource?: string | null };
  const multiline = cc.type === 'textarea';
  const hints = multiline ? {} : inputHintsOf(props);
  const rows = cc.control.gridPosition?.rows ?? 2;
  return (
    <TextField
      {...textFieldProps(cc, field)}
      // A text area is a plain <textarea> that fills the grid rows it spans (about three lines a row) and scrolls
      // beyond. Not MUI's `multiline`: its autosizing measures every text area on each render — in a form with 200
      // entries a forced layout of the whole page per keystroke.
      sx={multiline ? TEXTAREA_SX : undefined}
      type={hints.type}
      value={typeof field.value === 'string' || typeof field.value === 'number' ? String(field.value) : ''}
      onChange={(event) => field.setValue(event.target.value)}
      slotProps={{
        input: { readOnly: field.readOnly, ...(multiline ? { inputComponent: 'textarea' } : {}) },
        htmlInput: {
          maxLength: props['Maximale Länge'] ?? undefined,
          inputMode: hints.inputMode,
          autoComplete: hints.autoComplete,
          autoCapitalize: hints.autoCapitalize,
          ...(multiline ? { rows: Math.max(2, rows * 3 - 1) } : {}),
        },
      }}
    />
  );
}
