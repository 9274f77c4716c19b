import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import PrintIcon from '@mui/icons-material/Print';
import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Chip, Link as MuiLink, Snackbar, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canReportClaims, canStartQuote, canWrite, claimReportPathFor, isBroker, orMissing } from '@portal/domain';
import { companyLink, contractLink, customerLink } from '../../../lib/object-links';
import { DetailSection } from '../../../ui/detail/detail-section';
import { DetailTabPanel, DetailTabs, type TDetailTab } from '../../../ui/detail/detail-tabs';
import { FieldList, type TField } from '../../../ui/detail/field-list';
import { QueryState } from '../../../ui/detail/query-state';
import { useDetailFormat } from '../../../ui/detail/use-detail-format';
import { InsuranceLineIcon } from '../../../ui/insurance-line-icon';
import { PrintStyles } from '../../../ui/print-styles';
import { ButtonLink } from '../../../ui/router-links';
import { TextLink } from '../../../ui/text-link';
// Direct module imports: the feature barrels would pull their pages into this chunk.
import { useCustomerNotes } from '../../customers/api/get-customer-notes';
import { CustomerNotes } from '../../customers/components/customer-notes';
import { DocumentUploadDialog } from '../../documents/components/document-upload-dialog';
import { FileDropZone } from '../../documents/components/file-drop-zone';
import { permissionContextOf, useActiveSession } from '../../session';
import { useContract, type TContractDetail } from '../api/get-contract';
import { ContractClaimsSection } from './contract-claims-section';
import { CollectiveContractSection, CoverDataSections, PremiumFreeSection, SecurityCertificatesSection, VehicleSection } from './contract-cover-sections';
import { ContractMessagePanel } from './contract-message-panel';
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
  /**
   * 'sections' (spec 001 §2.8): Allgemein, cover data, Unterverträge and 'Schäden zum Vertrag' one below the other;
   * 'kompakt' (spec 000 §2.11): tabs contract, children (if any) and prior damages.
   */
  layout?: 'sections' | 'kompakt';
  /** Query parameter schadentag (YYYY-MM-DD): the claim of that day is identified. */
  claimDate?: string | null;
  /** The main contract (query parameter vertrag); further contracts (amspk) are not. */
  isMain?: boolean;
  /** A message draft was started or discarded (the dialog asks before closing over it). */
  onDirtyChange?: (dirty: boolean) => void;
};

/** The contract detail of spec 001 §2.8 and the compact contract of spec 000 §2.11. */
export function ContractDetailView({ contractId, variant, focus, onFocusChange, sparte, onOpenContract, layout = 'sections', claimDate, isMain = true, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const query = useContract(license, contractId);
  const [localFocus, setLocalFocus] = useState<TContractFocus>(normaliseContractFocus(focus));
  const [composing, setComposing] = useState(false);
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
  const level = variant === 'page' ? 2 : 3;
  const messagesOpen = (focus ?? '').toLowerCase() === 'nachricht';

  const messagePanel = (
    <ContractMessagePanel contract={c} level={level} initiallyOpen={messagesOpen} composing={composing} onComposingChange={setComposing} onDirtyChange={onDirtyChange} />
  );

  if (layout === 'sections') {
    return (
      <ContractDropZone contract={c}>
        <Stack spacing={2} data-testid="contract-detail" data-contract-id={c.Id}>
          {variant === 'page' ? <PageHeader contract={c} /> : null}
          <ContractCover contract={c} level={level} sparte={sparte} onOpenContract={onOpenContract} onWriteMessage={() => setComposing(true)}>
            {children.length ? <ChildrenSection contract={c} level={level} onOpenContract={onOpenContract} /> : null}
            <ContractClaimsSection contract={c} level={level} claimDate={claimDate} isMain={isMain} />
            {c.Kunde?.Id ? <NotesSection customerId={c.Kunde.Id} level={level} /> : null}
          </ContractCover>
          {messagePanel}
        </Stack>
      </ContractDropZone>
    );
  }

  const tabs: TDetailTab[] = [
    { value: 'allgemein', label: t('contractCover.kompakt.contract') },
    ...(children.length ? [{ value: 'untervertraege', label: t('contractCover.kompakt.children', { count: children.length }) }] : []),
    { value: 'schaeden', label: t('contractCover.kompakt.prior', { count: claims.length }) },
  ];
  const wanted = onFocusChange ? normaliseContractFocus(focus) : localFocus;
  const active = tabs.some((tab) => tab.value === wanted) ? wanted : 'allgemein';
  const changeFocus = (v: string) => {
    const next = normaliseContractFocus(v);
    if (onFocusChange) onFocusChange(next);
    else setLocalFocus(next);
  };

  return (
    <ContractDropZone contract={c}>
      <Stack spacing={2} data-testid="contract-detail" data-contract-id={c.Id} data-layout="kompakt">
        {variant === 'page' ? <PageHeader contract={c} /> : null}
        <DetailTabs tabs={tabs} value={active} onChange={changeFocus} label={t('contractCover.kompakt.tabsLabel')} idPrefix={idPrefix} />
        <DetailTabPanel value="allgemein" active={active} idPrefix={idPrefix} keepMounted>
          <Stack spacing={2}>
            <ContractCover contract={c} level={level} sparte={sparte} onOpenContract={onOpenContract} onWriteMessage={() => setComposing(true)} />
            {messagePanel}
          </Stack>
        </DetailTabPanel>
        {children.length ? (
          <DetailTabPanel value="untervertraege" active={active} idPrefix={idPrefix} keepMounted>
            <ChildrenSection contract={c} level={level} onOpenContract={onOpenContract} />
          </DetailTabPanel>
        ) : null}
        <DetailTabPanel value="schaeden" active={active} idPrefix={idPrefix} keepMounted>
          <ContractClaimsSection contract={c} level={level} claimDate={claimDate} isMain={isMain} title={t('contractCover.claims.prior')} />
        </DetailTabPanel>
      </Stack>
    </ContractDropZone>
  );
}

/** The customer's notes; left out when the member may not see the customer (an intermediary's contract of another's customer). */
function NotesSection({ customerId, level }: { customerId: string; level: 2 | 3 }) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const notes = useCustomerNotes(license, customerId, true);
  if (notes.isError) return null;
  return (
    <DetailSection title={t('contractCover.sections.notes')} level={level} data-testid="contract-section-notes">
      <CustomerNotes customerId={customerId} />
    </DetailSection>
  );
}

