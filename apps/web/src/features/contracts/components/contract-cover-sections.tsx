/**
 * The cover data of a contract (spec 001 §2.8, §3, §5): one section per typed line-data entry (KOMPAKTKRAFT,
 * KOMPAKTHAFT, KOMPAKTSACH, KOMPAKTHAGEL, KOMPAKTRSV, EUROMOBIL and any other line), the additional (ZUS_) data,
 * the hail deductible, the vehicle, the Sicherungsscheine with their extra fields, the premium-free periods and
 * the collective contract with its line data.
 */
import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney, hailDeductibleText, isCoverType, splitLineData } from '@portal/domain';
import { DetailSection } from '../../../ui/detail/detail-section';
import { FieldList, type TField } from '../../../ui/detail/field-list';
import { useDetailFormat } from '../../../ui/detail/use-detail-format';
import type { TContractDetail } from '../api/get-contract';
import { additionalValues, formatLineValue, isMoneyField, lineDataLabel, unitOf } from '../line-data';

type TEntry = { Typ: string; Data?: Record<string, unknown> | null };
type Level = 2 | 3;

/** Field labels and type names of the cover data, with a readable fallback for keys the texts do not name. */
function useCoverLabels() {
  const { t } = useTranslation();
  const fields = t('contractCover.fields', { returnObjects: true }) as Record<string, string>;
  const types = t('contractCover.types', { returnObjects: true }) as Record<string, string>;
  return {
    field: (key: string) => fields[key] ?? lineDataLabel(key),
    type: (typ: string) => types[typ.toUpperCase()] ?? types[typ.replace(/^ZUS_/i, '').toUpperCase()] ?? typ,
  };
}

/** An entry's fields as label/value pairs: amounts in the contract's currency, units, dates, Ja/Nein. */
function useEntryFields() {
  const f = useDetailFormat();
  const labels = useCoverLabels();
  return (entry: TEntry, currency: string | null | undefined, prefix: string): TField[] =>
    Object.entries(entry.Data ?? {}).map(([key, raw]) => {
      let value: string | null;
      if (isMoneyField(key) && raw !== null && raw !== '' && Number.isFinite(Number(raw))) value = formatMoney(Number(raw), currency);
      else {
        value = formatLineValue(raw, f.language, f.words);
        const unit = unitOf(key);
        if (value !== null && unit) value = `${value} ${unit}`;
      }
      return { key: `${prefix}-${entry.Typ}-${key}`, label: labels.field(key), value };
    });
}

export function CoverDataSections({ contract: c, level, sparte }: { contract: TContractDetail; level: Level; sparte?: string | null }) {
  const { t } = useTranslation();
  const labels = useCoverLabels();
  const fieldsOf = useEntryFields();
  const all = (c.Spartendaten ?? []).map((e) => ({ Typ: e.Typ, Data: e.Data ?? {} }));
  const { cover, additional } = splitLineData(all);
  // /vertrag/{id}/{focus}/{sparte}: the selected line first.
  const sel = sparte?.trim().toUpperCase();
  const ordered = sel ? [...cover].sort((a, b) => Number(b.Typ.toUpperCase() === sel) - Number(a.Typ.toUpperCase() === sel)) : cover;
  const hail = c.Typ === 'KOMPAKTHAGEL' || cover.some((e) => e.Typ === 'KOMPAKTHAGEL') ? hailDeductibleText(additionalValues(all)) : null;
  const sub = level === 2 ? 'h3' : 'h4';

  if (!all.length && !hail) {
    return (
      <DetailSection title={t('contractCover.sections.cover')} level={level} data-testid="contract-section-line-data">
        <Typography sx={{ color: 'text.secondary' }}>{t('contractDetail.noLineData')}</Typography>
      </DetailSection>
    );
  }
  return (
    <DetailSection title={t('contractCover.sections.cover')} level={level} data-testid="contract-section-line-data">
      <Stack spacing={2.5}>
        {hail ? (
          <FieldList fields={[{ key: 'hail-deductible', label: t('contractCover.hailDeductible'), value: <strong data-testid="hail-deductible">{hail}</strong> }]} columns={3} />
        ) : null}
        {ordered.map((entry, i) => (
          <Stack key={`${entry.Typ}-${i}`} spacing={1} data-testid="line-data-entry" data-typ={entry.Typ} data-additional={false}>
            <Typography component={sub} variant="subtitle1" sx={{ fontWeight: 500 }}>
              {isCoverType(entry.Typ) ? t('contractCover.sections.coverOf', { type: labels.type(entry.Typ) }) : entry.Typ}
            </Typography>
            {Object.keys(entry.Data).length ? (
              <FieldList fields={fieldsOf(entry, c.Waehrung, 'cover')} columns={3} />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>{t('contractDetail.noLineData')}</Typography>
            )}
          </Stack>
        ))}
        {additional.map((entry, i) => (
          <Stack key={`${entry.Typ}-${i}`} spacing={1} data-testid="line-data-entry" data-typ={entry.Typ} data-additional>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography component={sub} variant="subtitle1" sx={{ fontWeight: 500 }}>
                {t('contractCover.sections.additional')}: {labels.type(entry.Typ)}
              </Typography>
              <Chip size="small" label={t('contractDetail.additionalData')} variant="outlined" />
            </Stack>
            <FieldList fields={fieldsOf(entry, c.Waehrung, 'additional')} columns={3} />
          </Stack>
        ))}
      </Stack>
    </DetailSection>
  );
}

