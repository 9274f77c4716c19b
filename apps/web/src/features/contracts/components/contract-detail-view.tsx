import PrintIcon from '@mui/icons-material/Print';
import { Button, Chip, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isBroker, orMissing } from '@portal/domain';
import { claimLink, companyLink, contractLink, customerLink } from '../../../lib/object-links';
import { DetailSection } from '../../../ui/detail/detail-section';
import { DetailTabPanel, DetailTabs, type TDetailTab } from '../../../ui/detail/detail-tabs';
import { FieldList, type TField } from '../../../ui/detail/field-list';
import { QueryState } from '../../../ui/detail/query-state';
import { useDetailFormat } from '../../../ui/detail/use-detail-format';
import { InsuranceLineIcon } from '../../../ui/insurance-line-icon';
import { PrintStyles } from '../../../ui/print-styles';
import { TextLink } from '../../../ui/text-link';
import { ActivitySection } from '../../activity';
import { useActiveSession } from '../../session';
import { useContract, type TContractDetail } from '../api/get-contract';
import { lineDataEntries, lineDataLabel } from '../line-data';
import { pageHeadingSx } from '../../../ui/detail/page-heading';
import { useValueLabel } from '../../../ui/value-label';

export const CONTRACT_FOCUSES = ['allgemein', 'untervertraege', 'schaeden'] as const;
export type TContractFocus = (typeof CONTRACT_FOCUSES)[number];

/** Route focus → tab; other focus values of spec 001 §2.1 (Spartendaten, Lokalpolicen, Nachricht) show the general data. */
export function normaliseContractFocus(focus: string | null | undefined): TContractFocus {
  return (CONTRACT_FOCUSES as readonly string[]).includes(focus ?? '') ? (focus as TContractFocus) : 'allgemein';
}

type Props = {
  contractId: string;
  /** A page has its own h1 and print button; a dialog's frame holds title and print. */
  variant: 'page' | 'dialog';
  focus?: string | null;
  /** Pages put the tab into the URL; without it the view keeps the tab itself. */
  onFocusChange?: (focus: TContractFocus) => void;
  /** /vertrag/{id}/{focus}/{sparte}: the line data of this line are shown first. */
  sparte?: string | null;
  /** In a dialog, parent and child contracts open in the same dialog; on a page they are links. */
  onOpenContract?: (id: string, typ: string | null) => void;
};

/** The contract detail of spec 001 §2.8 (general data, sub-contracts, claims, line data). */
export function ContractDetailView({ contractId, variant, focus, onFocusChange, sparte, onOpenContract }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const query = useContract(license, contractId);
  const [localFocus, setLocalFocus] = useState<TContractFocus>(normaliseContractFocus(focus));
  const idPrefix = useId().replace(/:/g, '');

  if (!query.data) {
    return (
      <Stack spacing={2}>
        {variant === 'page' ? (
          <Typography variant="h4" component="h1" sx={pageHeadingSx}>
            {t('contractDetail.dialogTitle')}
          </Typography>
        ) : null}
        <QueryState query={query} data-testid="contract-detail-error" />
      </Stack>
    );
  }
  const c = query.data;
  const children = c.Children ?? [];
  const claims = c.Schaeden ?? [];
  const tabs: TDetailTab[] = [
    { value: 'allgemein', label: t('contractDetail.tabs.allgemein') },
    ...(children.length ? [{ value: 'untervertraege', label: t('contractDetail.tabs.untervertraege', { count: children.length }) }] : []),
    { value: 'schaeden', label: t('contractDetail.tabs.schaeden', { count: claims.length }) },
  ];
  const wanted = onFocusChange ? normaliseContractFocus(focus) : localFocus;
  const active = tabs.some((tab) => tab.value === wanted) ? wanted : 'allgemein';
  const level = variant === 'page' ? 2 : 3;
  const changeFocus = (v: string) => {
    const next = normaliseContractFocus(v);
    if (onFocusChange) onFocusChange(next);
    else setLocalFocus(next);
  };

  return (
    <Stack spacing={2} data-testid="contract-detail" data-contract-id={c.Id}>
      {variant === 'page' ? <PageHeader contract={c} /> : null}
      <DetailTabs tabs={tabs} value={active} onChange={changeFocus} label={t('contractDetail.tabsLabel')} idPrefix={idPrefix} />
      <DetailTabPanel value="allgemein" active={active} idPrefix={idPrefix} keepMounted>
        <Stack spacing={2}>
          <GeneralSection contract={c} level={level} onOpenContract={onOpenContract} />
          <LineDataSection contract={c} level={level} sparte={sparte} />
          <ActivitySection scope={{ Vertrag: c.Id }} level={level} />
        </Stack>
      </DetailTabPanel>
      {children.length ? (
        <DetailTabPanel value="untervertraege" active={active} idPrefix={idPrefix} keepMounted>
          <ChildrenSection contract={c} level={level} onOpenContract={onOpenContract} />
        </DetailTabPanel>
      ) : null}
      <DetailTabPanel value="schaeden" active={active} idPrefix={idPrefix} keepMounted>
        <ClaimsSection contract={c} level={level} />
      </DetailTabPanel>
    </Stack>
  );
}

