/**
 * Numbers as the form shows them: German notation (1.234,56) in every language of the portal, as the
 * product's amounts are German; Jahr and Postleitzahl without thousands separators. What the user types is
 * handed to the engine as text, which reads either notation (spec 001 §5: an empty string becomes null).
 */
import type { TCompiledControl } from '@portal/forms';

type TNumberProps = { Nachkommastellen?: number | null; Zahlenformat?: string | null };

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(decimals: number | null | undefined, grouping: boolean): Intl.NumberFormat {
  const key = `${decimals ?? 'any'}|${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 10,
      useGrouping: grouping,
    });
    formats.set(key, format);
  }
  return format;
}

const groupsThousands = (props: TNumberProps) => props.Zahlenformat !== 'Jahr' && props.Zahlenformat !== 'Postleitzahl';

/** Nachkommastellen decide; without them an amount (Währung) shows cents. */
const decimalsOf = (props: TNumberProps) => props.Nachkommastellen ?? (props.Zahlenformat === 'Währung' ? 2 : null);

/** The value for display: a number formatted, text that is no number as typed, nothing as ''. */
export function formatNumberValue(value: unknown, cc: TCompiledControl): string {
  const props = cc.control.properties as TNumberProps;
  if (typeof value === 'number' && Number.isFinite(value)) return formatFor(decimalsOf(props), groupsThousands(props)).format(value);
  return typeof value === 'string' ? value : '';
}

/** The value while it is edited: no thousands separators, a decimal comma, all decimals. */
export function editableNumberText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return formatFor(null, false).format(value);
  return typeof value === 'string' ? value : '';
}
