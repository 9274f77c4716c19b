import { Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/detail/query-state';
import { useDetailFormat } from '../../../ui/detail/use-detail-format';
import { useActiveSession } from '../../session';
import { useCustomerNotes } from '../api/get-customer-notes';

/** The customer's notes (Anmerkungen), newest as the server sends them; unread ones are marked. */
export function CustomerNotes({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const { license } = useActiveSession();
  const query = useCustomerNotes(license, customerId, true);
  if (!query.data) return <QueryState query={query} />;
  if (query.data.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="customer-records-empty">
        {t('customerDetail.noNotes')}
      </Typography>
    );
  }
  return (
    <List aria-label={t('customerDetail.tabs.anmerkungen')} disablePadding>
      {query.data.map((note) => (
        <ListItem key={note.Id} divider disableGutters sx={{ display: 'block', py: 1.5 }} data-testid="customer-note">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {[f.date(note.Erstellt), note.Autor].filter(Boolean).join(' · ')}
            </Typography>
            {note.Read ? null : <Chip size="small" color="primary" label={t('customerDetail.unreadNote')} />}
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{note.Text}</Typography>
        </ListItem>
      ))}
    </List>
  );
}