/** The headline of a contract: number and product (or line), as the dialog title and page heading. */
export function contractHeadline(c: Pick<TContractDetail, 'VertragsNr' | 'Produkt' | 'Spartenbezeichnung' | 'Sparte'>): string {
  const what = c.Produkt || c.Spartenbezeichnung || c.Sparte;
  return what ? `${c.VertragsNr} · ${what}` : c.VertragsNr;
}

function PageHeader({ contract: c }: { contract: TContractDetail }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <PrintStyles />
      <InsuranceLineIcon code={c.Typ} sx={{ fontSize: 40, color: 'primary.main', mt: 0.5 }} />
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={pageHeadingSx} data-testid="contract-detail-heading">
          {t('contractDetail.heading', { number: c.VertragsNr })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {c.ComputedStatus ? <Chip size="small" label={label('ComputedStatus', c.ComputedStatus)} color="primary" variant="outlined" /> : null}
          <Typography sx={{ color: 'text.secondary' }}>{[c.Produkt, c.Spartenbezeichnung ?? c.Sparte, c.Kunde?.Kundenname].filter(Boolean).join(' · ')}</Typography>
        </Stack>
      </Stack>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} data-print-hide data-testid="contract-print">
        {t('detail.print')}
      </Button>
    </Stack>
  );
}

type SectionProps = { contract: TContractDetail; level: 2 | 3; onOpenContract?: (id: string, typ: string | null) => void };

function ContractRef({ id, typ, label, onOpenContract }: { id: string; typ: string | null | undefined; label: string; onOpenContract?: SectionProps['onOpenContract'] }) {
  if (onOpenContract) {
    return (
      <MuiLink component="button" type="button" onClick={() => onOpenContract(id, typ ?? null)} sx={{ verticalAlign: 'baseline' }}>
        {label}
      </MuiLink>
    );
  }
  return <TextLink {...contractLink(id, typ)}>{label}</TextLink>;
}

