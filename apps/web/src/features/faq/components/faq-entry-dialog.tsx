import { Autocomplete, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZFaqEntryInput, type TFaqEntry, type TFaqEntryInput } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useActiveSession } from '../../session';
import { useSaveFaqEntry } from '../api';
import { FormDialog } from '../../../ui/form-dialog';

type TFieldName = keyof TFaqEntryInput;
type TDraft = { Kategorie: string; Frage: string; Antwort: string; SortOrder: string };
const LIMITS: Record<Exclude<TFieldName, 'SortOrder'>, number> = { Kategorie: 120, Frage: 500, Antwort: 10_000 };

type Props = { entry: TFaqEntry | null; categories: readonly string[]; nextOrder: number; onClose: (saved: boolean) => void };

/** Adds or changes an FAQ entry; checked with the API's own schema before it is sent, the server's field errors shown too. */
export function FaqEntryDialog({ entry, categories, nextOrder, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { license } = useActiveSession();
  const save = useSaveFaqEntry(license);
  const [draft, setDraft] = useState<TDraft>({
    Kategorie: entry?.Kategorie ?? categories[0] ?? '',
    Frage: entry?.Frage ?? '',
    Antwort: entry?.Antwort ?? '',
    SortOrder: String(entry?.SortOrder ?? nextOrder),
  });
  const [errors, setErrors] = useState<Partial<Record<TFieldName, string>>>({});
  const set = (name: keyof TDraft) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));

  const messageFor = (name: TFieldName, value: string): string => {
    if (name !== 'SortOrder' && value.length > LIMITS[name]) return t('faq.dialog.tooLong', { max: LIMITS[name] });
    return t('faq.dialog.required');
  };
  const submit = () => {
    const parsed = ZFaqEntryInput.safeParse({ ...draft, SortOrder: Number(draft.SortOrder) || 0 });
    if (!parsed.success) {
      const found: Partial<Record<TFieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as TFieldName;
        found[name] ??= messageFor(name, String(draft[name]));
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: entry?.Id ?? null, input: parsed.data },
      {
        onSuccess: () => onClose(true),
        onError: (error) => {
          if (isApiError(error) && error.errors.length) {
            const fields = Object.keys(draft) as TFieldName[];
            const named = error.errors.flatMap((f) => fields.filter((name) => f.path.split('.').includes(name)));
            setErrors(Object.fromEntries(named.map((name) => [name, messageFor(name, String(draft[name]))])));
          }
        },
      },
    );
  };

  return (
    <FormDialog id={titleId} title={t(entry ? 'faq.dialog.editTitle' : 'faq.dialog.addTitle')} onCancel={() => onClose(false)} onSubmit={submit} busy={save.isPending} submitLabel={t('faq.dialog.save')} submitTestId="faq-save" data-testid="faq-entry-dialog">
      <Autocomplete
        freeSolo
        options={[...categories]}
        inputValue={draft.Kategorie}
        onInputChange={(_, value) => set('Kategorie')(value)}
        renderInput={(params) => (
          <TextField {...params} label={t('faq.dialog.category')} required error={!!errors.Kategorie} helperText={errors.Kategorie} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'faq-category' } }} />
        )}
      />
      <TextField label={t('faq.dialog.question')} required value={draft.Frage} onChange={(e) => set('Frage')(e.target.value)} error={!!errors.Frage} helperText={errors.Frage} slotProps={{ htmlInput: { 'data-testid': 'faq-question' } }} />
      <TextField
        label={t('faq.dialog.answer')}
        required
        multiline
        minRows={5}
        value={draft.Antwort}
        onChange={(e) => set('Antwort')(e.target.value)}
        error={!!errors.Antwort}
        helperText={errors.Antwort ?? t('faq.dialog.answerHelp')}
        slotProps={{ htmlInput: { 'data-testid': 'faq-answer' } }}
      />
      <TextField label={t('faq.dialog.order')} type="number" value={draft.SortOrder} onChange={(e) => set('SortOrder')(e.target.value)} error={!!errors.SortOrder} helperText={errors.SortOrder} sx={{ maxWidth: 260 }} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
      {save.isError && !(isApiError(save.error) && save.error.errors.length) ? <ErrorAlert error={save.error} /> : null}
    </FormDialog>
  );
}
