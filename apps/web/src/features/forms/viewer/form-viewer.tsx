import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFieldError, TFormProduct, TFormRisk } from '@portal/domain';
import { compileForm, ZFormDefinition, type TFormData, type TFormState } from '@portal/forms';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { formProductQueryOptions } from '../api/form-products';
import { aiImportFormFile, formFileUrl, uploadFormFile } from '../api/form-files';
import { getFormRisk } from '../api/form-risk';
import type { TRenderedFormDocument } from '../api/render-documents';
import type { TFormRuntimePage, TFormRuntimeServices } from '../runtime/form-runtime-contract';
import { ConflictDialog } from './conflict-dialog';
import { FormDocumentDialog } from './form-document-dialog';
import { pageOfPath } from './form-data-diff';
import { FormSummary } from './form-summary';
import { loadFormRuntime } from './load-form-runtime';
import { RuntimeBoundary } from './runtime-boundary';
import { SaveIndicator } from './save-indicator';
import { TransferIssues } from './transfer-issues';
import { useSendStep } from './send-step';
import { formLanguage } from './use-form-texts';
import { useRenderedDocuments } from './use-rendered-documents';
import { useRiskSync } from './use-risk-sync';
import { useTransfer } from './use-transfer';

const FormRuntime = lazy(loadFormRuntime);

type Props = { productId: string; riskId: string };

/**
 * The form viewer (spec 001 §2.11, §4, §9): loads the form product and the risk, shows the runtime (read-only once
 * transferred) with the save indicator, autosaves without losing an edit, renders the documents on the summary
 * page and sends the form. The risk is loaded fresh every time (never from a cache): unsent edits in the browser
 * are merged with exactly what the server holds.
 */