function GeneralSection({ contract: c, level, onOpenContract }: SectionProps) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const f = useDetailFormat();
  const { userInit } = useActiveSession();
  const broker = isBroker({ role: userInit.Role, preset: userInit.Preset, permissions: userInit.Permissions });
  const cur = c.Waehrung;
  const hidePremiums = userInit.Features.HidePremiums && (userInit.Role === 'customer' || userInit.Role === 'claimReporter');
  const customer: ReactNode = c.Kunde ? (
    <>
      <TextLink {...customerLink(c.Kunde.Id)} data-testid="contract-customer-link">
        {c.Kunde.Kundenname ?? c.Kunde.Id}
      </TextLink>
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        {`${orMissing(c.Kunde.Strasse)}, ${orMissing(c.Kunde.Plz)} ${orMissing(c.Kunde.Ort)}`}
      </Typography>
    </>
  ) : null;
  const company: ReactNode = c.Gesellschaft?.Suchname ? (
    c.Gesellschaft.Id ? (
      <TextLink {...companyLink(c.Gesellschaft.Id)}>{c.Gesellschaft.Suchname}</TextLink>
    ) : (
      c.Gesellschaft.Suchname
    )
  ) : null;
  const status = [label('ComputedStatus', c.ComputedStatus), c.Status && c.Status.toLowerCase() !== (c.ComputedStatus ?? '').toLowerCase() ? `(${c.Status})` : null].filter(Boolean).join(' ');
  const fields: TField[] = [
    { key: 'VertragsNr', label: t('detail.fields.VertragsNr'), value: c.VertragsNr },
    { key: 'Typ', label: t('detail.fields.Typ'), value: c.Typ },
    { key: 'Sparte', label: t('detail.fields.Sparte'), value: [c.Sparte, c.Spartenbezeichnung].filter(Boolean).join(' – ') },
    { key: 'Produkt', label: t('detail.fields.Produkt'), value: c.Produkt },
    { key: 'Status', label: t('detail.fields.Status'), value: status },
    { key: 'Statusgrund', label: t('detail.fields.Statusgrund'), value: label('Statusgrund', c.Statusgrund) },
    { key: 'Kunde', label: t('detail.fields.Kunde'), value: customer },
    { key: 'Gesellschaft', label: t('detail.fields.Gesellschaft'), value: company },
    ...(broker || c.Abschlussvermittler || c.AbschlussvermittlerName
      ? [{ key: 'Abschlussvermittler', label: t('detail.fields.Abschlussvermittler'), value: [c.Abschlussvermittler, c.AbschlussvermittlerName].filter(Boolean).join(' – ') }]
      : []),
    ...(hidePremiums
      ? []
      : [
          { key: 'BruttopraemieGemaessZahlweise', label: t('detail.fields.BruttopraemieGemaessZahlweise'), value: f.money(c.BruttopraemieGemaessZahlweise, cur) },
          { key: 'PraemieNetto', label: t('detail.fields.PraemieNetto'), value: f.money(c.PraemieNetto, cur) },
        ]),
    { key: 'Zahlweise', label: t('detail.fields.Zahlweise'), value: label('Zahlweise', c.Zahlweise) },
    { key: 'Abbuchung', label: t('detail.fields.Abbuchung'), value: f.yesNo(c.Abbuchung) },
    ...(c.InkassoStatus ? [{ key: 'InkassoStatus', label: t('detail.fields.InkassoStatus'), value: label('InkassoStatus', c.InkassoStatus) }] : []),
    { key: 'Vertragsbeginn', label: t('detail.fields.Vertragsbeginn'), value: f.date(c.Vertragsbeginn) },
    { key: 'Vertragsablauf', label: t('detail.fields.Vertragsablauf'), value: f.date(c.Vertragsablauf) },
    { key: 'WirksamAb', label: t('detail.fields.WirksamAb'), value: f.date(c.WirksamAb) },
    { key: 'WirksamBis', label: t('detail.fields.WirksamBis'), value: f.date(c.WirksamBis) },
    ...(c.Angebotsdatum ? [{ key: 'Angebotsdatum', label: t('detail.fields.Angebotsdatum'), value: f.date(c.Angebotsdatum) }] : []),
    { key: 'BeratungErforderlich', label: t('detail.fields.BeratungErforderlich'), value: f.yesNo(c.BeratungErforderlich) },
    { key: 'Beratungsgebiet', label: t('detail.fields.Beratungsgebiet'), value: label('Beratungsgebiet', c.Beratungsgebiet) },
    { key: 'Sammelvertrag', label: t('detail.fields.Sammelvertrag'), value: f.yesNo(c.Sammelvertrag) },
    ...(c.Sammelvertragsnr ? [{ key: 'Sammelvertragsnr', label: t('detail.fields.Sammelvertragsnr'), value: c.Sammelvertragsnr }] : []),
    ...(c.Parent
      ? [
          {
            key: 'Parent',
            label: t('detail.fields.Parent'),
            value: <ContractRef id={c.Parent.Id} typ={c.Parent.Typ ?? c.Typ} label={c.Parent.VertragsNr ?? c.Parent.Id} onOpenContract={onOpenContract} />,
          },
        ]
      : []),
    { key: 'AbrechenbarerVertrag', label: t('detail.fields.AbrechenbarerVertrag'), value: f.yesNo(c.AbrechenbarerVertrag) },
    { key: 'Lokalpolice', label: t('detail.fields.Lokalpolice'), value: f.yesNo(c.Lokalpolice) },
    { key: 'Storno', label: t('detail.fields.Storno'), value: f.yesNo(c.Storno) },
    { key: 'Active', label: t('detail.fields.Active'), value: f.yesNo(c.Active) },
    { key: 'LastSynchronisation', label: t('detail.fields.LastSynchronisation'), value: f.date(c.LastSynchronisation) },
    { key: 'RisikoAllgemein', label: t('detail.fields.RisikoAllgemein'), value: c.RisikoAllgemein, wide: true, multiline: true },
  ];
  return (
    <DetailSection title={t('contractDetail.sections.general')} level={level} data-testid="contract-section-general">
      {c.Entwurf ? <Chip label={t('contractDetail.draft')} color="warning" size="small" sx={{ mb: 1.5 }} /> : null}
      <FieldList fields={fields} columns={3} />
    </DetailSection>
  );
}

