import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, FormControl, InputLabel, MenuItem, Paper, Select, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { fetchDataPage } from '../../../ui/data-table/data-query-api';
import { getPath } from '../../../ui/data-table/data-path';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { usePageTitle } from '../../../ui/use-page-title';
import { downloadUrl, fetchFileBlob, PdfViewer } from '../../documents';
import { useActiveSession } from '../../session';
import { ivkCardUrl } from '../api/ivk-card';

/** The PDF forms /pdfFormular/{id} knows: IVK, the international insurance card (spec 001 §2.1). */
export const PDF_FORM_IDS = ['IVK'] as const;
/** The contract types an insurance card exists for (spec 001 §7: contract query with Typ in KOMPAKTKRAFT, EUROMOBIL). */
const MOTOR_CONTRACT_TYPES = ['KOMPAKTKRAFT', 'EUROMOBIL'];

type TMotorContract = { id: string; number: string; customer: string; type: string };

/** /pdfFormular/{id}: /pdfFormular/IVK?cardId=ivk shows the insurance card of a chosen motor contract as a filled PDF. */
export function PdfFormPage({ id, contractId }: { id: string; contractId?: string }) {
  const { t } = useTranslation();
  usePageTitle(id === 'IVK' ? t('forms.ivk.title') : t('forms.ivk.notFound'));
  if (id !== 'IVK') {
    return (
      <Alert severity="warning" data-testid="pdf-form-not-found">
        {t('forms.ivk.notFound')}
      </Alert>
    );
  }
  return <InsuranceCard contractId={contractId} />;
}

function InsuranceCard({ contractId }: { contractId?: string }) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const navigate = useNavigate();
  const contracts = useQuery({
    queryKey: ['forms', license, 'ivk-contracts'] as const,
    queryFn: async ({ signal }) => {
      const page = await fetchDataPage(
        'Vertrag',
        {
          Fields: ['Id', 'VertragsNr', 'Typ', 'Kunde.Kundenname'],
          Page: { Skip: 0, Take: 500, ReturnTotal: false },
          // Only contracts that give cover have a card (the server refuses offers, inquiries and inactive ones).
          Filters: [
            { Property: 'Typ', Operator: 'In', Value: MOTOR_CONTRACT_TYPES },
            { Property: 'Active', Operator: 'Equal', Value: true },
            { Property: 'ComputedStatus', Operator: 'NotEqual', Value: 'Angebot' },
            { Property: 'ComputedStatus', Operator: 'NotEqual', Value: 'Anfrage' },
          ],
          Sorts: [{ Property: 'VertragsNr', Direction: 'asc' }],
        },
        signal,
      );
      return page.Items.map((item): TMotorContract => ({
        id: String(getPath(item, 'Id') ?? ''),
        number: String(getPath(item, 'VertragsNr') ?? ''),
        customer: String(getPath(item, 'Kunde.Kundenname') ?? ''),
        type: String(getPath(item, 'Typ') ?? ''),
      }));
    },
    staleTime: 60_000,
  });
  // The contract named in the URL, else the only one there is.
  const chosen = contractId ?? (contracts.data?.length === 1 ? contracts.data[0]?.id : undefined);
  const card = useQuery({
    queryKey: ['forms', license, 'ivk', chosen] as const,
    queryFn: ({ signal }) => fetchFileBlob(ivkCardUrl(license, chosen ?? ''), signal),
    enabled: !!chosen,
    retry: false,
    gcTime: 0,
  });
  const choose = (id: string) => void navigate({ to: '/pdfFormular/$id', params: { id: 'IVK' }, search: (s: Record<string, unknown>) => ({ ...s, cardId: 'ivk', contractId: id }), replace: true });

  return (
    <Stack spacing={2} sx={{ height: 'calc(100vh - 160px)', minHeight: 480 }} data-testid="pdf-form-page">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('forms.ivk.title')}
        </Typography>
        {contracts.data && contracts.data.length > 0 ? (
          <FormControl size="small" sx={{ minWidth: 260 }}>
            <InputLabel id="ivk-contract-label">{t('forms.ivk.contract')}</InputLabel>
            <Select labelId="ivk-contract-label" label={t('forms.ivk.contract')} value={contracts.data.some((c) => c.id === chosen) ? chosen : ''} onChange={(e) => choose(String(e.target.value))} data-testid="ivk-contract">
              {contracts.data.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {t('forms.ivk.contractOption', { number: c.number, customer: c.customer || '—' })}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ) : null}
        {chosen && card.isSuccess ? (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadUrl(ivkCardUrl(license, chosen), `IVK-${contracts.data?.find((c) => c.id === chosen)?.number ?? chosen}.pdf`)}>
            {t('forms.ivk.download')}
          </Button>
        ) : null}
      </Stack>
      {contracts.isError ? (
        <ErrorAlert error={contracts.error} />
      ) : contracts.data && contracts.data.length === 0 && !contractId ? (
        <Alert severity="info" data-testid="ivk-no-contract">
          {t('forms.ivk.noContract')}
        </Alert>
      ) : !chosen ? (
        contracts.data ? <Alert severity="info">{t('forms.ivk.choose')}</Alert> : <LoadingMessage text={t('common.loading')} py={4} />
      ) : card.isError ? (
        <Alert severity="warning" data-testid="ivk-failed">
          {isApiError(card.error) && card.error.code === 'NOT_FOUND'
            ? t('forms.ivk.contractNotFound')
            : isApiError(card.error) && card.error.code === 'VALIDATION'
              ? t('forms.ivk.noCover')
              : t('forms.ivk.failed')}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
          {card.data ? <PdfViewer data={card.data} title={t('forms.ivk.title')} /> : <Box sx={{ m: 'auto' }}><LoadingMessage text={t('common.loading')} py={4} /></Box>}
        </Paper>
      )}
    </Stack>
  );
}
