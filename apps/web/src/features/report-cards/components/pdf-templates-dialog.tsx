import '../i18n/german';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, InputLabel, List, ListItem, ListItemButton, ListItemText, MenuItem, Select, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeholderNames, REPORT_CONTEXTS, templateBodyIssues, type TReportContext } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { useActiveSession } from '../../session';
import { usePdfTemplate, usePdfTemplates, useTemplateMutation } from '../api/report-cards';

type TAdminDialogProps = { open: boolean; onClose: () => void };
type TDraft = { id: string | null; name: string; context: TReportContext; body: string };

const NEW_BODY = '# {{Kunde.Kundenname}}\n| Kundennummer | {{Kunde.Amsidnr}} |\n';

/** What a placeholder chip inserts: {{Kunde.Kundenname}}, or a loop {{#Vertraege}}…{{/Vertraege}}. */
function snippetOf(name: string): string {
  if (name.startsWith('#')) return `{{${name}}}\n| … |\n{{/${name.slice(1)}}}\n`;
  const inList = /^(\w+)\[\]\.(\w+)$/.exec(name);
  return inList ? `{{${inList[2]}}}` : `{{${name}}}`;
}

/**
 * The licence's PDF templates (admin menu, issue 13 item 4): a list, and an editor of name, context and body with
 * the context's placeholders to insert; the body is checked as it is typed, with the server's own rule.
 */
export default function PdfTemplatesDialog({ open, onClose }: TAdminDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { license } = useActiveSession();
  const list = usePdfTemplates(license);
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const loaded = usePdfTemplate(license, selected);
  const mutation = useTemplateMutation(license);
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    if (loaded.data && loaded.data.Id === selected) setDraft({ id: loaded.data.Id, name: loaded.data.Name, context: loaded.data.Context, body: loaded.data.Body });
  }, [loaded.data, selected]);

  const issues = draft ? templateBodyIssues(draft.context, draft.body) : [];
  const serverErrors = isApiError(mutation.error) ? mutation.error.errors : [];

  const insert = (name: string) => {
    if (!draft) return;
    const el = bodyRef.current;
    const at = el ? el.selectionStart : draft.body.length;
    const end = el ? el.selectionEnd : at;
    setDraft({ ...draft, body: draft.body.slice(0, at) + snippetOf(name) + draft.body.slice(end) });
  };

  const save = () => {
    if (!draft) return;
    const input = { Name: draft.name, Context: draft.context, Body: draft.body };
    mutation.mutate(draft.id ? { kind: 'update', id: draft.id, input } : { kind: 'create', input }, {
      onSuccess: (saved) => {
        setNotice(t('reportCards.templates.saved'));
        if (saved) {
          setSelected(saved.Id);
          setDraft({ id: saved.Id, name: saved.Name, context: saved.Context, body: saved.Body });
        }
      },
    });
  };

  const remove = () => {
    if (!draft?.id || !window.confirm(t('reportCards.templates.confirmDelete', { name: draft.name }))) return;
    mutation.mutate({ kind: 'delete', id: draft.id }, {
      onSuccess: () => {
        setNotice(t('reportCards.templates.deleted'));
        setSelected(null);
        setDraft(null);
      },
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth fullScreen={fullScreen} data-testid="pdf-templates-dialog">
      <DialogTitle id={titleId}>{t('reportCards.templates.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ minWidth: 240 }}>
            <Button startIcon={<AddIcon />} onClick={() => { setSelected(null); setNotice(null); mutation.reset(); setDraft({ id: null, name: '', context: 'Kunde', body: NEW_BODY }); }} data-testid="pdf-template-new">
              {t('reportCards.templates.new')}
            </Button>
            {list.isPending ? <LoadingMessage text={t('reportCards.loading')} py={2} /> : list.isError ? <ErrorAlert error={list.error} /> : list.data.length === 0 ? <Typography sx={{ mt: 1 }}>{t('reportCards.templates.empty')}</Typography> : (
              <List dense aria-label={t('reportCards.templates.title')}>
                {list.data.map((tpl) => (
                  <ListItem key={tpl.Id} disablePadding>
                    <ListItemButton selected={tpl.Id === selected} onClick={() => { setNotice(null); mutation.reset(); setSelected(tpl.Id); }}>
                      <ListItemText primary={tpl.Name} secondary={t(`reportCards.contexts.${tpl.Context}`)} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            {notice ? <Alert severity="success" role="status">{notice}</Alert> : null}
            {selected && !draft ? <LoadingMessage text={t('reportCards.loading')} py={2} /> : null}
            {draft ? (
              <>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField label={t('reportCards.templates.name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} required sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'pdf-template-name' } }} />
                  <FormControl sx={{ minWidth: 180 }}>
                    <InputLabel id={`${titleId}-context`}>{t('reportCards.templates.context')}</InputLabel>
                    <Select labelId={`${titleId}-context`} label={t('reportCards.templates.context')} value={draft.context} onChange={(e) => setDraft({ ...draft, context: e.target.value as TReportContext })}>
                      {REPORT_CONTEXTS.map((c) => (
                        <MenuItem key={c} value={c}>
                          {t(`reportCards.contexts.${c}`)}
                        </MenuItem>
                      ))}
                    </Select>
                  </FormControl>
                </Stack>
                <TextField
                  label={t('reportCards.templates.body')}
                  value={draft.body}
                  onChange={(e) => setDraft({ ...draft, body: e.target.value })}
                  multiline
                  minRows={10}
                  maxRows={24}
                  error={issues.length > 0}
                  helperText={issues[0] ? t('reportCards.templates.invalid', { message: issues[0].message }) : t('reportCards.templates.bodyHint')}
                  inputRef={bodyRef}
                  slotProps={{ htmlInput: { maxLength: 20000, spellCheck: false, 'data-testid': 'pdf-template-body', style: { fontFamily: 'monospace' } } }}
                />
                <Typography variant="subtitle2" component="h3">
                  {t('reportCards.templates.placeholders')}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxHeight: 160, overflow: 'auto' }}>
                  {placeholderNames(draft.context).map((name) => (
                    <Chip key={name} size="small" label={name} onClick={() => insert(name)} aria-label={t('reportCards.templates.insert', { name })} />
                  ))}
                </Box>
                {mutation.isError ? (
                  isApiError(mutation.error) && mutation.error.code === 'CONFLICT' ? <Alert severity="error">{t('reportCards.templates.inUse')}</Alert> : (
                    <>
                      <ErrorAlert error={mutation.error} />
                      {serverErrors.map((e) => <Alert key={`${e.path}${e.message}`} severity="error">{t('reportCards.templates.invalid', { message: `${e.path}: ${e.message}` })}</Alert>)}
                    </>
                  )
                ) : null}
              </>
            ) : null}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        {draft?.id ? (
          <Button color="error" onClick={remove} disabled={mutation.isPending}>
            {t('reportCards.templates.delete')}
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('reportCards.templates.close')}</Button>
        {draft ? (
          <Button variant="contained" onClick={save} disabled={mutation.isPending || issues.length > 0 || !draft.name.trim()} data-testid="pdf-template-save">
            {t('reportCards.templates.save')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
