import CakeIcon from '@mui/icons-material/CakeOutlined';
import { Card, CardContent, Link, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { birthdayRows, formatDate, orMissing } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { CustomerDetailDialog } from '../../customers';
import { useActiveSession } from '../../session';
import { birthdaysQueryOptions } from '../api';

const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const yearOf = (iso: string) => Number(iso.slice(0, 4));

/**
 * The customers' birthdays 5 days back to 14 ahead (spec 000 §2.9, §9): 15 rows, the date on the first row of each
 * day; a row opens the customer dialog (click, Enter or Space).
 */
export function BirthdayList() {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const query = useQuery(birthdaysQueryOptions(license));
  const [opened, setOpened] = useState<string | null>(null);
  const today = todayIso();
  const open = (id: string) => setOpened(id);
  const onKey = (event: KeyboardEvent, id: string) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(id);
    }
  };
  return (
    <Card variant="outlined" data-testid="agency-birthdays">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <CakeIcon color="primary" aria-hidden="true" />
          <Typography variant="h6" component="h2">
            {t('agencies.birthdays.title')}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('agencies.birthdays.window')}
        </Typography>
        {query.isError ? <ErrorAlert error={query.error} /> : null}
        {query.isPending ? (
          <Stack spacing={1} role="status" aria-label={t('common.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={32} />
            ))}
          </Stack>
        ) : null}
        {query.data && query.data.Items.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('agencies.birthdays.empty')}</Typography> : null}
        {query.data && query.data.Items.length > 0 ? (
          <Table size="small" aria-label={t('agencies.birthdays.title')} sx={{ '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('agencies.birthdays.date')}</TableCell>
                <TableCell>{t('agencies.birthdays.name')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('agencies.birthdays.phone')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('agencies.birthdays.email')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {birthdayRows(query.data.Items).map((row) => {
                const age = yearOf(row.Birthday) - yearOf(row.Geburtstag);
                return (
                  <TableRow
                    key={row.Id}
                    hover
                    tabIndex={0}
                    aria-label={t('agencies.birthdays.open', { name: row.Kundenname })}
                    onClick={() => open(row.Id)}
                    onKeyDown={(event) => onKey(event, row.Id)}
                    sx={{ cursor: 'pointer', bgcolor: row.Birthday === today ? 'action.selected' : undefined }}
                    data-testid="birthday-row"
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }} data-testid="birthday-date">
                      {row.showDate ? formatDate(row.Birthday) : ''}
                    </TableCell>
                    <TableCell>
                      {row.Kundenname}
                      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                        {t(row.Birthday < today ? 'agencies.birthdays.turned' : 'agencies.birthdays.age', { age })}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{orMissing(row.TelefonPrivat)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-all' }}>
                      {row.EmailPrivat ? (
                        <Link href={`mailto:${row.EmailPrivat}`} onClick={(event) => event.stopPropagation()}>
                          {row.EmailPrivat}
                        </Link>
                      ) : (
                        orMissing(null)
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
      <CustomerDetailDialog customerId={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
