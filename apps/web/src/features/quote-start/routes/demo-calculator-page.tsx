import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQuoteDemoReceipt } from '@portal/domain';
import { CenteredPage } from '../../../ui/centered-page';
import { LoadingMessage } from '../../../ui/loading-message';
import { usePageTitle } from '../../../ui/use-page-title';
import { demoReceiptQueryOptions, useDemoOfferBack } from '../api/quote-start';
import { quoteStartTexts } from '../i18n/texts';

/**
 * /rechner-demo (public, outside the shell): the portal's stand-in for an external calculation product. It has the
 * server check the hand-over token with the product's secret, as a real product would, and shows what it received.
 */
export function DemoCalculatorPage({ token }: { token: string | null }) {
  const ready = quoteStartTexts.useReady();
  return <CenteredPage maxWidth="md">{ready ? <DemoContent token={token} /> : <CircularProgress aria-hidden="true" />}</CenteredPage>;
}

function DemoContent({ token }: { token: string | null }) {
  const { t } = useTranslation();
  usePageTitle(t('quoteStart.demo.title'));
  const receipt = useQuery({ ...demoReceiptQueryOptions(token ?? ''), enabled: token !== null });
  return (
    <Stack spacing={2.5} data-testid="demo-calculator">
      <Box>
        <Typography variant="h4" component="h1">
          {t('quoteStart.demo.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('quoteStart.demo.intro')}</Typography>
      </Box>
      {token === null ? <Alert severity="warning">{t('quoteStart.demo.missing')}</Alert> : null}
      {token !== null && receipt.isPending ? <LoadingMessage text={t('common.loading')} py={2} /> : null}
      {receipt.isError ? (
        <Alert severity="error" data-testid="demo-invalid">
          {t('quoteStart.demo.invalid')}
        </Alert>
      ) : null}
      {receipt.data && token ? <Receipt data={receipt.data} token={token} /> : null}
    </Stack>
  );
}

function Receipt({ data, token }: { data: TQuoteDemoReceipt; token: string }) {
  const { t, i18n } = useTranslation();
  const sendBack = useDemoOfferBack();
  const until = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(new Date(data.ExpiresAt));
  const address = (a: { Strasse: string | null; Plz: string | null; Ort: string | null }) => [a.Strasse, [a.Plz, a.Ort].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Stack spacing={2} data-testid="demo-receipt">
      <Alert severity="success" icon={<VerifiedIcon />}>
        {t('quoteStart.demo.verified', { product: data.Product.Headline, until })}
      </Alert>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 }, m: 0, '& dt': { fontWeight: 500, mt: { xs: 1, sm: 0 } }, '& dd': { m: 0 } }}>
        <Row label={t('quoteStart.product')}>{`${data.Product.Headline} (${data.Product.CcProductId})`}</Row>
        <Row label={t('quoteStart.demo.license')}>{data.License}</Row>
        <Row label={t('quoteStart.demo.member')}>{data.Member}</Row>
        {data.Customer ? (
          <Row label={t('quoteStart.customer')} testId="demo-customer">
            {[data.Customer.Kundenname, address(data.Customer)].filter(Boolean).join(', ')}
          </Row>
        ) : null}
        {data.Contract ? <Row label={t('quoteStart.contract')}>{[data.Contract.VertragsNr, data.Contract.Produkt, data.Contract.Sparte ?? data.Contract.Typ].filter(Boolean).join(' · ')}</Row> : null}
        {data.Object ? <Row label={t('quoteStart.object')}>{[data.Object.Bezeichnung, data.Object.Objektart, address(data.Object)].filter(Boolean).join(' · ')}</Row> : null}
        {data.ProcessId ? <Row label={t('quoteStart.demo.processId')}>{data.ProcessId}</Row> : null}
        {data.ForeignProcessId ? <Row label={t('quoteStart.demo.foreignProcessId')}>{data.ForeignProcessId}</Row> : null}
        <Row label={t('quoteStart.demo.autoImport')}>{t(data.AutoImport ? 'quoteStart.demo.yes' : 'quoteStart.demo.no')}</Row>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('quoteStart.demo.autoImportExplained')}
      </Typography>
      {data.AutoImport ? (
        <Box aria-live="polite">
          {sendBack.isSuccess ? (
            <Alert severity="success" data-testid="demo-sent-back">
              {t('quoteStart.demo.sentBack', { product: data.Product.Headline })}
            </Alert>
          ) : (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button variant="contained" onClick={() => sendBack.mutate(token)} loading={sendBack.isPending} data-testid="demo-send-back">
                {t('quoteStart.demo.sendBack')}
              </Button>
              {sendBack.isError ? <Alert severity="error">{t('quoteStart.demo.sendBackFailed')}</Alert> : null}
            </Stack>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}

function Row({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt">{label}</Typography>
      <Typography component="dd" data-testid={testId}>
        {children}
      </Typography>
    </>
  );
}
