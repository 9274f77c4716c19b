import { Chip, Stack, Typography } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canDecideClaimApproval, orMissing } from '@portal/domain';
import { contractLink, customerLink } from '../../../lib/object-links';
import { DetailSection } from '../../../ui/detail/detail-section';
import { FieldList, type TField } from '../../../ui/detail/field-list';
import { QueryState } from '../../../ui/detail/query-state';
import { useDetailFormat } from '../../../ui/detail/use-detail-format';
import { TextLink } from '../../../ui/text-link';
import { ActivitySection } from '../../activity';
import { ClaimApprovalActions } from '../../services';
import { permissionContextOf, useActiveSession } from '../../session';
import { useClaim, type TClaimDetail } from '../api/get-claim';
import { ClaimEditForm } from './claim-edit-form';
import { pageHeadingSx } from '../../../ui/detail/page-heading';

type Props = {
  claimId: string;
  variant: 'page' | 'dialog';
  onDirtyChange?: (dirty: boolean) => void;
};

/** The headline of a claim: its broker number and kind. */
export function claimHeadline(c: Pick<TClaimDetail, 'NummerMakler' | 'Schadenart' | 'Headline'>): string {
  const what = c.Headline || c.Schadenart;
  return [c.NummerMakler, what].filter(Boolean).join(' · ');
}

