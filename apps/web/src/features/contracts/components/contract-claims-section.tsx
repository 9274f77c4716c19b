/**
 * 'Schäden zum Vertrag' (spec 001 §2.8, §5): with a claim date (schadentag) the claim identified by the rule of
 * packages/domain (±3 days, closest wins; motor contracts other than the main one also need FIN = chassis number)
 * is shown highlighted with its narrative, the others as prior claims.
 */
import { Alert, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { claimNarrative, identifyClaim, orMissing } from '@portal/domain';
import { claimLink } from '../../../lib/object-links';
import { DetailSection } from '../../../ui/detail/detail-section';
import { FieldList } from '../../../ui/detail/field-list';
import { useDetailFormat } from '../../../ui/detail/use-detail-format';
import { TextLink } from '../../../ui/text-link';
import { useActiveSession } from '../../session';
import type { TContractDetail } from '../api/get-contract';

type TClaim = NonNullable<TContractDetail['Schaeden']>[number];

type Props = {
  contract: TContractDetail;
  level: 2 | 3;
  /** YYYY-MM-DD (query parameter schadentag). */
  claimDate?: string | null;
  /** The main contract of the view (query parameter vertrag): the date alone decides there. */
  isMain: boolean;
  /** Section title; the compact dialog calls them prior damages. */
  title?: string;
};

export function ContractClaimsSection({ contract: c, level, claimDate, isMain, title }: Props) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const claims = c.Schaeden ?? [];
  const heading = title ?? t('contractDetail.sections.claims');
  if (!claimDate) {
    return (
      <DetailSection title={heading} level={level} data-testid="contract-section-claims">
        {claims.length ? <ClaimTable claims={claims} label={heading} /> : <Typography sx={{ color: 'text.secondary' }}>{t('contractDetail.noClaims')}</Typography>}
      </DetailSection>
    );
  }
  const { identified, prior } = identifyClaim({
    claims: claims.map((s) => ({ ...s, SchadenZeitpunkt: s.SchadenZeitpunkt ?? null, Fin: s.VwfsFhzFin ?? null })),
    claimDate,
    contractType: c.Typ,
    isMainContract: isMain,
    chassisNumber: c.Fahrzeug?.Fahrgestellnr ?? null,
  });
  const day = f.date(claimDate) ?? claimDate;
  return (
    <DetailSection title={heading} level={level} data-testid="contract-section-claims">
      <Stack spacing={2}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('contractCover.claims.claimDate', { date: day })}
        </Typography>
        {identified ? <IdentifiedClaim claim={identified} level={level} /> : <Alert severity="info">{t('contractCover.claims.noneIdentified', { date: day })}</Alert>}
        {prior.length ? (
          <Stack spacing={1} data-testid="prior-claims">
            <Typography component={level === 2 ? 'h3' : 'h4'} variant="subtitle1" sx={{ fontWeight: 500 }}>
              {t('contractCover.claims.prior')}
            </Typography>
            <ClaimTable claims={prior} label={t('contractCover.claims.prior')} />
          </Stack>
        ) : null}
      </Stack>
    </DetailSection>
  );
}

function IdentifiedClaim({ claim, level }: { claim: TClaim; level: 2 | 3 }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const { userInit } = useActiveSession();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: 'primary.main', borderWidth: 2, bgcolor: 'action.hover' }} data-testid="identified-claim" data-claim-id={claim.Id}>
      <Typography component={level === 2 ? 'h3' : 'h4'} variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('contractCover.claims.identified')}
      </Typography>
      <FieldList
        columns={3}
        fields={[
          { key: 'claim-NummerMakler', label: t('detail.fields.NummerMakler'), value: <TextLink {...claimLink(claim.Id, userInit.Kind)}>{claim.NummerMakler ?? claim.Id}</TextLink> },
          { key: 'claim-NummerVU', label: t('contractCover.claims.numberVu'), value: claim.NummerVU },
          { key: 'claim-Schadenstatus', label: t('detail.fields.Schadenstatus'), value: claim.Schadenstatus },
          { key: 'claim-SchadenZeitpunkt', label: t('detail.fields.SchadenZeitpunkt'), value: f.date(claim.SchadenZeitpunkt) },
          { key: 'claim-Meldungtag', label: t('contractCover.claims.reported'), value: f.date(claim.Meldungtag) },
          { key: 'claim-Schadenart', label: t('contractCover.claims.type'), value: claim.Schadenart },
          { key: 'claim-Schadenort', label: t('contractCover.claims.place'), value: claim.Schadenort },
          { key: 'claim-Schadenhoehe', label: t('detail.fields.Schadenhoehe'), value: f.money(claim.Schadenhoehe, claim.Waehrung) },
          ...(claim.VwfsFhzFin ? [{ key: 'claim-Fin', label: t('contractCover.claims.fin'), value: claim.VwfsFhzFin }] : []),
          { key: 'claim-Hergang', label: t('contractCover.claims.narrative'), value: claimNarrative(claim.Hergang), wide: true },
        ]}
      />
    </Paper>
  );
}

function ClaimTable({ claims, label }: { claims: readonly TClaim[]; label: string }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const { userInit } = useActiveSession();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('detail.fields.NummerMakler')}</TableCell>
          <TableCell>{t('detail.fields.Schadenstatus')}</TableCell>
          <TableCell>{t('detail.fields.SchadenZeitpunkt')}</TableCell>
          <TableCell>{t('contractCover.claims.type')}</TableCell>
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
            <TableCell>{orMissing(claim.Schadenart)}</TableCell>
            <TableCell align="right">{orMissing(f.money(claim.Schadenhoehe, claim.Waehrung))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