function LineDataSection({ contract: c, level, sparte }: { contract: TContractDetail; level: 2 | 3; sparte?: string | null }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const entries = lineDataEntries(c.Spartendaten, f.language, f.words, sparte);
  return (
    <DetailSection title={t('contractDetail.sections.lineData')} level={level} data-testid="contract-section-line-data">
      {entries.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('contractDetail.noLineData')}</Typography>
      ) : (
        <Stack spacing={2.5}>
          {entries.map((entry, i) => (
            <Stack key={`${entry.typ}-${i}`} spacing={1} data-testid="line-data-entry" data-typ={entry.typ} data-additional={entry.additional}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography component={level === 2 ? 'h3' : 'h4'} variant="subtitle1" sx={{ fontWeight: 500 }}>
                  {entry.typ}
                </Typography>
                {entry.additional ? <Chip size="small" label={t('contractDetail.additionalData')} variant="outlined" /> : null}
              </Stack>
              {entry.rows.length ? (
                <FieldList fields={entry.rows.map((r) => ({ key: `${entry.typ}-${r.key}`, label: lineDataLabel(r.key), value: r.value }))} columns={3} />
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>{t('contractDetail.noLineData')}</Typography>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

function ChildrenSection({ contract: c, level, onOpenContract }: SectionProps) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const children = c.Children ?? [];
  return (
    <DetailSection title={t('contractDetail.sections.children')} level={level} data-testid="contract-section-children">
      <Table size="small" aria-label={t('contractDetail.sections.children')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('detail.fields.VertragsNr')}</TableCell>
            <TableCell>{t('detail.fields.Typ')}</TableCell>
            <TableCell>{t('detail.fields.Status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {children.map((child) => (
            <TableRow key={child.Id} data-testid="contract-child">
              <TableCell>
                <ContractRef id={child.Id} typ={child.Typ} label={child.VertragsNr ?? child.Id} onOpenContract={onOpenContract} />
              </TableCell>
              <TableCell>{orMissing(child.Typ)}</TableCell>
              <TableCell>{orMissing(label('ComputedStatus', child.ComputedStatus))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DetailSection>
  );
}

function ClaimsSection({ contract: c, level }: { contract: TContractDetail; level: 2 | 3 }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const { userInit } = useActiveSession();
  const claims = c.Schaeden ?? [];
  return (
    <DetailSection title={t('contractDetail.sections.claims')} level={level} data-testid="contract-section-claims">
      {claims.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('contractDetail.noClaims')}</Typography>
      ) : (
        <Table size="small" aria-label={t('contractDetail.sections.claims')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('detail.fields.NummerMakler')}</TableCell>
              <TableCell>{t('detail.fields.Schadenstatus')}</TableCell>
              <TableCell>{t('detail.fields.SchadenZeitpunkt')}</TableCell>
              <TableCell align="right">{t('detail.fields.Schadenhoehe')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {claims.map((claim) => (
              <TableRow key={claim.Id} data-testid="contract-claim">
                <TableCell>
                  <TextLink {...claimLink(claim.Id, userInit.Kind)}>{claim.NummerMakler ?? claim.Id}</TextLink>
                </TableCell>
                <TableCell>{orMissing(claim.Schadenstatus)}</TableCell>
                <TableCell>{orMissing(f.date(claim.SchadenZeitpunkt))}</TableCell>
                <TableCell align="right">{orMissing(f.money(claim.Schadenhoehe, claim.Waehrung))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DetailSection>
  );
}
