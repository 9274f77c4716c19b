import '../i18n/german';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, List, ListItem, ListItemButton, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReportRecord } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { usePageTitle } from '../../../ui/use-page-title';
import { CardIcon } from '../../cards';
import { useActiveSession } from '../../session';
import { renderPdf, useReportCard, useReportRecords } from '../api/report-cards';
import { NotFoundDialog } from '../components/not-found-dialog';
import { ReportPreviewDialog, type TReportPreview } from '../components/report-preview-dialog';
import { choiceOf, reportTitle } from '../report-steps';

/** One page of records: the list stays short; the search (in the database) finds the rest. */
const TAKE = 50;
/** More records than this: the search box shows. */
const SEARCH_FROM = 10;

/**
 * The report card page /pdfTemplate/{id} and /htmlReport/{id} (spec 001 §2.9, §4 Report card, §8): the card's
 * title and icon, the matching records ('Bitte auswählen'; one match opens directly), for Spartendaten first a
 * contract and then its line data, the not-found dialog, and the rendered PDF in the preview overlay; closing it
 * goes back.
 */
export function ReportCardPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { license } = useActiveSession();
  const router = useRouter();
  const card = useReportCard(license, id);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [contractId, setContractId] = useState<string | null>(null);
  const [preview, setPreview] = useState<TReportPreview | null>(null);
  const query = { Take: TAKE, ...(debounced.length >= 2 ? { Search: debounced } : {}), ...(contractId ? { VertragId: contractId } : {}) };
  const records = useReportRecords(license, id, query, card.isSuccess);
  const title = card.data ? (i18n.language.startsWith('en') ? card.data.Name.en : card.data.Name.de) : '';
  usePageTitle(title || t('reportCards.loading'));

  const goBack = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/startseite' });
  };

  const render = useMutation({
    mutationFn: async (record: TReportRecord) => {
      const c = card.data!;
      const choice = choiceOf(c.Context, records.data?.Step ?? c.Context, record, contractId);
      if (choice.kind !== 'render') throw new Error('not a render step');
      const fileName = reportTitle(title, record);
      const { Url } = await renderPdf(license, { TemplateId: c.TemplateId, FileName: fileName, ...choice.request });
      return { url: Url, title: fileName, fileName: `${fileName}.pdf` };
    },
    onSuccess: setPreview,
  });

  const choose = (record: TReportRecord) => {
    const c = card.data;
    if (!c || render.isPending) return;
    const choice = choiceOf(c.Context, records.data?.Step ?? c.Context, record, contractId);
    if (choice.kind === 'contract') {
      setSearch('');
      setContractId(choice.contractId);
    } else render.mutate(record);
  };

  // Exactly one match (without a search) opens directly, once per list (spec 001 §4 Report card).
  const autoOpened = useRef<string | null>(null);
  const data = records.isPlaceholderData ? undefined : records.data;
  const single = data && !query.Search && data.Total === 1 && data.Items.length === 1 ? data.Items[0]! : null;
  const listKey = `${contractId ?? ''}`;
  useEffect(() => {
    if (!single || autoOpened.current === listKey) return;
    autoOpened.current = listKey;
    choose(single);
    // choose reads the latest state; it runs once per list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [single, listKey]);

  const nothingLeft = !!data && !query.Search && data.Total === 0;
  const closeNotFound = () => {
    // On the second list: back to the contracts; on the first: back where the user came from.
    if (contractId) setContractId(null);
    else goBack();
  };

  if (card.isPending) return <LoadingMessage text={t('reportCards.loading')} />;
  if (card.isError) return <ErrorAlert error={card.error} data-testid="report-card-error" />;
  const c = card.data;
  const step = data?.Step ?? records.data?.Step ?? c.Context;
  const heading = step === 'Spartendaten' ? t('reportCards.chooseLineData') : c.Context === 'Spartendaten' ? t('reportCards.chooseContract') : t('reportCards.choose');
  const total = records.data?.Total ?? 0;
  const shown = records.data?.Items.length ?? 0;

  return (
    <Stack spacing={2} data-testid="report-card-page" sx={{ maxWidth: 900 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CardIcon name={c.Icon} />
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      </Stack>
      {contractId ? (
        <Box>
          <Button startIcon={<ArrowBackIcon />} onClick={() => setContractId(null)}>
            {t('reportCards.back')}
          </Button>
        </Box>
      ) : null}
      {records.isPending ? (
        <LoadingMessage text={t('reportCards.records')} />
      ) : records.isError ? (
        <ErrorAlert error={records.error} />
      ) : (
        <Paper variant="outlined">
          <Stack spacing={1} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" id="report-choose">
              {heading}
            </Typography>
            {total > SEARCH_FROM || search ? (
              <TextField
                label={t('reportCards.search')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                helperText={search.trim().length === 1 ? t('reportCards.searchHint') : undefined}
                size="small"
                type="search"
                slotProps={{ htmlInput: { 'data-testid': 'report-search', maxLength: 200 } }}
              />
            ) : null}
            <List aria-labelledby="report-choose" data-testid="report-records" dense>
              {records.data.Items.map((r) => (
                <ListItem key={r.Id} disablePadding>
                  <ListItemButton onClick={() => choose(r)} disabled={render.isPending} data-testid="report-record">
                    <ListItemText primary={r.Title || '—'} secondary={r.Subtitle} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            {total > shown ? <Typography variant="body2" color="text.secondary">{t('reportCards.more', { shown, total })}</Typography> : null}
          </Stack>
        </Paper>
      )}
      {render.isPending ? <LoadingMessage text={t('reportCards.rendering')} py={2} /> : null}
      {render.isError ? <ErrorAlert error={render.error} /> : null}
      {nothingLeft ? <NotFoundDialog context={c.Context} step={step} property={c.Property} onClose={closeNotFound} /> : null}
      {preview ? (
        <ReportPreviewDialog
          preview={preview}
          onClose={() => {
            setPreview(null);
            goBack();
          }}
        />
      ) : null}
    </Stack>
  );
}
