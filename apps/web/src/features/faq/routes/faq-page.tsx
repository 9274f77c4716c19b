import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, CircularProgress, IconButton, InputAdornment, Skeleton, Snackbar, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { faqMatches, groupFaq, type TFaqEntry } from '@portal/domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { faqQueryOptions, useDeleteFaqEntry } from '../api';
import { FaqEntryDialog } from '../components/faq-entry-dialog';
import { faqTexts } from '../i18n/texts';

/** /faq (spec 001 §2.6): question-and-answer panels grouped by Kategorie, searchable; licence admins edit them. */
export function FaqPage() {
  const ready = faqTexts.useReady();
  return ready ? <FaqContent /> : <CircularProgress sx={{ m: 4 }} />;
}

function FaqContent() {
  const { t } = useTranslation();
  usePageTitle(t('faq.title'));
  const { license } = useActiveSession();
  const query = useQuery(faqQueryOptions(license));
  const remove = useDeleteFaqEntry(license);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [editing, setEditing] = useState<TFaqEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TFaqEntry | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const items = useMemo(() => query.data?.Items ?? [], [query.data]);
  const groups = useMemo(() => groupFaq(items.filter((e) => faqMatches(e, deferred))), [items, deferred]);
  const categories = useMemo(() => [...new Set(items.map((e) => e.Kategorie))], [items]);
  const canEdit = query.data?.CanEdit ?? false;

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 900 }} data-testid="faq-page">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('faq.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('faq.intro')}</Typography>
        </Box>
        {canEdit ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ flexShrink: 0 }} data-testid="faq-add">
            {t('faq.add')}
          </Button>
        ) : null}
      </Stack>
      {items.length > 0 ? (
        <TextField
          type="search"
          label={t('faq.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> }, htmlInput: { 'data-testid': 'faq-search' } }}
        />
      ) : null}
      {query.isError ? <ErrorAlert error={query.error} /> : null}
      {query.isPending ? (
        <Stack spacing={1} role="status" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : null}
      {query.data && items.length === 0 ? <Alert severity="info">{t(canEdit ? 'faq.emptyAdmin' : 'faq.empty')}</Alert> : null}
      {items.length > 0 && groups.length === 0 ? <Alert severity="info">{t('faq.noMatch', { search: deferred })}</Alert> : null}
      {groups.map((group) => (
        <Box component="section" key={group.category} aria-labelledby={`faq-cat-${group.category}`} data-testid="faq-category-section">
          <Typography variant="h6" component="h2" id={`faq-cat-${group.category}`} sx={{ mb: 1 }}>
            {group.category}
          </Typography>
          {group.entries.map((entry) => (
            <Accordion key={entry.Id} disableGutters variant="outlined" data-testid="faq-entry">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography component="h3" sx={{ fontWeight: 500 }}>
                  {entry.Frage}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Stack spacing={1}>
                  {entry.Antwort.split(/\n\s*\n/).map((paragraph, i) => (
                    <Typography key={i} sx={{ whiteSpace: 'pre-line' }}>
                      {paragraph}
                    </Typography>
                  ))}
                  {canEdit ? (
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Tooltip title={t('faq.edit')}>
                        <IconButton onClick={() => setEditing(entry)} aria-label={t('faq.editNamed', { question: entry.Frage })} data-testid="faq-edit">
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('faq.delete')}>
                        <IconButton onClick={() => setDeleting(entry)} aria-label={t('faq.deleteNamed', { question: entry.Frage })} data-testid="faq-delete">
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  ) : null}
                </Stack>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
      {editing ? (
        <FaqEntryDialog
          entry={editing === 'new' ? null : editing}
          categories={categories}
          nextOrder={items.length}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setMessage(t('faq.saved'));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('faq.deleteTitle')}
        text={t('faq.deleteText', { question: deleting?.Frage ?? '' })}
        confirmLabel={t('faq.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.Id, { onSuccess: () => setMessage(t('faq.deleted')) });
          setDeleting(null);
        }}
        testId="faq-delete-dialog"
      />
      {remove.isError ? <ErrorAlert error={remove.error} /> : null}
      <Snackbar open={message !== null} autoHideDuration={5000} onClose={() => setMessage(null)} message={message} />
    </Stack>
  );
}
