/**
 * One answer as the printed form shows it (de-DE): dates DD.MM.YYYY, numbers with German separators and their unit,
 * choices by their option label, a checkbox Ja/Nein, a location as coordinates, uploads by file name. Null when the
 * control is not answered (the PDF prints a dash). Words (Ja/Nein, coordinates) in the form's language.
 */
import { formatDate, formatMoney } from '@portal/domain';
import { calendarDateOf, CHECKBOX_LIST_ANSWERS, coordinateOf, isEmptyValue, toNumber, type TCompiledControl, type TListOption } from '@portal/forms';
import { documentTexts, type TDocumentTexts } from './document-texts.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** Text fit for one PDF line run: tabs as spaces, other control characters out, runs of blanks kept. */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\t/g, '    ').replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '');
}

/** The text of a remark (rich text): paragraphs and line breaks kept, tags and entities resolved. */
export function plainTextOfHtml(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
      return entities[code.toLowerCase()] ?? whole;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function formatNumber(value: unknown, decimals: 0 | 2 | null | undefined, unit: string | null | undefined, plain: boolean): string | null {
  const n = toNumber(value);
  if (n === null) return typeof value === 'string' && value.trim() ? value : null;
  if (unit === '€' && !plain) return formatMoney(n, 'EUR');
  // Years and postcodes are printed as written: no thousands separator.
  const text = plain
    ? String(n)
    : new Intl.NumberFormat('de-DE', decimals === null || decimals === undefined ? { maximumFractionDigits: 6 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
  return unit ? `${text} ${unit}` : text;
}

const optionKey = (o: TListOption): string => String(o.value ?? o.name ?? o.label ?? '');
const optionLabel = (o: TListOption): string => o.label ?? o.name ?? String(o.value ?? '');

function choiceLabels(value: unknown, options: readonly TListOption[] | null | undefined): string | null {
  const chosen = (Array.isArray(value) ? value : [value]).filter((v) => !isEmptyValue(v));
  if (chosen.length === 0) return null;
  return chosen.map((v) => options?.find((o) => optionKey(o) === String(v)) ?? null).map((o, i) => (o ? optionLabel(o) : String(chosen[i]))).join(', ');
}

/** A stored file's name (upload controls hold `{ Id, Name, Size, Type }`; older forms a name or URL). */
function fileName(file: unknown): string | null {
  if (typeof file === 'string') return file.split(/[?#]/)[0]!.split('/').pop() || null;
  if (!isRecord(file)) return null;
  for (const key of ['Name', 'name', 'FileName', 'fileName']) if (typeof file[key] === 'string') return file[key];
  return null;
}


function coordinates(value: unknown, texts: TDocumentTexts): string | null {
  if (!isRecord(value)) return null;
  const lat = coordinateOf(value.latitude);
  const lon = coordinateOf(value.longitude);
  if (lat === null || lon === null) return null;
  const fmt = (n: number) => n.toFixed(6).replace('.', ',');
  return texts.coordinates(fmt(lat), fmt(lon));
}

/** The printed answer of a control that holds a value; null when unanswered. */
export function formatAnswer(cc: TCompiledControl, value: unknown, texts: TDocumentTexts = documentTexts('de')): string | null {
  const control = cc.control;
  if (isEmptyValue(value) && control.type !== 'checkbox') return null;
  switch (control.type) {
    case 'textInput':
    case 'textarea':
    case 'time':
      return printable(String(value));
    case 'remark':
      return printable(plainTextOfHtml(String(value))) || null;
    case 'number': {
      const p = control.properties;
      return formatNumber(value, p.Nachkommastellen, p.unit, p.Zahlenformat === 'Jahr' || p.Zahlenformat === 'Postleitzahl');
    }
    case 'displayValue':
      return formatNumber(value, control.properties.Nachkommastellen, control.properties.unit, false);
    case 'date': {
      const day = calendarDateOf(value);
      return day ? formatDate(day) : printable(String(value));
    }
    case 'checkbox':
      return value === true ? texts.yes : texts.no;
    case 'checkboxList': {
      // The stored answers are the German words; printed in the form's language.
      const [yes, no, none] = CHECKBOX_LIST_ANSWERS;
      return value === yes ? texts.yes : value === no ? texts.no : value === none ? texts.noAnswer : String(value);
    }
    case 'list':
    case 'checklist':
      return choiceLabels(value, control.properties.options);
    case 'dynamicList':
      return choiceLabels(value, null);
    case 'location':
      return coordinates(value, texts);
    case 'upload': {
      const names = (Array.isArray(value) ? value : [value]).map(fileName).filter((n): n is string => !!n);
      return names.length ? printable(names.join(', ')) : null;
    }
    default:
      return typeof value === 'string' || typeof value === 'number' ? printable(String(value)) : null;
  }
}
