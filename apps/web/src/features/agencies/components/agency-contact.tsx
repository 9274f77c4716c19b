import { Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TAgency } from '@portal/domain';

// Links side by side need a 24 px target (WCAG 2.2 target size).
const TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

/** The agency's address, phone, e-mail (a mail link) and customers, shown inside the open company element. */
export function AgencyContact({ agency }: { agency: TAgency }) {
  const { t } = useTranslation();
  const place = [agency.Plz, agency.Ort].filter(Boolean).join(' ');
  const address = [agency.Strasse, place].filter(Boolean).join(', ');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 0.5 }} data-testid="agency-contact">
      {address ? <Typography variant="body2">{address}</Typography> : null}
      {agency.Telefon ? (
        <Link variant="body2" href={`tel:${agency.Telefon.replace(/[^\d+]/g, '')}`} sx={TARGET}>
          {t('agencies.company.phone', { phone: agency.Telefon })}
        </Link>
      ) : null}
      {agency.Email ? (
        <Link variant="body2" href={`mailto:${agency.Email}`} sx={{ ...TARGET, overflowWrap: 'anywhere' }}>
          {agency.Email}
        </Link>
      ) : null}
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="agency-customers">
        {t('agencies.list.customers', { count: agency.Kunden })}
      </Typography>
    </Stack>
  );
}
