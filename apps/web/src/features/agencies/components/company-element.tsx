import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonIcon from '@mui/icons-material/Person';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TCompanyAccount = {
  Zuordnung: 'FIRMA' | 'PRIVAT';
  /** The search name: what the panel is called. */
  Name: string;
  Name2?: string | null;
  Plz: string | null;
  Ort: string | null;
  Telefon: string | null;
  Email: string | null;
};

type Props = {
  account: TCompanyAccount;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Print mode: the feed alone, without the panel (spec 000 §2.9). */
  print?: boolean;
  /** Above the feed inside the panel (e.g. a link to the agency's page): nothing interactive sits in the summary button. */
  actions?: ReactNode;
  /** The company's feed; rendered only while expanded (or printed), so a collapsed panel asks the server nothing. */
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * The company element (spec 000 §2.9): an expansion panel with an icon (a building for a firm, a person otherwise) and
 * the search name; while collapsed it shows postcode, town, phone and e-mail; inside, the company's feed.
 */
export function CompanyElement({ account, expanded, onExpandedChange, print = false, actions, children, ...rest }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const testId = rest['data-testid'] ?? 'company-element';
  const firm = account.Zuordnung === 'FIRMA';
  const Icon = firm ? AccountBalanceIcon : PersonIcon;
  if (print) {
    return (
      <Box component="section" aria-labelledby={headingId} data-testid={testId} data-print="true">
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {account.Name}
        </Typography>
        {children}
      </Box>
    );
  }
  const place = [account.Plz, account.Ort].filter(Boolean).join(' ');
  return (
    <Accordion
      expanded={expanded}
      onChange={(_e, next) => onExpandedChange(next)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
      data-testid={testId}
      data-expanded={expanded}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { minWidth: 0, my: 1.25 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, width: '100%' }}>
          <Icon color="primary" titleAccess={t(firm ? 'agencies.company.firm' : 'agencies.company.person')} data-testid="company-icon" data-kind={account.Zuordnung} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id={headingId} component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {account.Name}
            </Typography>
            {account.Name2 ? (
              <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {account.Name2}
              </Typography>
            ) : null}
            {expanded ? null : (
              <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, mt: 0.25 }} data-testid="company-contact">
                {place ? (
                  <Typography variant="body2" component="span">
                    {place}
                  </Typography>
                ) : null}
                {account.Telefon ? (
                  <Typography variant="body2" component="span">
                    {t('agencies.company.phone', { phone: account.Telefon })}
                  </Typography>
                ) : null}
                {account.Email ? (
                  <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {account.Email}
                  </Typography>
                ) : null}
              </Stack>
            )}
          </Box>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {actions ? <Box sx={{ mb: 1.5 }}>{actions}</Box> : null}
        {children}
      </AccordionDetails>
    </Accordion>
  );
}