/** A claim (spec 000 §3 Claim, 001 §3 "claim on a contract"): its data, contract and customer, and the edit form while open. */
export function ClaimDetailView({ claimId, variant, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const { license, userInit } = useActiveSession();
  const query = useClaim(license, claimId);
  const level = variant === 'page' ? 2 : 3;

  if (!query.data) {
    return (
      <Stack spacing={2} data-testid="claim-detail">
        {variant === 'page' ? (
          <Typography variant="h4" component="h1" sx={pageHeadingSx}>
            {t('claimDetail.title')}
          </Typography>
        ) : null}
        <QueryState query={query} data-testid="claim-detail-error" />
      </Stack>
    );
  }
  const c = query.data;
  const open = !c.Abschlusstag;
  const state = open ? t('claimDetail.open') : t('claimDetail.closed');
  // The back office's status often says the same ("Abgeschlossen"): one chip for it is enough.
  const stateRepeatsStatus = !!c.Schadenstatus && c.Schadenstatus.trim().toLocaleLowerCase() === state.toLocaleLowerCase();
  return (
    <Stack spacing={2} data-testid="claim-detail" data-claim-id={c.Id} data-editable={!!c.Editable}>
      {variant === 'page' ? (
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1" sx={pageHeadingSx} data-testid="claim-detail-heading">
            {t('claimDetail.heading', { number: c.NummerMakler ?? c.Id })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            {c.Schadenstatus ? <Chip size="small" variant="outlined" color="primary" label={c.Schadenstatus} data-testid="claim-status-chip" /> : null}
            {stateRepeatsStatus ? null : <Chip size="small" color={open ? 'warning' : 'default'} label={state} data-testid="claim-state-chip" />}
            {c.Headline || c.Schadenart ? <Typography sx={{ color: 'text.secondary' }}>{c.Headline || c.Schadenart}</Typography> : null}
          </Stack>
        </Stack>
      ) : null}
      {c.ApprovalPending && canDecideClaimApproval(permissionContextOf(userInit)) ? (
        <Suspense fallback={null}>
          <ClaimApprovalActions claimId={c.Id} />
        </Suspense>
      ) : null}
      <ClaimData claim={c} level={level} />
      <ClaimRelations claim={c} level={level} />
      <ActivitySection scope={{ Schaden: c.Id }} level={level} />
      {c.Editable ? (
        <DetailSection title={t('claimDetail.edit.title')} level={level} data-testid="claim-edit-section">
          <ClaimEditForm claim={c} onDirtyChange={onDirtyChange} />
        </DetailSection>
      ) : null}
    </Stack>
  );
}

function ClaimData({ claim: c, level }: { claim: TClaimDetail; level: 2 | 3 }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const fields: TField[] = [
    { key: 'NummerMakler', label: t('detail.fields.NummerMakler'), value: c.NummerMakler },
    { key: 'NummerVU', label: t('detail.fields.NummerVU'), value: c.NummerVU },
    { key: 'Schadenstatus', label: t('detail.fields.Schadenstatus'), value: c.Schadenstatus },
    { key: 'SchadenZeitpunkt', label: t('detail.fields.SchadenZeitpunkt'), value: f.date(c.SchadenZeitpunkt) },
    { key: 'Meldungtag', label: t('detail.fields.Meldungtag'), value: f.date(c.Meldungtag) },
    { key: 'Abschlusstag', label: t('detail.fields.Abschlusstag'), value: c.Abschlusstag ? f.date(c.Abschlusstag) : t('claimDetail.open') },
    { key: 'Sparte', label: t('detail.fields.Sparte'), value: c.Sparte },
    { key: 'Schadenart', label: t('detail.fields.Schadenart'), value: c.Schadenart },
    { key: 'Schadenort', label: t('detail.fields.Schadenort'), value: c.Schadenort },
    { key: 'Schadenhoehe', label: t('detail.fields.Schadenhoehe'), value: f.money(c.Schadenhoehe, c.Waehrung) },
    { key: 'Gesellschaft', label: t('detail.fields.Gesellschaft'), value: c.Gesellschaft?.Suchname },
    ...(c.KundenStatus ? [{ key: 'KundenStatus', label: t('detail.fields.KundenStatus'), value: c.KundenStatus }] : []),
    ...(c.ApprovalPending ? [{ key: 'ApprovalPending', label: t('detail.fields.ApprovalPending'), value: f.yesNo(c.ApprovalPending) }] : []),
    ...(c.Draft ? [{ key: 'Draft', label: t('detail.fields.Draft'), value: f.yesNo(c.Draft) }] : []),
    { key: 'Hergang', label: t('detail.fields.Hergang'), value: c.Hergang, wide: true, multiline: true },
  ];
  return (
    <DetailSection title={t('claimDetail.sections.data')} level={level} data-testid="claim-section-data">
      <FieldList fields={fields} columns={3} />
    </DetailSection>
  );
}

function ClaimRelations({ claim: c, level }: { claim: TClaimDetail; level: 2 | 3 }) {
  const { t } = useTranslation();
  const customer = c.Vertrag?.Kunde ?? c.Kunde;
  const contract: ReactNode = c.Vertrag ? (
    <TextLink {...contractLink(c.Vertrag.Id, c.Vertrag.Typ)} data-testid="claim-contract-link">
      {c.Vertrag.VertragsNr ?? c.Vertrag.Id}
    </TextLink>
  ) : (
    c.Key
  );
  const fields: TField[] = [
    { key: 'Vertrag', label: t('detail.fields.Vertrag'), value: contract },
    ...(c.Vertrag?.Typ ? [{ key: 'Typ', label: t('detail.fields.Typ'), value: c.Vertrag.Typ }] : []),
    {
      key: 'Kunde',
      label: t('detail.fields.Kunde'),
      value: customer ? (
        <TextLink {...customerLink(customer.Id)} data-testid="claim-customer-link">
          {customer.Kundenname ?? customer.Id}
        </TextLink>
      ) : null,
    },
    ...(customer
      ? [{ key: 'Anschrift', label: t('detail.fields.Anschrift'), value: `${orMissing(customer.Strasse)}, ${orMissing(customer.Plz)} ${orMissing(customer.Ort)}` }]
      : []),
  ];
  return (
    <DetailSection title={t('claimDetail.sections.relations')} level={level} data-testid="claim-section-relations">
      <FieldList fields={fields} columns={2} />
    </DetailSection>
  );
}
