import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATA_CATALOG,
  endUserFields,
  groupSafeguards,
  hiddenProperties,
  type TEndUserAppearance,
  type TEndUserField,
  type TPermissionContext,
  type TSafeguardGroup,
} from '@portal/domain';
import { cellText } from '../../../ui/data-table/cell-value';
import { columnLabel } from '../../../ui/data-table/column-label';
import { fetchDataPage, type TDataItem } from '../../../ui/data-table/data-query-api';
import { HrefLink } from '../../../ui/href-link';
import { endUserAppearanceQueryOptions } from '../api';
import { FactList } from '../../../ui/fact-list';

/** Spec 000 §9: contract fetches take 2500. */
const TAKE = 2500;
const BASE_FIELDS = ['Id', 'VertragsNr', 'ComputedStatus', 'Beratungsgebiet', 'Spartenbezeichnung'];
const catalog = new Map(DATA_CATALOG.Vertrag.map((d) => [d.name, d]));

/** The licence's picks that the member may see (premiums drop when hidden; line-of-business fields are not in the list query). */
function shownFields(appearance: TEndUserAppearance, group: 'columns' | 'contractInfo' | 'riskInfo', hidden: ReadonlySet<string>): TEndUserField[] {
  return endUserFields(appearance, group).filter((f) => !f.IsCustom && catalog.has(f.Value) && !hidden.has(f.Value));
}

/**
 * Privat desktop (spec 000 §2.5): the current-safeguards card. The member's contracts grouped Angebote, then by advice
 * area (active policies), then Ohne Beratungsgebiet; each row shows the licence's end-user columns and opens the
 * contract info and risk info (EndUserVZf, EndUserRisikoZusammenfassung).
 */
export function SafeguardsCard({ license, ctx }: { license: string; ctx: TPermissionContext }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const appearance = useQuery(endUserAppearanceQueryOptions(license));
  const hidden = hiddenProperties('Vertrag', ctx);
  const columns = appearance.data ? shownFields(appearance.data, 'columns', hidden) : [];
  const info = appearance.data ? shownFields(appearance.data, 'contractInfo', hidden) : [];
  const risk = appearance.data ? shownFields(appearance.data, 'riskInfo', hidden) : [];
  const fields = [...new Set([...BASE_FIELDS, ...columns, ...info, ...risk].map((f) => (typeof f === 'string' ? f : f.Value)))];
  const contracts = useQuery({
    queryKey: ['dashboard', 'safeguards', license, fields] as const,
    enabled: appearance.isSuccess,
    queryFn: ({ signal }) =>
      fetchDataPage(
        'Vertrag',
        {
          Fields: fields,
          Page: { Skip: 0, Take: TAKE, ReturnTotal: false },
          Filters: [
            { Property: 'Active', Operator: 'Equal', Value: true },
            { Property: 'AngebotAktuell', Operator: 'Equal', Value: true },
          ],
          Sorts: [{ Property: 'VertragsNr', Direction: 'asc' }],
        },
        signal,
      ),
  });
  const yesNo = { yes: t('dataTable.yes'), no: t('dataTable.no') };
  const label = (name: string) => columnLabel(t, i18n.language, 'Vertrag', name);
  const text = (item: TDataItem, name: string) => cellText(catalog.get(name) ?? { name, type: 'string' }, item, yesNo) || '---';
  const groups = contracts.data ? groupSafeguards(contracts.data.Items as (TDataItem & { ComputedStatus: string; Beratungsgebiet?: string | null })[]) : [];
  const groupTitle = (g: TSafeguardGroup<unknown>) => (g.kind === 'offers' ? t('dashboard.privat.offers') : g.kind === 'noArea' ? t('dashboard.privat.noArea') : text({ Beratungsgebiet: g.key }, 'Beratungsgebiet'));

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="safeguards-card">
      <CardContent>
        <Typography id={headingId} variant="h5" component="h2">
          {t('dashboard.privat.safeguards')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('dashboard.privat.safeguardsHint')}
        </Typography>
        {appearance.isError || contracts.isError ? <Alert severity="error">{t('dashboard.box.error')}</Alert> : null}
        {contracts.isPending && !contracts.isError ? <Skeleton height={120} aria-hidden="true" /> : null}
        {contracts.isSuccess && groups.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.privat.noContracts')}</Typography> : null}
        <Stack spacing={2.5}>
          {groups.map((g, gi) => (
            <Box key={g.key} component="section" aria-label={groupTitle(g)} data-testid={`safeguards-group-${g.kind}`}>
              {g.kind === 'area' && (gi === 0 || groups[gi - 1]!.kind !== 'area') ? (
                <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                  {t('dashboard.privat.activePolicies')}
                </Typography>
              ) : null}
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {groupTitle(g)} ({g.items.length})
              </Typography>
              {g.items.map((item) => (
                <Accordion key={String(item.Id)} disableGutters variant="outlined" data-testid="safeguards-contract">
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${Math.max(1, columns.length)}, minmax(0, 1fr))`, gap: 2, width: '100%' }}>
                      {columns.map((c) => (
                        <Box key={c.Value} sx={{ minWidth: 0 }}>
                          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                            {label(c.Value)}
                          </Typography>
                          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                            {text(item, c.Value)}
                          </Typography>
                        </Box>
                      ))}
                    </Box>
                  </AccordionSummary>
                  <AccordionDetails>
                    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
                      <InfoList title={t('dashboard.privat.contractInfo')} rows={info.map((f) => [label(f.Value), text(item, f.Value)])} />
                      <InfoList title={t('dashboard.privat.riskInfo')} rows={risk.map((f) => [label(f.Value), text(item, f.Value)])} />
                    </Box>
                    <HrefLink href={`/vertrag/${String(item.Id)}`} underline="hover" sx={{ display: 'inline-block', mt: 1 }}>
                      {text(item, 'VertragsNr')}
                    </HrefLink>
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function InfoList({ title, rows }: { title: string; rows: [string, string][] }) {
  if (rows.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <FactList facts={rows} />
    </Box>
  );
}
