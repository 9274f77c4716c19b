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

function Mail({ value }: { value: string | null | undefined }) {
  return value ? <MuiLink href={`mailto:${value}`}>{value}</MuiLink> : null;
}
function Phone({ value }: { value: string | null | undefined }) {
  return value ? <MuiLink href={telHref(value)}>{value}</MuiLink> : null;
}

/** The master data card of a customer: address with '---' for missing parts, contact links, numbers, intermediary (brokers). */
export function CustomerMasterData({ customer: c, level = 2 }: { customer: TCustomerDetail; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const { userInit } = useActiveSession();
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
    { key: 'Geburtstag', label: t('detail.fields.Geburtstag'), value: f.date(c.Geburtstag) },
    { key: 'Zuordnung', label: t('detail.fields.Zuordnung'), value: c.Zuordnung ? t(c.Zuordnung === 'FIRMA' ? 'detail.company' : 'detail.private') : null },
    { key: 'EmailPrivat', label: t('detail.fields.EmailPrivat'), value: <Mail value={c.EmailPrivat} /> },
    { key: 'TelefonPrivat', label: t('detail.fields.TelefonPrivat'), value: <Phone value={c.TelefonPrivat} /> },
    ...(c.EmailGeschaeftlich ? [{ key: 'EmailGeschaeftlich', label: t('detail.fields.EmailGeschaeftlich'), value: <Mail value={c.EmailGeschaeftlich} /> }] : []),
    ...(c.TelefonGeschaeftlich ? [{ key: 'TelefonGeschaeftlich', label: t('detail.fields.TelefonGeschaeftlich'), value: <Phone value={c.TelefonGeschaeftlich} /> }] : []),
    { key: 'Kundenverbindung', label: t('detail.fields.Kundenverbindung'), value: c.Kundenverbindung },
    ...(broker || c.Vermittler
      ? [{ key: 'Vermittler', label: t('detail.fields.Vermittler'), value: c.Vermittler ? [c.Vermittler.Code, c.Vermittler.Name].filter(Boolean).join(' – ') : null }]
      : []),
    { key: 'Active', label: t('detail.fields.Active'), value: f.yesNo(c.Active) },
    { key: 'LastSynchronisation', label: t('detail.fields.LastSynchronisation'), value: f.date(c.LastSynchronisation) },
  ];
  // Empty contact values still read '---': the link components render nothing for them.
  const shown = fields.map((x) =>
    ['EmailPrivat', 'TelefonPrivat'].includes(x.key) && !(x.key === 'EmailPrivat' ? c.EmailPrivat : c.TelefonPrivat) ? { ...x, value: null } : x,
  );
  return (
    <DetailSection title={t('customerDetail.masterData')} level={level} data-testid="customer-master-data">
      <FieldList fields={shown} columns={3} />
    </DetailSection>
  );
}
