import CalculateIcon from '@mui/icons-material/Calculate';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Card, CardActions, CardContent, CircularProgress, Dialog, DialogContent, Divider, MenuItem, Snackbar, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeeQuoteStart, QUOTE_MESSAGE_MS, quoteReady, type TQuoteStart, type TQuoteStartQuery } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { usePageTitle } from '../../../ui/use-page-title';
import { permissionContextOf, useActiveSession } from '../../session';
import { quoteStartQueryOptions, useQuoteHandover } from '../api/quote-start';
import { quoteStartTexts } from '../i18n/texts';
import { openPendingTab } from '../open-tab';

/** The query parameters of spec 001 §2.7 as the route passes them (strings; autoImport 'true'/'false'). */
export type TQuoteSearch = { processId?: string; id?: string; object?: string; ccProductId?: string; foreignProcessId?: string; autoImport?: string };

type Props = {
  search: TQuoteSearch;
  /** /service/{url}: the product by its URL slug; /vwfs_vvd_vertrag: the VWFS product's. */
  slug?: string;
  /** Puts the chosen object into the URL (?object=), so that the product maps for it and a reload keeps it. */
  onChooseObject: (objectId: string) => void;
};

/**
 * The quote start page /cc, /service/{url}, /vwfs_vvd_vertrag (spec 001 §2.7): a card with the calculation product,
 * the customer or contract and the object, and 'new offer', which opens the product in a new tab with a signed
 * hand-over. Spec 001 §8: a pop-up blocker's refusal and a failed hand-over each get a 10 s message.
 */
export function QuoteStartPage(props: Props) {
  const ready = quoteStartTexts.useReady();
  return ready ? <QuoteStartContent {...props} /> : <CircularProgress sx={{ m: 4 }} aria-hidden="true" />;
}

const AUTO_IMPORT = { true: true, false: false } as const;

function QuoteStartContent({ search, slug, onChooseObject }: Props) {
  const { t } = useTranslation();
  usePageTitle(t('quoteStart.title'));
  const { license, userInit } = useActiveSession();
  const allowed = canSeeQuoteStart(permissionContextOf(userInit));
  const query: TQuoteStartQuery = {
    ...(search.id ? { id: search.id } : {}),
    ...(search.object ? { object: search.object } : {}),
    ...(search.ccProductId ? { ccProductId: search.ccProductId } : {}),
    ...(slug ? { slug } : {}),
  };
  const start = useQuery({ ...quoteStartQueryOptions(license, query), enabled: allowed });

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 760 }} data-testid="quote-start-page">
      <Box>
        <Typography variant="h4" component="h1">
          {t('quoteStart.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('quoteStart.intro')}</Typography>
      </Box>
      {!allowed ? <Alert severity="warning" data-testid="quote-no-permission">{t('quoteStart.noPermission')}</Alert> : null}
      {allowed && start.isPending ? <LoadingMessage text={t('quoteStart.loading')} /> : null}
      {start.isError ? <ErrorAlert error={start.error} data-testid="quote-start-error" /> : null}
      {start.data ? <QuoteCard data={start.data} search={search} onChooseObject={onChooseObject} /> : null}
    </Stack>
  );
}

