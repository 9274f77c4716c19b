/**
 * The form runtime (spec 001 §2.10, §4; issue 10 item 2): runs the engine of @portal/forms on a form product
 * and shows it page by page. Loaded only by the form routes (the viewer imports it lazily).
 *
 * A page left with 'Weiter' shows its messages and marks its step, but the user may go on: a draft may be
 * incomplete, only the transfer needs valid answers (issue 10 §7).
 */
import { Box, Typography } from '@mui/material';
import { compileForm, FORM_GRID, type TFormData, type TFormState } from '@portal/forms';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { InputGlobalStylesOnce } from './input-global-styles';
import { compactControlLayout, gridLayout, pageControls } from './control-layout';
import { ControlGrid } from './control-view';
import { FormFooter } from './form-footer';
import type { TFormRuntimeProps } from './form-runtime-contract';
import { PageButtons, PageStepper } from './page-steps';
import { RuntimeContextProvider, useRuntime, useRuntimeSelector, useRuntimeText, type TRuntimeContext } from './runtime-context';
import { runtimePages, type TRuntimePage } from './runtime-pages';
import { loadFormState, RuntimeStore, type TRuntimeSnapshot } from './runtime-store';
import { SummaryPage } from './summary-page';
import { fieldId } from './use-field';

const samePages = (a: TRuntimePage[], b: TRuntimePage[]) => a.length === b.length && a.every((p, i) => p.key === b[i]!.key && p.title === b[i]!.title);
const sameKeys = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((k) => b.has(k));

/** The pages whose messages show and that still have some: their steps are marked. */
function incompletePages(snapshot: TRuntimeSnapshot, pages: readonly TRuntimePage[]): ReadonlySet<string> {
  const withErrors = new Set<number>();
  for (const issue of snapshot.form.errors.values()) {
    const pageIndex = snapshot.form.form.controls.get(issue.name)?.pageIndex;
    if (pageIndex !== undefined && snapshot.revealedPages.has(pageIndex)) withErrors.add(pageIndex);
  }
  return new Set(pages.filter((p) => p.pageIndex !== null && withErrors.has(p.pageIndex)).map((p) => p.key));
}

function EditPage({ pageIndex }: { pageIndex: number }) {
  const { store } = useRuntime();
  const form = store.state.form;
  // compactView: a read-only form shows only what was answered (an editable one needs its empty fields).
  const compact = useRuntimeSelector((s) => s.form.context.readOnly && form.definition.options?.compactView === true);
  const state = useRuntimeSelector((s) => (compact ? s.form : null));
  const layout = useMemo(() => (state ? compactControlLayout(state, pageControls(form, pageIndex)) : gridLayout(pageControls(form, pageIndex))), [form, pageIndex, state]);
  return <ControlGrid items={layout} rows={[]} />;
}

