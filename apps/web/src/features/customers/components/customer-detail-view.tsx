import BusinessIcon from '@mui/icons-material/Business';
import PersonIcon from '@mui/icons-material/Person';
import { Alert, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailTabPanel, DetailTabs } from '../../../ui/detail/detail-tabs';
import { QueryState } from '../../../ui/detail/query-state';
import { ActivitySection } from '../../activity';
import { useActiveSession } from '../../session';
import { useCustomer, type TCustomerDetail } from '../api/get-customer';
import { CustomerMasterData } from './customer-master-data';
import { CustomerNotes } from './customer-notes';
import { CustomerClaims, CustomerContracts, CustomerDocuments } from './customer-record-tables';
import { pageHeadingSx } from '../../../ui/detail/page-heading';

export const CUSTOMER_FOCUSES = ['uebersicht', 'vertraege', 'schaeden', 'dokumente', 'anmerkungen'] as const;
export type TCustomerFocus = (typeof CUSTOMER_FOCUSES)[number];

export const normaliseCustomerFocus = (focus: string | null | undefined): TCustomerFocus =>
  (CUSTOMER_FOCUSES as readonly string[]).includes(focus ?? '') ? (focus as TCustomerFocus) : 'uebersicht';

type TCountKey = 'Vertraege' | 'Schaeden' | 'Dokumente' | 'Anmerkungen';
const COUNT_OF: Record<Exclude<TCustomerFocus, 'uebersicht'>, TCountKey> = {
  vertraege: 'Vertraege',
  schaeden: 'Schaeden',
  dokumente: 'Dokumente',
  anmerkungen: 'Anmerkungen',
};

type Props = { customerId: string; focus: string | null | undefined; onFocusChange: (focus: TCustomerFocus) => void };

/** The customer page (spec 000 §2.1 /kunde/{id}): master data card and the tabs of its records. */
export function CustomerDetailView({ customerId, focus, onFocusChange }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const query = useCustomer(license, customerId);
  const idPrefix = useId().replace(/:/g, '');
  const active = normaliseCustomerFocus(focus);

  if (!query.data) {
    return (
      <Stack spacing={2} data-testid="customer-detail">
        <Typography variant="h4" component="h1" sx={pageHeadingSx}>
          {t('customerDetail.title')}
        </Typography>
        <QueryState query={query} data-testid="customer-detail-error" />
      </Stack>
    );
  }
  const c = query.data;
  const count = (key: TCountKey) => c.Counts?.[key] ?? null;
  const tabLabel = (f: TCustomerFocus) => {
    const label = t(`customerDetail.tabs.${f}`);
    if (f === 'uebersicht') return label;
    const n = count(COUNT_OF[f]);
    return n === null ? label : `${label} (${n})`;
  };
  const Icon = c.Zuordnung === 'FIRMA' ? BusinessIcon : PersonIcon;

  return (
    <Stack spacing={2.5} data-testid="customer-detail" data-customer-id={c.Id}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Icon sx={{ fontSize: 40, color: 'primary.main' }} aria-hidden="true" />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={pageHeadingSx} data-testid="customer-detail-heading">
            {c.Kundenname}
          </Typography>
          {c.Amsidnr ? <Typography sx={{ color: 'text.secondary' }}>{t('customerDetail.number', { number: c.Amsidnr })}</Typography> : null}
        </Stack>
      </Stack>
      {c.AnmerkungUngelesen ? (
        <Alert
          severity="info"
          data-testid="customer-unread-note"
          action={
            active === 'anmerkungen' ? undefined : (
              <Button color="inherit" size="small" onClick={() => onFocusChange('anmerkungen')}>
                {t('customerDetail.showNotes')}
              </Button>
            )
          }
        >
          {t('customerDetail.unreadNotesHint')}
        </Alert>
      ) : null}
      <CustomerMasterData customer={c} />
      <Stack component="section" aria-label={t('customerDetail.recordsLabel')}>
        <DetailTabs
          tabs={CUSTOMER_FOCUSES.map((f) => ({ value: f, label: tabLabel(f) }))}
          value={active}
          onChange={(v) => onFocusChange(normaliseCustomerFocus(v))}
          label={t('customerDetail.recordsLabel')}
          idPrefix={idPrefix}
        />
        <DetailTabPanel value="uebersicht" active={active} idPrefix={idPrefix}>
          <Stack spacing={2}>
            <Overview customer={c} onOpen={onFocusChange} />
            <ActivitySection scope={{ Kunde: c.Id }} />
          </Stack>
        </DetailTabPanel>
        <DetailTabPanel value="vertraege" active={active} idPrefix={idPrefix}>
          <CustomerContracts customerId={c.Id} />
        </DetailTabPanel>
        <DetailTabPanel value="schaeden" active={active} idPrefix={idPrefix}>
          <CustomerClaims customerId={c.Id} />
        </DetailTabPanel>
        <DetailTabPanel value="dokumente" active={active} idPrefix={idPrefix}>
          <CustomerDocuments customerId={c.Id} />
        </DetailTabPanel>
        <DetailTabPanel value="anmerkungen" active={active} idPrefix={idPrefix}>
          <CustomerNotes customerId={c.Id} />
        </DetailTabPanel>
      </Stack>
    </Stack>
  );
}

/** Übersicht: how many records of each kind the customer has; each card opens its tab. */
function Overview({ customer: c, onOpen }: { customer: TCustomerDetail; onOpen: (focus: TCustomerFocus) => void }) {
  const { t } = useTranslation();
  const entries = Object.entries(COUNT_OF) as [Exclude<TCustomerFocus, 'uebersicht'>, TCountKey][];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }} data-testid="customer-overview">
      {entries.map(([focus, key]) => (
        <Card key={focus} variant="outlined" sx={{ width: 200 }}>
          <CardActionArea onClick={() => onOpen(focus)} data-testid={`customer-count-${focus}`}>
            <CardContent>
              <Typography variant="h4" component="p">
                {c.Counts?.[key] ?? '---'}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{t(`customerDetail.tabs.${focus}`)}</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