export function FormViewer({ productId, riskId }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const product = useQuery(formProductQueryOptions(license, productId));
  const risk = useQuery({
    queryKey: ['forms', license, 'risk', riskId] as const,
    queryFn: ({ signal }) => getFormRisk(license, riskId, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const failed = product.error ?? risk.error;
  usePageTitle(product.data?.Titel ?? product.data?.Name ?? t('forms.viewer.title'));

  if (failed) {
    const notFound = isApiError(failed) && (failed.code === 'NOT_FOUND' || failed.code === 'FORBIDDEN' || failed.code === 'LICENSE_FORBIDDEN');
    return notFound ? (
      <Alert severity="warning" data-testid="form-viewer-not-found">
        {t('forms.viewer.notFound')}
      </Alert>
    ) : (
      <ErrorAlert
        error={failed}
        data-testid="form-viewer-error"
        action={
          <Button color="inherit" onClick={() => void Promise.all([product.refetch(), risk.refetch()])}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!product.data || !risk.data) return <LoadingMessage text={t('forms.viewer.loading')} />;
  if (risk.data.ProductId !== product.data.Id) {
    return (
      <Alert severity="warning" data-testid="form-viewer-not-found">
        {t('forms.viewer.wrongProduct')}
      </Alert>
    );
  }
  return <LoadedFormViewer key={riskId} license={license} product={product.data} risk={risk.data} />;
}

type TLoadedProps = { license: string; product: TFormProduct; risk: TFormRisk };

/**
 * The summary page's content (documents, send button) reaches the runtime through a slot of its own: the runtime
 * gets one stable `summary` function (so it is not rendered again per keystroke), and only the slot renders when
 * the content changes. Not a context: a new context value makes React walk the whole form's tree on every edit.
 */
type TSummarySlot = { content: ReactNode; listeners: Set<() => void> };
const newSummarySlot = (): TSummarySlot => ({ content: null, listeners: new Set() });
function SummarySlot({ slot }: { slot: TSummarySlot }) {
  const content = useSyncExternalStore(
    (listener) => {
      slot.listeners.add(listener);
      return () => slot.listeners.delete(listener);
    },
    () => slot.content,
  );
  return <>{content}</>;
}

function LoadedFormViewer({ license, product, risk }: TLoadedProps) {
  const { t, i18n } = useTranslation();
  const { userInit } = useActiveSession();
  const parsed = useMemo(() => ZFormDefinition.safeParse({ Id: product.Id, Titel: product.Titel ?? undefined, pages: product.Pages, options: product.Options ?? undefined }), [product]);
  const compiled = useMemo(() => (parsed.success ? compileForm(parsed.data) : null), [parsed]);

  // What the runtime is mounted with. `revision` grows when the user takes the server's or another tab's answers
  // (the runtime replaces its state); `key` when the viewer jumps to an invalid control's page (the contract has no
  // navigation call, so the runtime is mounted anew there, with the newest answers).
  const [view, setView] = useState<{ revision: number; key: number; data: TFormData | null; page: number | null }>({ revision: 0, key: 0, data: null, page: null });
  const replaceData = useCallback((data: TFormData) => setView((v) => ({ ...v, data, revision: v.revision + 1 })), []);
  const { sync, snapshot } = useRiskSync(license, risk, replaceData);
  const [initial] = useState(() => ({ data: sync.getSnapshot().data, page: sync.initialPage }));
  const [summaryShowing, setSummaryShowing] = useState(false);
  const [openDocument, setOpenDocument] = useState<TRenderedFormDocument | null>(null);
  const [summarySlot] = useState(newSummarySlot);
  const summary = useCallback(() => <SummarySlot slot={summarySlot} />, [summarySlot]);
  // The content is made further down (after the early return); handed to the slot once the render is committed.
  const latestSummary = useRef<ReactNode>(null);
  useLayoutEffect(() => {
    if (summarySlot.content === latestSummary.current) return;
    summarySlot.content = latestSummary.current;
    for (const listener of summarySlot.listeners) listener();
  });

  const render = useRenderedDocuments(license, risk.RiskId, { sync, summaryShowing, hasData: snapshot.hasData, saved: !snapshot.dirty && snapshot.status === 'saved' });
  const goToControl = useCallback(
    (error: TFieldError) => {
      const page = compiled ? pageOfPath(compiled, error.path) : null;
      if (page === null) return;
      sync.setPage(page);
      setSummaryShowing(false);
      setView((v) => ({ ...v, key: v.key + 1, page, data: sync.getSnapshot().data }));
    },
    [compiled, sync],
  );
  const transfer = useTransfer(license, risk.RiskId, sync, risk.Status === 'transferred', (invalid) => {
    if (invalid[0]) goToControl(invalid[0]);
  });

  const signing = useSendStep({ license, riskId: risk.RiskId, documents: render.documents, ownEmail: userInit.User.Email, sync, transfer });

  const services = useMemo<TFormRuntimeServices>(
    () => ({
      uploadFile: (controlName, file) => uploadFormFile(license, risk.RiskId, controlName, file),
      fileUrl: (file) => formFileUrl(license, risk.RiskId, file),
      aiImport: (controlName, file) => aiImportFormFile(license, risk.RiskId, controlName, file),
    }),
    [license, risk.RiskId],
  );
  const user = useMemo(() => ({ firstName: userInit.User.FirstName, lastName: userInit.User.LastName, email: userInit.User.Email }), [userInit.User]);
  // The refused transfer's list drops a control once the engine finds it valid (a string, so that a keystroke that
  // changes nothing in the list renders nothing).
  const [fixed, setFixed] = useState<{ of: readonly TFieldError[]; paths: string }>({ of: [], paths: '' });
  const onChange = useCallback(
    (data: TFormData, state: TFormState) => {
      sync.edit(data);
      const invalid = transfer.invalid;
      if (invalid.length > 0) setFixed({ of: invalid, paths: invalid.map((e) => e.path).filter((path) => !state.errors.has(path.replace(/^Data\./, ''))).join('\n') });
    },
    [sync, transfer.invalid],
  );
  const stillInvalid = useMemo(() => {
    const gone = fixed.of === transfer.invalid ? new Set(fixed.paths.split('\n')) : new Set<string>();
    return transfer.invalid.filter((e) => !gone.has(e.path));
  }, [fixed, transfer.invalid]);
  const onPageChange = useCallback(
    (page: TFormRuntimePage) => {
      sync.setPage(page.index);
      setSummaryShowing(page.isSummary);
    },
    [sync],
  );

  if (!parsed.success || !compiled) {
    return (
      <Alert severity="error" data-testid="form-viewer-error">
        {t('forms.viewer.definitionInvalid')}
      </Alert>
    );
  }
  // An expired forms process (issue 11) is read-only as a sent one is; the server refuses its saves (409).
  const readOnly = snapshot.status === 'transferred' || transfer.status === 'transferred' || signing.locked || risk.Status === 'expired' || parsed.data.options?.readOnly === true;
  const summaryContent = (
    <FormSummary
      render={render}
      transfer={transfer}
      readOnly={readOnly}
      onOpenDocument={setOpenDocument}
      onSend={signing.send}
      signing={summaryShowing ? signing.element : null}
    />
  );
  latestSummary.current = summaryContent;

  return (
    <Stack spacing={2} sx={{ maxWidth: 1000, mx: 'auto', width: '100%' }} data-testid="form-viewer" data-risk-id={risk.RiskId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {product.Titel ?? product.Name}
        </Typography>
        <SaveIndicator snapshot={snapshot} onRetry={() => sync.retryNow()} />
      </Stack>
      {!snapshot.stored ? <Alert severity="warning">{t('forms.save.notStored')}</Alert> : null}
      {snapshot.lostToTransfer ? <Alert severity="warning">{t('forms.save.lostToTransfer')}</Alert> : null}
      <TransferIssues invalid={stillInvalid} form={compiled} onGoTo={goToControl} />
      {summaryShowing ? null : signing.element}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <RuntimeBoundary>
          <Suspense fallback={<LoadingMessage text={t('forms.viewer.loading')} />}>
            <FormRuntime
              key={view.key}
              definition={parsed.data}
              data={view.data ?? initial.data}
              dataRevision={view.revision}
              readOnly={readOnly}
              user={user}
              language={formLanguage(i18n.language)}
              services={services}
              onChange={onChange}
              initialPage={view.page ?? initial.page}
              onPageChange={onPageChange}
              summary={summary}
            />
          </Suspense>
        </RuntimeBoundary>
      </Paper>
      <ConflictDialog conflict={snapshot.conflict} mine={sync.getSnapshot().data} form={compiled} onResolve={(choice) => sync.resolveConflict(choice)} />
      <FormDocumentDialog document={openDocument} onClose={() => setOpenDocument(null)} />
    </Stack>
  );
}