function RuntimeBody({ props }: { props: TFormRuntimeProps }) {
  const { store } = useRuntime();
  const text = useRuntimeText();
  const pages = useRuntimeSelector((s) => runtimePages(s.form, { withSummary: props.summary !== undefined, summaryTitle: text('summary') }), samePages);
  const [current, setCurrent] = useState(() => Math.max(0, Math.min(props.initialPage ?? 0, pages.length - 1)));
  const index = Math.min(current, pages.length - 1);
  const page = pages[index]!;
  const incomplete = useRuntimeSelector((s) => incompletePages(s, pages), sameKeys);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const focusField = useRef<string | null>(null);
  const { onPageChange } = props;

  useEffect(() => {
    onPageChange?.({ index, count: pages.length, isSummary: page.summary });
  }, [onPageChange, index, pages.length, page.summary]);
  useEffect(() => {
    // After 'Weiter' or 'Zurück' the reader starts at the new page's title (not on the first render).
    if (!moved.current) return;
    const key = focusField.current;
    const field = key ? document.getElementById(fieldId(key)) : null;
    // A control in an entry of a long group away from the viewport is not rendered: scroll to its entry, then
    // focus the control once the entry has rendered it.
    const entry = !field && key ? entryOf(key) : null;
    if (entry) {
      entry.scrollIntoView?.({ block: 'center' });
      let frames = 0;
      const retry = () => {
        const rendered = document.getElementById(fieldId(key!));
        if (rendered) rendered.focus();
        else if (++frames < 30) requestAnimationFrame(retry);
      };
      requestAnimationFrame(retry);
      return;
    }
    const target = field ?? heading.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView?.({ block: field ? 'center' : 'start', behavior: 'smooth' });
  }, [index]);

  const go = (target: number) => {
    const next = Math.max(0, Math.min(target, pages.length - 1));
    if (page.pageIndex !== null && next > index) store.revealPage(page.pageIndex);
    moved.current = true;
    focusField.current = null;
    setCurrent(next);
  };
  // From the list of open issues: the page of the control, and the control itself focused.
  const openIssue = (pageIndex: number, fieldKey: string) => {
    const target = pages.findIndex((p) => p.pageIndex === pageIndex);
    if (target < 0) return;
    moved.current = true;
    focusField.current = fieldKey;
    setCurrent(target);
  };
  // A summary page shows every page's messages: the steps of incomplete pages are marked before sending.
  useEffect(() => {
    if (page.summary) store.revealPage(...pages.flatMap((p) => (p.pageIndex === null || p.summary ? [] : [p.pageIndex])));
  }, [store, page.summary, pages]);

  const title = props.definition.Titel?.trim() || null;
  return (
    <Box sx={{ maxWidth: FORM_GRID.maxWidth, mx: 'auto', width: '100%' }} data-testid="form-runtime">
      <PageStepper pages={pages} current={index} incomplete={incomplete} onSelect={go} />
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 2, outline: 'none' }} data-testid="form-page-title">
        {page.title}
      </Typography>
      {page.summary ? <SummaryPage summary={props.summary} onOpenIssue={openIssue} /> : <EditPage key={page.key} pageIndex={page.pageIndex!} />}
      <PageButtons current={index} count={pages.length} onBack={() => go(index - 1)} onNext={() => go(index + 1)} />
      {props.definition.options?.showFooter && <FormFooter title={title} />}
    </Box>
  );
}

/** The entry of a repeating group that holds the control at this path key (`Positionen.99.Menge`), if on the page. */
function entryOf(key: string): HTMLElement | null {
  const parts = key.split('.');
  for (let end = parts.length - 1; end > 1; end--) {
    const element = document.querySelector<HTMLElement>(`[data-entry="${CSS.escape(parts.slice(0, end).join('.'))}"]`);
    if (element) return element;
  }
  return null;
}

/**
 * Memoised: the viewer renders on every edit (its save state), and a runtime rendered with it would render every
 * page, grid and group again per keystroke. Keep the props stable (callbacks and `summary` included).
 */
export default memo(function FormRuntime(props: TFormRuntimeProps) {
  const { definition, data, dataRevision, readOnly, user, language, services } = props;
  const form = useMemo(() => compileForm(definition), [definition]);
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });
  // One store per form; the answers it starts from are read once (a new dataRevision replaces them below).
  const newStore = () => new RuntimeStore(loadFormState(form, { data, readOnly, user }), user, (d: TFormData, s: TFormState) => onChange.current(d, s));
  const [store, setStore] = useState(newStore);
  // Another form product: a store of its own, from the answers given now.
  if (store.state.form !== form) setStore(newStore());

  const revision = useRef(dataRevision);
  useEffect(() => {
    if (revision.current === dataRevision) return;
    revision.current = dataRevision;
    store.replace(loadFormState(form, { data, readOnly, user }));
    // Only a new revision replaces the answers; `data` alone changes with every keystroke the viewer saves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataRevision, store]);
  useEffect(() => store.setReadOnly(readOnly || definition.options?.readOnly === true), [store, readOnly, definition]);

  const context = useMemo<TRuntimeContext>(() => ({ store, services, language, forceReadOnly: false }), [store, services, language]);
  return (
    <RuntimeContextProvider value={context}>
      <InputGlobalStylesOnce>
        <RuntimeBody props={props} />
      </InputGlobalStylesOnce>
    </RuntimeContextProvider>
  );
});
