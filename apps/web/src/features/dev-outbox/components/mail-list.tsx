import AttachFileIcon from '@mui/icons-material/AttachFile';
import { List, ListItem, ListItemButton, ListItemText, Pagination, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TDevOutboxPage } from '@portal/domain';
import { formatSentAt } from '../format-sent-at';

type Props = {
  page: TDevOutboxPage;
  pageSize: number;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onPage: (page: number) => void;
};

/** The outbox's mails, newest first: recipient, subject and time; the selected one is marked. */
export function MailList({ page, pageSize, selectedId, onSelect, onPage }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(page.Total / pageSize));
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('devOutbox.count', { count: page.Total })}
      </Typography>
      <Paper variant="outlined">
        <List disablePadding aria-label={t('devOutbox.listLabel')} data-testid="dev-outbox-list">
          {page.Items.map((mail) => (
            <ListItem key={mail.Id} disablePadding divider>
              <ListItemButton selected={mail.Id === selectedId} aria-current={mail.Id === selectedId ? 'true' : undefined} onClick={() => onSelect(mail.Id)} data-testid="dev-outbox-item">
                <ListItemText
                  primary={mail.Subject}
                  slotProps={{ primary: { sx: { fontWeight: 'bold', overflowWrap: 'anywhere' } }, secondary: { component: 'div' } }}
                  secondary={
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                      <span style={{ overflowWrap: 'anywhere' }}>{mail.To}</span>
                      <span>·</span>
                      <span>{formatSentAt(mail.CreatedAt)}</span>
                      {mail.AttachmentCount > 0 && (
                        <Stack direction="row" component="span" spacing={0.25} sx={{ alignItems: 'center' }}>
                          <AttachFileIcon fontSize="inherit" aria-hidden="true" />
                          <span>{t('devOutbox.attachmentCount', { count: mail.AttachmentCount })}</span>
                        </Stack>
                      )}
                    </Stack>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      {pages > 1 && (
        <nav aria-label={t('devOutbox.pagination')}>
          <Pagination count={pages} page={Math.min(page.Page, pages)} onChange={(_e, p) => onPage(p)} siblingCount={0} />
        </nav>
      )}
    </Stack>
  );
}
