import { FormControl, FormControlLabel, FormHelperText, InputLabel, MenuItem, Select, Stack, Switch, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_AUDIENCES,
  CONTENT_MARKDOWN_MAX,
  CONTENT_SLUG_MAX,
  CONTENT_TITLE_MAX,
  slugFromTitle,
  ZContentPageCreate,
  type TContentAudience,
  type TContentPage,
} from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useActiveSession } from '../../session';
import { useSaveContentPage } from '../api';
import { FormDialog } from '../../../ui/form-dialog';

type TDraft = { Titel: string; Slug: string; Inhalt: string; Zielgruppe: TContentAudience; Veroeffentlicht: boolean; Reihenfolge: string };
type TField = 'Titel' | 'Slug' | 'Inhalt' | 'Reihenfolge';

type Props = { page: TContentPage | null; nextOrder?: number; onClose: (saved: boolean) => void };

/**
 * Adds or changes a content page: title, address (proposed from the title for a new page, fixed afterwards),
 * audience, published flag, order and the Markdown body. Checked with the API's own schema before it is sent.
 */
export function ContentPageEditorDialog({ page, nextOrder = 0, onClose }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { license } = useActiveSession();
  const save = useSaveContentPage(license);
  const [draft, setDraft] = useState<TDraft>({
    Titel: page?.Titel ?? '',
    Slug: page?.Slug ?? '',
    Inhalt: page?.Inhalt ?? '',
    Zielgruppe: page?.Zielgruppe ?? 'ALLE',
    Veroeffentlicht: page?.Veroeffentlicht ?? false,
    Reihenfolge: String(page?.Reihenfolge ?? nextOrder),
  });
  // A new page's address follows its title until the admin types one.
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});

  const messageFor = (field: TField): string => {
    if (field === 'Titel' && draft.Titel.length > CONTENT_TITLE_MAX) return t('contentPages.editor.tooLong', { max: CONTENT_TITLE_MAX });
    if (field === 'Inhalt' && draft.Inhalt.length > CONTENT_MARKDOWN_MAX) return t('contentPages.editor.tooLong', { max: CONTENT_MARKDOWN_MAX });
    if (field === 'Slug' && draft.Slug.length > CONTENT_SLUG_MAX) return t('contentPages.editor.tooLong', { max: CONTENT_SLUG_MAX });
    if (field === 'Slug' && draft.Slug) return t('contentPages.editor.invalidSlug');
    return t('contentPages.editor.required');
  };

  const submit = () => {
    const parsed = ZContentPageCreate.safeParse({ ...draft, Reihenfolge: Number(draft.Reihenfolge) || 0 });
    if (!parsed.success) {
      const found: Partial<Record<TField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TField;
        found[field] ??= messageFor(field);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const { Titel, Inhalt, Zielgruppe, Veroeffentlicht, Reihenfolge } = parsed.data;
    save.mutate(page ? { slug: page.Slug, input: { Titel, Inhalt, Zielgruppe, Veroeffentlicht, Reihenfolge } } : { create: parsed.data }, {
      onSuccess: () => onClose(true),
      onError: (error) => {
        if (isApiError(error) && error.status === 409 && error.errors.some((e) => e.path === 'Slug')) setErrors({ Slug: t('contentPages.editor.slugTaken') });
        else if (isApiError(error) && error.errors.length) {
          const fields: TField[] = ['Titel', 'Slug', 'Inhalt', 'Reihenfolge'];
          setErrors(Object.fromEntries(error.errors.flatMap((e) => fields.filter((f) => e.path.split('.').includes(f))).map((f) => [f, messageFor(f)])));
        }
      },
    });
  };

  const fieldErrorShown = isApiError(save.error) && save.error.errors.length > 0;
  return (
    <FormDialog id={titleId} title={t(page ? 'contentPages.editor.editTitle' : 'contentPages.editor.addTitle')} fullScreen={fullScreen} onCancel={() => onClose(false)} onSubmit={submit} busy={save.isPending} submitLabel={t('contentPages.editor.save')} cancelLabel={t('contentPages.editor.cancel')} submitTestId="content-page-save" data-testid="content-page-editor">
      <TextField
        label={t('contentPages.editor.title')}
        required
        value={draft.Titel}
        onChange={(e) => {
          const Titel = e.target.value;
          setDraft((d) => ({ ...d, Titel, ...(!page && !slugTouched ? { Slug: slugFromTitle(Titel) } : {}) }));
        }}
        error={!!errors.Titel}
        helperText={errors.Titel}
        slotProps={{ htmlInput: { 'data-testid': 'content-page-title-input' } }}
      />
      {page ? (
        <FormHelperText sx={{ mt: 0 }}>{t('contentPages.editor.slugFixed', { slug: page.Slug })}</FormHelperText>
      ) : (
        <TextField
          label={t('contentPages.editor.slug')}
          required
          value={draft.Slug}
          onChange={(e) => {
            setSlugTouched(true);
            setDraft((d) => ({ ...d, Slug: e.target.value }));
          }}
          error={!!errors.Slug}
          helperText={errors.Slug ?? t('contentPages.editor.slugHelp', { slug: draft.Slug || '…' })}
          slotProps={{ htmlInput: { 'data-testid': 'content-page-slug-input', maxLength: CONTENT_SLUG_MAX } }}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControl sx={{ minWidth: 240 }}>
          <InputLabel id={`${titleId}-audience`}>{t('contentPages.editor.audience')}</InputLabel>
          <Select labelId={`${titleId}-audience`} label={t('contentPages.editor.audience')} value={draft.Zielgruppe} onChange={(e) => setDraft((d) => ({ ...d, Zielgruppe: e.target.value as TContentAudience }))}>
            {CONTENT_AUDIENCES.map((a) => (
              <MenuItem key={a} value={a}>
                {t(`contentPages.audience.${a}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          label={t('contentPages.editor.order')}
          type="number"
          value={draft.Reihenfolge}
          onChange={(e) => setDraft((d) => ({ ...d, Reihenfolge: e.target.value }))}
          error={!!errors.Reihenfolge}
          helperText={errors.Reihenfolge}
          sx={{ maxWidth: 160 }}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
        <Stack>
          <FormControlLabel
            control={<Switch checked={draft.Veroeffentlicht} onChange={(e) => setDraft((d) => ({ ...d, Veroeffentlicht: e.target.checked }))} slotProps={{ input: { 'aria-describedby': `${titleId}-published-help` } }} data-testid="content-page-published" />}
            label={t('contentPages.editor.published')}
          />
          <FormHelperText id={`${titleId}-published-help`} sx={{ mt: 0 }}>
            {t('contentPages.editor.publishedHelp')}
          </FormHelperText>
        </Stack>
      </Stack>
      <TextField
        label={t('contentPages.editor.body')}
        multiline
        minRows={10}
        maxRows={24}
        value={draft.Inhalt}
        onChange={(e) => setDraft((d) => ({ ...d, Inhalt: e.target.value }))}
        error={!!errors.Inhalt}
        helperText={errors.Inhalt ?? t('contentPages.editor.bodyHelp')}
        slotProps={{ htmlInput: { 'data-testid': 'content-page-body-input', style: { fontFamily: 'monospace' } } }}
      />
      {save.isError && !fieldErrorShown ? <ErrorAlert error={save.error} /> : null}
    </FormDialog>
  );
}
