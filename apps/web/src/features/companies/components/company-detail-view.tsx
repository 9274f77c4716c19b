import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonIcon from '@mui/icons-material/Person';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orMissing } from '@portal/domain';
import { FieldList, type TField } from '../../../ui/detail/field-list';
import { QueryState } from '../../../ui/detail/query-state';
import { useActiveSession } from '../../session';
import { useCompany, type TCompanyDetail } from '../api/get-company';
import { CompanyFeed } from './company-feed';
import { pageHeadingSx } from '../../../ui/detail/page-heading';

type Props = {
  companyId: string;
  /** Level of the company's heading: 1 on its page, 3 inside a dialog (whose title is the h2). */
  headingLevel?: 1 | 2 | 3;
  /** Print mode (spec 000 §2.9): the feed without the panel. */
  print?: boolean;
  /** In a dialog, contracts open there; on a page they are links. */
  onOpenContract?: (id: string, typ: string | null) => void;
  defaultExpanded?: boolean;
};

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** FIRMA shows the university icon, persons the user icon (spec 000 §2.9). */
export function CompanyIcon({ zuordnung, fontSize = 'medium' }: { zuordnung: string | null | undefined; fontSize?: 'small' | 'medium' | 'large' }) {
  const Icon = (zuordnung ?? '').toUpperCase() === 'FIRMA' ? AccountBalanceIcon : PersonIcon;
  return <Icon fontSize={fontSize} sx={{ color: 'primary.main' }} aria-hidden="true" data-testid="company-icon" data-kind={(zuordnung ?? '').toUpperCase() === 'FIRMA' ? 'firma' : 'person'} />;
}

/** The company element of spec 000 §2.9: an expansion panel with the company's data and its feed; in print mode only the feed. */
export function CompanyDetailView({ companyId, headingLevel = 1, print = false, onOpenContract, defaultExpanded = true }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const query = useCompany(license, companyId);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const heading = `h${headingLevel}` as const;

  if (!query.data) {
    return (
      <Stack spacing={2} data-testid="company-detail">
        {headingLevel === 1 ? (
          <Typography variant="h4" component="h1" sx={pageHeadingSx}>
            {t('companyDetail.title')}
          </Typography>
        ) : null}
        <QueryState query={query} data-testid="company-detail-error" />
      </Stack>
    );
  }
  const c = query.data;

  if (print) {
    return (
      <Stack spacing={2} data-testid="company-print" data-print-area>
        <Typography variant="h5" component={heading}>
          {c.Suchname}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{`${orMissing(c.Strasse)}, ${orMissing(c.Plz)} ${orMissing(c.Ort)}`}</Typography>
        <CompanyFeed company={c} plain />
      </Stack>
    );
  }

  const collapsedInfo = [`${orMissing(c.Plz)} ${orMissing(c.Ort)}`, c.Telefon1, c.Email].filter(Boolean).join(' · ');
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: heading } }}
      data-testid="company-element"
      data-company-id={c.Id}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`company-${c.Id}-content`} id={`company-${c.Id}-header`} data-testid="company-element-summary">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <CompanyIcon zuordnung={c.Zuordnung} fontSize="large" />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" variant="h5" sx={{ display: 'block', overflowWrap: 'anywhere' }} data-testid="company-name">
              {c.Suchname}
            </Typography>
            {expanded ? null : (
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }} data-testid="company-collapsed-info">
                {collapsedInfo}
              </Typography>
            )}
          </Box>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`company-${c.Id}-content`}>
        <Stack spacing={2.5}>
          <CompanyData company={c} />
          <Stack direction="row" spacing={1} data-testid="company-counts">
            <Chip label={t('companyDetail.countContracts', { count: c.Counts?.Vertraege ?? c.Vertraege?.length ?? 0 })} />
            <Chip label={t('companyDetail.countClaims', { count: c.Counts?.Schaeden ?? 0 })} />
          </Stack>
          <Box>
            <Typography component={headingLevel === 1 ? 'h2' : 'h4'} variant="h6" sx={{ mb: 1 }}>
              {t('companyDetail.feedTitle')}
            </Typography>
            <CompanyFeed company={c} onOpenContract={onOpenContract} />
          </Box>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

function CompanyData({ company: c }: { company: TCompanyDetail }) {
  const { t } = useTranslation();
  const phone = (v: string | null | undefined) => (v ? <MuiLink href={telHref(v)}>{v}</MuiLink> : null);
  const fields: TField[] = [
    { key: 'Strasse', label: t('detail.fields.Strasse'), value: orMissing(c.Strasse) },
    { key: 'PlzOrt', label: t('detail.fields.PlzOrt'), value: `${orMissing(c.Plz)} ${orMissing(c.Ort)}` },
    { key: 'Zuordnung', label: t('detail.fields.Zuordnung'), value: (c.Zuordnung ?? '').toUpperCase() === 'FIRMA' ? t('detail.company') : t('companyDetail.person') },
    { key: 'Telefon1', label: t('detail.fields.Telefon1'), value: phone(c.Telefon1) },
    { key: 'Telefon2', label: t('detail.fields.Telefon2'), value: phone(c.Telefon2) },
    { key: 'Email', label: t('detail.fields.Email'), value: c.Email ? <MuiLink href={`mailto:${c.Email}`}>{c.Email}</MuiLink> : null },
    { key: 'Status', label: t('detail.fields.Status'), value: c.Status },
    { key: 'Matchcode', label: t('detail.fields.Matchcode'), value: c.Matchcode },
  ];
  return <FieldList fields={fields} columns={3} data-testid="company-data" />;
}
