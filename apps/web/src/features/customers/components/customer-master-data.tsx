import { Link as MuiLink } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isBroker, orMissing } from '@portal/domain';
import { DetailSection } from '../../../ui/detail/detail-section';
import { FieldList, type TField } from '../../../ui/detail/field-list';
import { useDetailFormat } from '../../../ui/detail/use-detail-format';
import { useActiveSession } from '../../session';
import type { TCustomerDetail } from '../api/get-customer';

/** tel: links take digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Mail({ value }: { value: string }) {
  return <MuiLink href={`mailto:${value}`}>{value}</MuiLink>;
}
function Phone({ value }: { value: string }) {
  return <MuiLink href={telHref(value)}>{value}</MuiLink>;
}

/** The master data card of a customer: address with '---' for missing parts, contact links, numbers, intermediary (brokers). */
export function CustomerMasterData({ customer: c, level = 2 }: { customer: TCustomerDetail; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const { userInit } = useActiveSession();
  const firm = (c.Zuordnung ?? '').toUpperCase() === 'FIRMA';
  const broker = isBroker({ role: userInit.Role, preset: userInit.Preset, permissions: userInit.Permissions });
  const fields: TField[] = [
    { key: 'Kundenname', label: t('detail.fields.Kundenname'), value: c.Kundenname },
    ...(c.Vorname || c.Nachname ? [{ key: 'Name', label: t('detail.fields.VornameNachname'), value: [c.Vorname, c.Nachname].filter(Boolean).join(' ') }] : []),
    { key: 'Amsidnr', label: t('detail.fields.Amsidnr'), value: c.Amsidnr },
    {
      key: 'Anschrift',
      label: t('detail.fields.Anschrift'),
      value: (
        <>
          {orMissing(c.Strasse)}
          <br />
          {`${orMissing(c.Plz)} ${orMissing(c.Ort)}`}
          {c.Land && c.Land !== 'DE' ? (
            <>
              <br />
              {c.Land}
            </>
          ) : null}
        </>
      ),
    },
    ...(!firm || c.Geburtstag ? [{ key: 'Geburtstag', label: t('detail.fields.Geburtstag'), value: f.date(c.Geburtstag) }] : []),
    { key: 'Zuordnung', label: t('detail.fields.Zuordnung'), value: c.Zuordnung ? t(firm ? 'detail.company' : 'detail.private') : null },
    // Private customers show their private contacts, firms their business ones; a value that exists always shows.
    ...(!firm || c.EmailPrivat ? [{ key: 'EmailPrivat', label: t('detail.fields.EmailPrivat'), value: c.EmailPrivat ? <Mail value={c.EmailPrivat} /> : null }] : []),
    ...(!firm || c.TelefonPrivat ? [{ key: 'TelefonPrivat', label: t('detail.fields.TelefonPrivat'), value: c.TelefonPrivat ? <Phone value={c.TelefonPrivat} /> : null }] : []),
    ...(firm || c.EmailGeschaeftlich
      ? [{ key: 'EmailGeschaeftlich', label: t('detail.fields.EmailGeschaeftlich'), value: c.EmailGeschaeftlich ? <Mail value={c.EmailGeschaeftlich} /> : null }]
      : []),
    ...(firm || c.TelefonGeschaeftlich
      ? [{ key: 'TelefonGeschaeftlich', label: t('detail.fields.TelefonGeschaeftlich'), value: c.TelefonGeschaeftlich ? <Phone value={c.TelefonGeschaeftlich} /> : null }]
      : []),
    { key: 'Kundenverbindung', label: t('detail.fields.Kundenverbindung'), value: c.Kundenverbindung },
    ...(broker || c.Vermittler
      ? [{ key: 'Vermittler', label: t('detail.fields.Vermittler'), value: c.Vermittler ? [c.Vermittler.Code, c.Vermittler.Name].filter(Boolean).join(' – ') : null }]
      : []),
    { key: 'Active', label: t('detail.fields.Active'), value: f.yesNo(c.Active) },
    { key: 'LastSynchronisation', label: t('detail.fields.LastSynchronisation'), value: f.date(c.LastSynchronisation) },
  ];
  return (
    <DetailSection title={t('customerDetail.masterData')} level={level} data-testid="customer-master-data">
      <FieldList fields={fields} columns={3} />
    </DetailSection>
  );
}
