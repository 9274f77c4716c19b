import HomeWorkIcon from '@mui/icons-material/HomeWork';
import PlaceIcon from '@mui/icons-material/Place';
import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { orMissing } from '@portal/domain';
import { customerLink } from '../../../lib/object-links';
import { DetailSection } from '../../../ui/detail/detail-section';
import { FieldList, type TField } from '../../../ui/detail/field-list';
import { QueryState } from '../../../ui/detail/query-state';
import { useDetailFormat } from '../../../ui/detail/use-detail-format';
import { TextLink } from '../../../ui/text-link';
import { useActiveSession } from '../../session';
import { useAddress, type TAddressDetail } from '../api/get-address';
import { pageHeadingSx } from '../../../ui/detail/page-heading';

/** The name of an address: contact name, else surname, else the first address line. */
export const addressTitle = (a: Pick<TAddressDetail, 'Kontaktname' | 'Nachname' | 'Adresszeile1'>): string | null => a.Kontaktname || a.Nachname || a.Adresszeile1 || null;

/** Object fields are keyed by their number in the Xml set; numeric keys sort numerically. */
const byFieldNumber = ([a]: [string, unknown], [b]: [string, unknown]) => {
  const na = Number(a);
  const nb = Number(b);
  return Number.isFinite(na) && Number.isFinite(nb) ? na - nb : a.localeCompare(b);
};

/** /adresse/{id}: a reference address and, when it is an object, its object fields (spec 000 §3 Address). */
export function AddressDetailView({ addressId }: { addressId: string }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const { license } = useActiveSession();
  const query = useAddress(license, addressId);

  if (!query.data) {
    return (
      <Stack spacing={2} data-testid="address-detail">
        <Typography variant="h4" component="h1" sx={pageHeadingSx}>
          {t('addressDetail.title')}
        </Typography>
        <QueryState query={query} data-testid="address-detail-error" />
      </Stack>
    );
  }
  const a = query.data;
  const Icon = a.Objekt ? HomeWorkIcon : PlaceIcon;
  const kinds = [a.PrivateAddress ? t('addressDetail.private') : null, a.BusinessAddress ? t('addressDetail.business') : null].filter(Boolean).join(', ');
  const fields: TField[] = [
    { key: 'Kontaktname', label: t('detail.fields.Kontaktname'), value: a.Kontaktname },
    { key: 'Nachname', label: t('detail.fields.Nachname'), value: a.Nachname },
    { key: 'Adresszeile1', label: t('detail.fields.Adresszeile1'), value: a.Adresszeile1 },
    { key: 'Strasse', label: t('detail.fields.Strasse'), value: orMissing(a.Strasse) },
    { key: 'PlzOrt', label: t('detail.fields.PlzOrt'), value: `${orMissing(a.Plz)} ${orMissing(a.Ort)}` },
    { key: 'Land', label: t('detail.fields.Land'), value: a.Land },
    { key: 'Zuordnung', label: t('detail.fields.Zuordnung'), value: a.Zuordnung ? t(a.Zuordnung === 'PRIVAT' ? 'detail.private' : 'detail.business') : null },
    { key: 'Adressart', label: t('detail.fields.Adressart'), value: kinds },
    { key: 'Telefon1', label: t('detail.fields.Telefon1'), value: a.Telefon1 ? <MuiLink href={`tel:${a.Telefon1.replace(/[^\d+]/g, '')}`}>{a.Telefon1}</MuiLink> : null },
    { key: 'Mobil', label: t('detail.fields.Mobil'), value: a.Mobil ? <MuiLink href={`tel:${a.Mobil.replace(/[^\d+]/g, '')}`}>{a.Mobil}</MuiLink> : null },
    { key: 'Email', label: t('detail.fields.Email'), value: a.Email ? <MuiLink href={`mailto:${a.Email}`}>{a.Email}</MuiLink> : null },
    { key: 'Geburtstag', label: t('detail.fields.Geburtstag'), value: f.date(a.Geburtstag) },
    {
      key: 'Kunde',
      label: t('detail.fields.Kunde'),
      value: a.Kunde ? (
        <TextLink {...customerLink(a.Kunde.Id)} data-testid="address-customer-link">
          {a.Kunde.Kundenname ?? a.Kunde.Id}
        </TextLink>
      ) : null,
    },
  ];
  const objectFields: TField[] = [
    { key: 'Objektnummer', label: t('detail.fields.Objektnummer'), value: a.Objektnummer },
    { key: 'Risikosumme', label: t('detail.fields.Risikosumme'), value: f.money(a.Risikosumme) },
    { key: 'GueltigAb', label: t('detail.fields.GueltigAb'), value: f.date(a.GueltigAb) },
    { key: 'GueltigBis', label: t('detail.fields.GueltigBis'), value: f.date(a.GueltigBis) },
  ];
  const others = Object.entries(a.Objektfelder ?? {}).sort(byFieldNumber);
  const title = addressTitle(a) ?? t('addressDetail.title');

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1200 }} data-testid="address-detail" data-address-id={a.Id}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Icon sx={{ fontSize: 40, color: 'primary.main' }} aria-hidden="true" />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={pageHeadingSx} data-testid="address-detail-heading">
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{a.Objekt ? t('addressDetail.objectKind') : t('addressDetail.addressKind')}</Typography>
        </Stack>
      </Stack>
      <DetailSection title={t('addressDetail.sections.address')} data-testid="address-section-address">
        <FieldList fields={fields} columns={3} />
      </DetailSection>
      {a.Objekt || a.Objektnummer || others.length ? (
        <DetailSection title={t('addressDetail.sections.object')} data-testid="address-section-object">
          <Stack spacing={2}>
            <FieldList fields={objectFields} columns={3} />
            {others.length ? (
              <>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
                  {t('addressDetail.otherFields')}
                </Typography>
                <FieldList
                  fields={others.map(([key, value]) => ({ key: `Objektfeld-${key}`, label: t('addressDetail.fieldNumber', { number: key }), value: value === null ? null : String(value) }))}
                  columns={3}
                  data-testid="address-object-fields"
                />
              </>
            ) : null}
          </Stack>
        </DetailSection>
      ) : null}
    </Stack>
  );
}
