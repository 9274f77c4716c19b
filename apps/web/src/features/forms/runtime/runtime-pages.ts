/**
 * The pages the runtime steps through. Where the spec only names the options, the choices are:
 * - a page of the definition with `summary: true` is a summary page: the answers of the other pages compactly,
 *   read-only, then the viewer's summary content; without such a page and with the viewer's `summary`, one is
 *   added at the end;
 * - hideEditPages: a read-only (transferred) form with a summary page shows only its summary pages;
 * - hideReadOnlypages: while the form is edited, pages on which nothing can be answered (every control that
 *   holds an answer is read-only, calculated or hidden) are skipped.
 * A form left with no page shows all of them.
 */
import type { TFormState } from '@portal/forms';
import { pageControls } from './control-layout';

export type TRuntimePage = { key: string; title: string; summary: boolean; pageIndex: number | null };

function hasAnswerable(state: TFormState, pageIndex: number): boolean {
  for (const cc of state.form.controls.values()) {
    if (cc.pageIndex !== pageIndex || !cc.holdsValue || cc.type === 'group' || cc.calculation !== null) continue;
    if (cc.control.properties.readOnly === true) continue;
    // Entries of a repeating group can always be added.
    if (cc.scope.length > 0) return true;
    const cell = state.cells.get(cc.name);
    if (!cell || (!cell.hidden && !cell.readOnly)) return true;
  }
  return false;
}

export function runtimePages(state: TFormState, options: { withSummary: boolean; summaryTitle: string }): TRuntimePage[] {
  const { definition } = state.form;
  const all: TRuntimePage[] = definition.pages.map((page, index) => ({
    key: `page-${index}-${page.id}`,
    title: page.properties.Überschrift?.trim() || String(index + 1),
    summary: page.properties.summary === true,
    pageIndex: index,
  }));
  if (options.withSummary && !all.some((p) => p.summary)) all.push({ key: 'summary', title: options.summaryTitle, summary: true, pageIndex: null });
  const formOptions = definition.options ?? {};
  const readOnly = state.context.readOnly;
  let shown = all;
  if (formOptions.hideEditPages && readOnly && all.some((p) => p.summary)) shown = shown.filter((p) => p.summary);
  if (formOptions.hideReadOnlypages && !readOnly) shown = shown.filter((p) => p.summary || p.pageIndex === null || hasAnswerable(state, p.pageIndex));
  return shown.length > 0 ? shown : all;
}

/** The pages a summary page sums up: every page of the definition that is not a summary, with its controls. */
export function summarisedPages(state: TFormState) {
  return state.form.definition.pages
    .map((page, index) => ({ index, title: page.properties.Überschrift?.trim() || String(index + 1), summary: page.properties.summary === true, controls: pageControls(state.form, index) }))
    .filter((page) => !page.summary && page.controls.length > 0);
}
