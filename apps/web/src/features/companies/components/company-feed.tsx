import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { contractLink } from '../../../lib/object-links';
import { InsuranceLineIcon } from '../../../ui/insurance-line-icon';
import { ListItemButtonLink } from '../../../ui/router-links';
import { useValueLabel } from '../../../ui/value-label';
import type { TCompanyDetail } from '../api/get-company';

type TContract = NonNullable<TCompanyDetail['Vertraege']>[number];

type Props = {
  company: TCompanyDetail;
  /** In a dialog contracts open there; on a page they are links. */
  onOpenContract?: (id: string, typ: string | null) => void;
  /** Print view: plain entries without buttons. */
  plain?: boolean;
};

/** The feed of a company (spec 000 §2.9): its contracts as entries with type icon, number and a description. */
export function CompanyFeed({ company, onOpenContract, plain = false }: Props) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const contracts = company.Vertraege ?? [];
  const total = company.Counts?.Vertraege ?? contracts.length;
  if (contracts.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="company-feed-empty">
        {t('companyDetail.noContracts')}
      </Typography>
    );
  }
  const description = (c: TContract) => [c.Kunde?.Kundenname, c.Typ, label('ComputedStatus', c.ComputedStatus)].filter(Boolean).join(' · ');
  return (
    <>
      <List aria-label={t('companyDetail.feedLabel')} data-testid="company-feed" disablePadding>
        {contracts.map((c) => {
          const content = (
            <>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <InsuranceLineIcon code={c.Typ} />
              </ListItemIcon>
              <ListItemText primary={c.VertragsNr ?? c.Id} secondary={description(c)} />
            </>
          );
          return (
            <ListItem key={c.Id} disablePadding divider data-testid="company-feed-entry" data-id={c.Id}>
              {plain ? (
                <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', px: 2, py: 0.5 }}>{content}</Box>
              ) : onOpenContract ? (
                <ListItemButton onClick={() => onOpenContract(c.Id, c.Typ ?? null)}>{content}</ListItemButton>
              ) : (
                <ListItemButtonLink {...contractLink(c.Id, c.Typ)}>{content}</ListItemButtonLink>
              )}
            </ListItem>
          );
        })}
      </List>
      {total > contracts.length ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('companyDetail.newestOf', { count: contracts.length, total })}
        </Typography>
      ) : null}
    </>
  );
}