function QuoteCard({ data, search, onChooseObject }: { data: TQuoteStart; search: TQuoteSearch; onChooseObject: (id: string) => void }) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const handover = useQuoteHandover(license);
  const [message, setMessage] = useState<{ severity: 'error' | 'warning' | 'success'; text: string } | null>(null);
  const product = data.Product;
  const ready = quoteReady({ product, object: data.Object, contract: data.Contract }) && data.CanStart;

  const startOffer = () => {
    if (!product) return;
    // Synchronously in the click: a tab opened after the server's answer would count as an unasked pop-up.
    const tab = openPendingTab();
    if (!tab) {
      setMessage({ severity: 'warning', text: t('quoteStart.popupBlocked', { host: window.location.host }) });
      return;
    }
    handover.mutate(
      {
        ProductId: product.Id,
        ...(data.Contract ? { Id: data.Contract.Id } : data.Customer ? { Id: data.Customer.Id } : {}),
        ...(data.Object ? { Object: data.Object.Id } : {}),
        ...(search.processId ? { ProcessId: search.processId } : {}),
        ...(search.foreignProcessId ? { ForeignProcessId: search.foreignProcessId } : {}),
        ...(search.autoImport === 'true' || search.autoImport === 'false' ? { AutoImport: AUTO_IMPORT[search.autoImport] } : {}),
      },
      {
        onSuccess: (result) => {
          tab.go(result.Url);
          setMessage({ severity: 'success', text: t('quoteStart.opened', { headline: product.Headline }) });
        },
        onError: () => {
          tab.close();
          setMessage({ severity: 'error', text: t('quoteStart.noConnection', { headline: product.Headline }) });
        },
      },
    );
  };

  return (
    <Card variant="outlined" data-testid="quote-card">
      <CardContent>
        <Stack spacing={2} divider={<Divider flexItem />}>
          <Section title={t('quoteStart.product')} testId="quote-product">
            {product ? (
              <Typography sx={{ fontWeight: 500 }}>{product.Headline}</Typography>
            ) : (
              <Alert severity="info" data-testid="quote-no-product">
                {t('quoteStart.noProduct')}
              </Alert>
            )}
          </Section>
          {data.Customer ? (
            <Section title={t('quoteStart.customer')} testId="quote-customer">
              <Typography sx={{ fontWeight: 500 }}>{data.Customer.Kundenname}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {addressLine(data.Customer) || t('quoteStart.none')}
              </Typography>
            </Section>
          ) : null}
          {data.Contract ? (
            <Section title={t('quoteStart.contract')} testId="quote-contract">
              <Typography sx={{ fontWeight: 500 }}>{t('quoteStart.contractLine', { number: data.Contract.VertragsNr })}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[data.Contract.Produkt, data.Contract.Sparte ?? data.Contract.Typ, data.Contract.Status].filter(Boolean).join(' · ')}
              </Typography>
            </Section>
          ) : null}
          {/* A contract's quote needs no object; one named with it is shown too. */}
          {!data.Contract || data.Object ? (
            <Section title={t('quoteStart.object')} testId="quote-object">
              {data.Object ? (
                <>
                  <Typography sx={{ fontWeight: 500 }}>{data.Object.Bezeichnung}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {[data.Object.Objektart, data.Object.ObjektNr ? t('quoteStart.objectNumber', { number: data.Object.ObjektNr }) : null, addressLine(data.Object)].filter(Boolean).join(' · ')}
                  </Typography>
                </>
              ) : data.Objects.length > 0 ? (
                <ObjectChoice objects={data.Objects} onChoose={onChooseObject} />
              ) : (
                <Typography sx={{ color: 'text.secondary' }} data-testid="quote-no-object">
                  {data.Customer ? t('quoteStart.noObjects') : t('quoteStart.noObject')}
                </Typography>
              )}
            </Section>
          ) : null}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<CalculateIcon />} endIcon={<OpenInNewIcon />} disabled={!ready || handover.isPending} onClick={startOffer} data-testid="quote-new-offer">
          {t('quoteStart.newOffer')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {data.CanStart ? t('quoteStart.newOfferHint') : t('quoteStart.readOnly')}
        </Typography>
      </CardActions>
      {/* Spec 001 §8: the dialog shows while the hand-over runs and is closed when it fails (the message follows). */}
      <Dialog open={handover.isPending} aria-labelledby="quote-connecting" data-testid="quote-connecting">
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-hidden="true" />
            <Typography id="quote-connecting">{t('quoteStart.connecting', { headline: product?.Headline ?? '' })}</Typography>
          </Stack>
        </DialogContent>
      </Dialog>
      <Snackbar open={message !== null} autoHideDuration={QUOTE_MESSAGE_MS} onClose={(_, reason) => reason !== 'clickaway' && setMessage(null)}>
        {message ? (
          <Alert severity={message.severity} variant="filled" onClose={() => setMessage(null)} data-testid="quote-message">
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Card>
  );
}

function ObjectChoice({ objects, onChoose }: { objects: TQuoteStart['Objects']; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('quoteStart.noObject')}
      </Typography>
      <TextField select label={t('quoteStart.chooseObject')} value="" onChange={(e) => onChoose(e.target.value)} sx={{ maxWidth: 480 }} slotProps={{ htmlInput: { 'data-testid': 'quote-object-select' } }}>
        {objects.map((o) => (
          <MenuItem key={o.Id} value={o.Id}>
            {[o.Bezeichnung, o.Objektart, o.Ort].filter(Boolean).join(' · ')}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId}>
      <Typography id={id} variant="overline" component="h2" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const addressLine = (a: { Strasse: string | null; Plz: string | null; Ort: string | null }): string => [a.Strasse, [a.Plz, a.Ort].filter(Boolean).join(' ')].filter(Boolean).join(', ');
