/**
 * The printed content of a form document: the engine evaluates the answers (calculations, conditions), and what a
 * member sees on the form is what the PDF shows — page by page, controls in the order of the form, groups as
 * headed blocks, each entry of a repeating group as its own block. Hidden controls (by a condition or Versteckt)
 * are left out with everything in them; hints, clocks and the AI import hold no answer and are not printed.
 */
import { evaluateForm, pathKey, reviveDates, valueAt, type TCompiledControl, type TCompiledForm, type TFormState } from '@portal/forms';
import type { TDocumentTexts } from './document-texts.js';
import { formatAnswer } from './format-answer.js';

export type TAnswerBlock =
  | { kind: 'page'; title: string }
  | { kind: 'group'; title: string; depth: number }
  | { kind: 'answer'; label: string; value: string | null; depth: number };

const labelOf = (cc: TCompiledControl): string => cc.control.properties.Überschrift?.trim() || cc.name;

function emit(state: TFormState, texts: TDocumentTexts, cc: TCompiledControl, rows: readonly number[], depth: number, out: TAnswerBlock[]): void {
  if (state.cells.get(pathKey(cc.scope, rows, cc.name))?.hidden) return;
  const children = cc.children.map((name) => state.form.controls.get(name)).filter((c): c is TCompiledControl => c !== undefined);
  if (cc.type === 'group') {
    if (!cc.repeating) {
      out.push({ kind: 'group', title: labelOf(cc), depth });
      for (const child of children) emit(state, texts, child, rows, depth + 1, out);
      return;
    }
    const entries = valueAt(state, { name: cc.name, rows });
    const list = Array.isArray(entries) ? entries : [];
    if (list.length === 0) {
      out.push({ kind: 'answer', label: labelOf(cc), value: texts.noEntries, depth });
      return;
    }
    list.forEach((_entry, index) => {
      out.push({ kind: 'group', title: `${labelOf(cc)} ${index + 1}`, depth });
      for (const child of children) emit(state, texts, child, [...rows, index], depth + 1, out);
    });
    return;
  }
  if (!cc.holdsValue) return;
  out.push({ kind: 'answer', label: labelOf(cc), value: formatAnswer(cc, valueAt(state, { name: cc.name, rows }), texts), depth });
}

/**
 * The blocks of the given pages (indices into the definition's pages), from answers the engine has not seen yet
 * (stored data: calculations are run again, so the PDF never shows a stale result).
 */
export function answerBlocks(form: TCompiledForm, data: Record<string, unknown>, pageIndices: readonly number[], now: Date, texts: TDocumentTexts): TAnswerBlock[] {
  const state = evaluateForm(form, reviveDates(form, data), { now });
  const out: TAnswerBlock[] = [];
  for (const pageIndex of pageIndices) {
    const page = form.definition.pages[pageIndex];
    if (!page) continue;
    const top = form.treeOrder.map((name) => form.controls.get(name)!).filter((cc) => cc.pageIndex === pageIndex && cc.parent === null);
    const blocks: TAnswerBlock[] = [];
    for (const cc of top) emit(state, texts, cc, [], 0, blocks);
    // A page with nothing to print (all hidden, or only hints) is left out.
    if (blocks.length === 0) continue;
    out.push({ kind: 'page', title: page.properties.Überschrift?.trim() || texts.pageFallback(pageIndex + 1) }, ...blocks);
  }
  return out;
}
