/**
 * The built-in extractor: fills fields from a PDF's text by their labels, the way people fill in forms and letters —
 * `Label: value` on one line, the label in one column and the value in the next, or the label on its own line and
 * the value on the next. A label is recognised by the control's Überschrift or name, forgiving case, umlauts,
 * spacing and typing errors (fuzzy-text.ts). A text area takes the lines that follow up to the next paragraph or
 * label. Every place a label occurs gives a candidate; import-fields.ts keeps the first that fits the control.
 */
import type { TDocumentExtractor } from './extractor.js';
import { foldText, sameFolded } from './fuzzy-text.js';
import type { TImportField } from './import-fields.js';
import type { TTextLine } from './pdf-text.js';

type TSegment = { text: string; startsParagraph: boolean };

/** Longest text before a colon that is still read as a label. */
const MAX_LABEL_LENGTH = 80;
/** Lines a text area takes at most. */
const MAX_CONTINUATION = 40;

/** The ways a field's label may be written: its heading with and without a parenthesis or asterisk, its name. */
function labelsOf(field: TImportField): string[] {
  const variants = [field.label, field.label.replace(/\([^)]*\)/g, ' '), field.label.replace(/[*:]/g, ' '), field.name, field.name.replace(/([a-zäöü])([A-ZÄÖÜ])/g, '$1 $2')];
  return [...new Set(variants.map(foldText).filter((v) => v !== ''))];
}

function segmentsOf(lines: readonly TTextLine[]): TSegment[] {
  return lines.flatMap((line) => line.cells.map((text, i) => ({ text, startsParagraph: i === 0 && line.newParagraph })));
}

export function extractByLabels(lines: readonly TTextLine[], fields: readonly TImportField[]): Record<string, unknown[]> {
  const labels = fields.map((field) => ({ field, labels: labelsOf(field) }));
  const fieldNamed = (text: string): TImportField | undefined => {
    const folded = foldText(text);
    if (folded === '' || text.length > MAX_LABEL_LENGTH) return undefined;
    return labels.find((l) => l.labels.some((label) => sameFolded(label, folded)))?.field;
  };
  /** A segment that is a label itself (of a field, or any `Something:` heading): a value never runs into it. */
  const isLabel = (segment: TSegment): boolean => {
    const colon = segment.text.indexOf(':');
    if (colon > 0 && colon <= MAX_LABEL_LENGTH && /^[^\d]/.test(segment.text) && !/^\d{1,2}:\d{2}/.test(segment.text)) return true;
    return fieldNamed(segment.text) !== undefined;
  };

  const segments = segmentsOf(lines);
  /** The value from segment `from` on: one segment, or for a text area the ones that follow up to a paragraph or label. */
  const valueFrom = (from: number, field: TImportField, first: string | null): string | null => {
    const multiline = field.type === 'textarea' || field.type === 'remark';
    const parts = first !== null && first.trim() !== '' ? [first.trim()] : [];
    for (let j = from; j < segments.length && j < from + MAX_CONTINUATION; j++) {
      const segment = segments[j]!;
      if (isLabel(segment) || (parts.length > 0 && (!multiline || segment.startsParagraph))) break;
      parts.push(segment.text.trim());
      if (!multiline) break;
    }
    return parts.length ? parts.join(multiline ? '\n' : ' ') : null;
  };

  const found: Record<string, unknown[]> = {};
  const add = (field: TImportField, value: string | null) => {
    if (value !== null) (found[field.name] ??= []).push(value);
  };
  segments.forEach((segment, i) => {
    const colon = segment.text.indexOf(':');
    const keyed = colon > 0 ? fieldNamed(segment.text.slice(0, colon)) : undefined;
    if (keyed) return add(keyed, valueFrom(i + 1, keyed, segment.text.slice(colon + 1)));
    const alone = fieldNamed(segment.text);
    if (alone) add(alone, valueFrom(i + 1, alone, null));
  });
  return found;
}

export const builtinExtractor: TDocumentExtractor = {
  source: 'builtin',
  readsImages: false,
  extract: async (document, fields) => (document.kind === 'text' ? extractByLabels(document.lines, fields) : {}),
};
