import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/ArticleOutlined';
import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, Snackbar, Stack, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContentPage, TContentPageSummary } from '@portal/domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { IconButtonLink } from '../../../ui/router-links';
import { useActiveSession } from '../../session';
import { contentPageQueryOptions, contentPagesQueryOptions, useDeleteContentPage } from '../api';
import { contentPagesTexts } from '../i18n/texts';
import { ContentPageEditorDialog } from './content-page-editor-dialog';

type TAdminDialogProps = { open: boolean; onClose: () => void };

/** Admin menu → Inhaltsseiten: the licence's content pages with their state; add, edit, open and delete them. */
export default function ContentPagesDialog({ open, onClose }: TAdminDialogProps) {
  const ready = contentPagesTexts.useReady();
  return ready ? <ContentPagesDialogContent open={open} onClose={onClose} /> : null;
}

function ContentPagesDialogContent({ open, onClose }: TAdminDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { license } = useActiveSession();
  const queryClient = useQueryClient();
  const list = useQuery({ ...contentPagesQueryOptions(license), enabled: open });
  const remove = useDeleteContentPage(license);
  const [editing, setEditing] = useState<TContentPage | 'new' | null>(null);
  const [loadingEdit, setLoadingEdit] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TContentPageSummary | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const items = list.data?.Items ?? [];

  // The editor needs the Markdown source, which the list does not carry.
  const edit = async (page: TContentPageSummary) => {
    setLoadingEdit(page.Slug);
    try {
      setEditing(await queryClient.fetchQuery(contentPageQueryOptions(license, page.Slug)));
    } finally {
      setLoadingEdit(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen} data-testid="content-pages-dialog">
      <DialogTitle id={titleId}>{t('contentPages.admin.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography sx={{ color: 'text.secondary' }}>{t('contentPages.admin.intro')}</Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ alignSelf: 'flex-start' }} data-testid="content-pages-add">
            {t('contentPages.admin.add')}
          </Button>
          {list.isPending ? <LoadingMessage text={t('common.loading')} py={2} /> : null}
          {list.isError ? <ErrorAlert error={list.error} /> : null}
          {list.data && items.length === 0 ? <Alert severity="info">{t('contentPages.admin.empty')}</Alert> : null}
          <List aria-labelledby={titleId}>
            {items.map((page) => (
              <ListItem
                key={page.Slug}
                divider
                data-testid="content-pages-row"
                secondaryAction={
                  <Stack direction="row" spacing={0.5}>
                    <Tooltip title={t('contentPages.admin.open', { title: page.Titel })}>
                      <IconButtonLink to="/content/$id" params={{ id: page.Slug }} onClick={onClose} aria-label={t('contentPages.admin.open', { title: page.Titel })}>
                        <OpenInNewIcon />
                      </IconButtonLink>
                    </Tooltip>
                    <Tooltip title={t('contentPages.admin.edit', { title: page.Titel })}>
                      <IconButton onClick={() => void edit(page)} loading={loadingEdit === page.Slug} aria-label={t('contentPages.admin.edit', { title: page.Titel })} data-testid="content-pages-edit">
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('contentPages.admin.delete', { title: page.Titel })}>
                      <IconButton onClick={() => setDeleting(page)} aria-label={t('contentPages.admin.delete', { title: page.Titel })} data-testid="content-pages-delete">
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
                sx={{ pr: 18 }}
              >
                <ListItemText
                  primary={page.Titel}
                  secondary={
                    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
                      <span>{`/content/${page.Slug}`}</span>
                      <Chip component="span" size="small" label={t(page.Veroeffentlicht ? 'contentPages.admin.published' : 'contentPages.admin.unpublished')} color={page.Veroeffentlicht ? 'success' : 'default'} variant="outlined" />
                      <Chip component="span" size="small" label={t(`contentPages.audience.${page.Zielgruppe}`)} variant="outlined" />
                    </Stack>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItem>
            ))}
          </List>
          {remove.isError ? <ErrorAlert error={remove.error} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('contentPages.admin.close')}</Button>
      </DialogActions>
      {editing ? (
        <ContentPageEditorDialog
          page={editing === 'new' ? null : editing}
          nextOrder={items.length}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setMessage(t('contentPages.saved'));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('contentPages.admin.deleteTitle')}
        text={t('contentPages.admin.deleteText', { title: deleting?.Titel ?? '', slug: deleting?.Slug ?? '' })}
        confirmLabel={t('contentPages.admin.deleteConfirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.Slug, { onSuccess: () => setMessage(t('contentPages.deleted')) });
          setDeleting(null);
        }}
        testId="content-pages-delete-dialog"
      />
      <Snackbar open={message !== null} autoHideDuration={5000} onClose={() => setMessage(null)} message={message} />
    </Dialog>
  );
}