/** Vehicle data (kfzDaten) of a motor contract: readable plate, brand/model, chassis number. */
export function VehicleSection({ contract: c, level }: { contract: TContractDetail; level: Level }) {
  const { t } = useTranslation();
  const v = c.Fahrzeug;
  if (!v) return null;
  return (
    <DetailSection title={t('contractCover.sections.vehicle')} level={level} data-testid="contract-section-vehicle">
      <FieldList
        columns={3}
        fields={[
          { key: 'KennzeichenLesbar', label: t('contractCover.readablePlate'), value: v.KennzeichenLesbar ?? v.Kennzeichen },
          { key: 'MarkeModell', label: t('contractCover.brandModel'), value: v.MarkeModell },
          { key: 'Fahrgestellnr', label: t('contractCover.fields.fahrgestellnr'), value: v.Fahrgestellnr },
        ]}
      />
    </DetailSection>
  );
}

export function SecurityCertificatesSection({ contract: c, level }: { contract: TContractDetail; level: Level }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const list = c.Sicherungsscheine ?? [];
  if (!list.length) return null;
  return (
    <DetailSection title={t('contractCover.sections.certificates')} level={level} data-testid="contract-section-certificates">
      <Stack spacing={2}>
        {list.map((s) => (
          <FieldList
            key={s.Id}
            data-testid="security-certificate"
            columns={3}
            fields={[
              { key: `${s.Id}-Art`, label: t('contractCover.certificate.art'), value: s.Art },
              { key: `${s.Id}-Nummer`, label: t('contractCover.certificate.nummer'), value: s.Nummer },
              { key: `${s.Id}-Aktenzeichen`, label: t('contractCover.certificate.aktenzeichen'), value: s.Aktenzeichen },
              { key: `${s.Id}-Scheindatum`, label: t('contractCover.certificate.scheindatum'), value: f.date(s.Scheindatum) },
              { key: `${s.Id}-Gueltigab`, label: t('contractCover.certificate.gueltigab'), value: f.date(s.Gueltigab) },
              { key: `${s.Id}-Gueltigbis`, label: t('contractCover.certificate.gueltigbis'), value: f.date(s.Gueltigbis) },
              { key: `${s.Id}-Wert`, label: t('contractCover.certificate.wert'), value: f.money(s.Wert, c.Waehrung) },
              ...(s.Zusatzfelder ?? []).map((x) => ({ key: `${s.Id}-${x.Feld}`, label: x.Titel, value: x.Wert })),
            ]}
          />
        ))}
      </Stack>
    </DetailSection>
  );
}

/** LeistungsfreieZeitreume: 'Keine Information' or the Von/Bis list. */
export function PremiumFreeSection({ contract: c, level }: { contract: TContractDetail; level: Level }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const periods = Array.isArray(c.LeistungsfreieZeitreume) ? c.LeistungsfreieZeitreume : [];
  return (
    <DetailSection title={t('contractCover.sections.premiumFree')} level={level} data-testid="contract-section-premium-free">
      {periods.length === 0 ? (
        <Typography data-testid="premium-free-none">{t('contractCover.noInformation')}</Typography>
      ) : (
        <Table size="small" aria-label={t('contractCover.sections.premiumFree')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('contractCover.von')}</TableCell>
              <TableCell>{t('contractCover.bis')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {periods.map((p, i) => (
              <TableRow key={i} data-testid="premium-free-period">
                <TableCell>{f.date(p.Von) ?? '—'}</TableCell>
                <TableCell>{f.date(p.Bis) ?? t('contractCover.openEnd')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DetailSection>
  );
}

/** The collective contract (Parent) with its line data. */
export function CollectiveContractSection({ contract: c, level, parentLink }: { contract: TContractDetail; level: Level; parentLink: React.ReactNode }) {
  const { t } = useTranslation();
  const labels = useCoverLabels();
  const fieldsOf = useEntryFields();
  if (!c.Parent) return null;
  const entries = (c.Parent.Spartendaten ?? []).map((e) => ({ Typ: e.Typ, Data: e.Data ?? {} }));
  return (
    <DetailSection title={t('contractCover.sections.collective')} level={level} data-testid="contract-section-collective">
      <Stack spacing={2}>
        <FieldList
          columns={3}
          fields={[
            { key: 'parent-number', label: t('detail.fields.Parent'), value: parentLink },
            { key: 'parent-product', label: t('detail.fields.Produkt'), value: c.Parent.Produkt },
          ]}
        />
        {entries.map((entry, i) => (
          <Stack key={`${entry.Typ}-${i}`} spacing={1}>
            <Typography component={level === 2 ? 'h3' : 'h4'} variant="subtitle1" sx={{ fontWeight: 500 }}>
              {labels.type(entry.Typ)}
            </Typography>
            <FieldList fields={fieldsOf(entry, c.Waehrung, 'parent')} columns={3} />
          </Stack>
        ))}
      </Stack>
    </DetailSection>
  );
}
