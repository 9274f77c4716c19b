import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import { List, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListItemButtonLink } from '../../../ui/router-links';
import { useActiveSession } from '../../session';
import { contentPagesQueryOptions } from '../api';
import { contentPagesTexts } from '../i18n/texts';

/**
 * The content pages the member reads, as links (in the help dialog): where a customer finds 'Über uns' or
 * 'Ihr Maklervertrag' without knowing their address. Drafts are left out, also for admins (they have the admin dialog).
 */
export default function ContentPageLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const ready = contentPagesTexts.useReady();
  const { license } = useActiveSession();
  const list = useQuery(contentPagesQueryOptions(license));
  const pages = (list.data?.Items ?? []).filter((p) => p.Veroeffentlicht);
  if (!ready || pages.length === 0) return null;
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {t('contentPages.linksTitle')}
      </Typography>
      <List dense data-testid="content-page-links">
        {pages.map((p) => (
          <ListItemButtonLink key={p.Slug} to="/content/$id" params={{ id: p.Slug }} onClick={onNavigate} sx={{ borderRadius: 1 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <ArticleIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={p.Titel} />
          </ListItemButtonLink>
        ))}
      </List>
    </>
  );
}