/** Files dropped onto the contract open the upload dialog, linked to the contract and its customer (spec 001 §2.8). */
function ContractDropZone({ contract: c, children }: { contract: TContractDetail; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FileDropZone links={{ contractId: c.Id, ...(c.Kunde?.Id ? { customerId: c.Kunde.Id } : {}) }} linkLabel={t('documents.upload.targets.contract', { number: c.VertragsNr })}>
      {children}
    </FileDropZone>
  );
}

type TCoverProps = SectionProps & { sparte?: string | null; onWriteMessage: () => void; children?: ReactNode };

/** Actions, dunning and the contract's own data, the same in both layouts; `children` are the sections in between (relations). */
function ContractCover({ contract: c, level, sparte, onOpenContract, onWriteMessage, children }: TCoverProps) {
  const { t } = useTranslation();
  return (
    <>
      <ContractActions contract={c} onWriteMessage={onWriteMessage} />
      {c.Mahnstatus ? (
        <Alert severity="warning" data-testid="contract-dunning">
          {t('contractCover.dunning')}: {c.Mahnstatus}
        </Alert>
      ) : null}
      <GeneralSection contract={c} level={level} onOpenContract={onOpenContract} />
      <VehicleSection contract={c} level={level} />
      <CoverDataSections contract={c} level={level} sparte={sparte} />
      <SecurityCertificatesSection contract={c} level={level} />
      <PremiumFreeSection contract={c} level={level} />
      {c.Parent ? (
        <CollectiveContractSection contract={c} level={level} parentLink={<ContractRef id={c.Parent.Id} typ={c.Parent.Typ ?? c.Typ} label={c.Parent.VertragsNr ?? c.Parent.Id} onOpenContract={onOpenContract} />} />
      ) : null}
      {children}
    </>
  );
}

/** Report a claim (only with the Schadenmeldung permission), write a message, upload a file. */
function ContractActions({ contract: c, onWriteMessage }: { contract: TContractDetail; onWriteMessage: () => void }) {
  const { t } = useTranslation();
  const { license, userInit } = useActiveSession();
  const permission = permissionContextOf(userInit);
  const writable = canWrite(permission);
  const [upload, setUpload] = useState(false);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const reportPath = claimReportPathFor(userInit.Features.ComfortClaimReport, c.Id);
  if (!writable) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-print-hide data-testid="contract-actions">
      {canReportClaims(permission) ? (
        // The claim report service (its own route and chunk), with this contract filled in.
        <Button
          variant="outlined"
          startIcon={<ReportIcon />}
          href={reportPath}
          onClick={(event) => {
            event.preventDefault();
            void navigate({ href: reportPath });
          }}
          data-testid="contract-report-claim"
        >
          {t('contractCover.actions.reportClaim')}
        </Button>
      ) : null}
      {canStartQuote(permission) ? (
        // The quote start page (issue 14 item 6) with this contract: the product of its line, then the hand-over.
        <ButtonLink to="/cc" search={{ id: c.Id }} variant="outlined" startIcon={<CalculateIcon />} data-testid="contract-calculate-offer">
          {t('contractCover.actions.calculateOffer')}
        </ButtonLink>
      ) : null}
      <Button
        variant="outlined"
        startIcon={<MailIcon />}
        onClick={onWriteMessage}
        data-testid="contract-write-message"
      >
        {t('contractCover.actions.writeMessage')}
      </Button>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setUpload(true)} data-testid="contract-upload-file">
        {t('contractCover.actions.uploadFile')}
      </Button>
      <DocumentUploadDialog
        license={license}
        open={upload}
        links={{ contractId: c.Id, ...(c.Kunde?.Id ? { customerId: c.Kunde.Id } : {}) }}
        linkLabel={t('documents.upload.targets.contract', { number: c.VertragsNr })}
        onClose={() => setUpload(false)}
        onUploaded={() => {
          setUpload(false);
          setDone(true);
        }}
      />
      <Snackbar open={done} autoHideDuration={5000} onClose={() => setDone(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="success" variant="filled" onClose={() => setDone(false)}>
          {t('documents.messages.uploaded')}
        </Alert>
      </Snackbar>
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
    ...(c.Vermittler?.Name
      ? [{ key: 'Vermittler', label: t('contractCover.intermediary'), value: [c.Vermittler.Name, c.Vermittler.Name2, c.Vermittler.Name3].filter(Boolean).join(' ') }]
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
