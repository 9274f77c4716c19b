import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, InputLabel, MenuItem, Radio, RadioGroup, Select, Stack, TextField, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_ACTIONS, CARD_FILTER_OPERATORS, CARD_ICONS, DATA_CATALOG, OPERATORS_BY_TYPE, REPORT_CONTEXT_TYPE, type TCardInput, type TViewCard } from '@portal/domain';
import { ReportCardFields } from '../../report-cards';
import { useActiveSession } from '../../session';
import { translateError } from '../../../ui/translate-error';
import { cardFromForm, formOf, type TCardForm, type TCardFormErrors } from '../card-form';
import { CardIcon } from './card-icon';
import { cardName } from './card-tile';

type Props = {
  card: TViewCard | null;
  parentId: string | null;
  groupCards: TViewCard[];
  onClose: () => void;
  onSave: (input: TCardInput) => Promise<void>;
};

/**
 * The card editor (spec 000 §3 Card): icon, name de/en, link or action, and the contracts-list filter
 * (Property, Operator, Value) that /vertrag?cardId= applies; validated by the server's own schema.
 */
export function CardEditorDialog({ card, parentId, groupCards, onClose, onSave }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [form, setForm] = useState<TCardForm>(() => formOf(card, parentId));
  const { license } = useActiveSession();
  const [errors, setErrors] = useState<TCardFormErrors>({});
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof TCardForm>(key: K, value: TCardForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  // A report card filters its context's list (issue 13); any other card the contracts list. Broker-only properties
  // too: the admin decides who gets the card.
  const isReport = form.target === 'action' && form.action === 'report';
  const filterCatalog = DATA_CATALOG[isReport ? REPORT_CONTEXT_TYPE[form.report.context] : 'Vertrag'];
  const propertyType = filterCatalog.find((p) => p.name === form.property)?.type;
  const operators = CARD_FILTER_OPERATORS.filter((o) => !propertyType || (OPERATORS_BY_TYPE[propertyType] as readonly string[]).includes(o));

  const save = async () => {
    const result = cardFromForm(form);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(result.input);
    } catch (e) {
      setSaveError(e);
    } finally {
      setSaving(false);
    }
  };
  // The schema's messages are English; the user reads a translated one per field.
  const message = (key: Exclude<keyof TCardForm, 'report'>) => (errors[key] ? t(`cards.editor.invalid.${key}`) : undefined);
  const err = (key: Exclude<keyof TCardForm, 'report'>) => ({ error: !!errors[key], helperText: message(key) });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="card-editor">
      <DialogTitle id={titleId}>{card ? t('cards.editor.editTitle') : t('cards.editor.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={t('cards.editor.nameDe')} value={form.nameDe} onChange={(e) => set('nameDe', e.target.value)} required {...err('nameDe')} slotProps={{ htmlInput: { 'data-testid': 'card-name-de', maxLength: 80 } }} />
          <TextField label={t('cards.editor.nameEn')} value={form.nameEn} onChange={(e) => set('nameEn', e.target.value)} required {...err('nameEn')} slotProps={{ htmlInput: { 'data-testid': 'card-name-en', maxLength: 80 } }} />
          <FormControl>
            <FormLabel id={`${titleId}-icon`}>{t('cards.editor.icon')}</FormLabel>
            <ToggleButtonGroup exclusive value={form.icon} onChange={(_, v: string | null) => v && set('icon', v)} aria-labelledby={`${titleId}-icon`} sx={{ flexWrap: 'wrap' }}>
              {CARD_ICONS.map((icon) => (
                <Tooltip key={icon} title={t(`cards.icons.${icon}`)}>
                  <ToggleButton value={icon} aria-label={t(`cards.icons.${icon}`)} size="small">
                    <CardIcon name={icon} />
                  </ToggleButton>
                </Tooltip>
              ))}
            </ToggleButtonGroup>
          </FormControl>
          <FormControl>
            <FormLabel id={`${titleId}-target`}>{t('cards.editor.target')}</FormLabel>
            <RadioGroup row aria-labelledby={`${titleId}-target`} value={form.target} onChange={(e) => set('target', e.target.value as TCardForm['target'])}>
              <FormControlLabel value="link" control={<Radio />} label={t('cards.editor.link')} />
              <FormControlLabel value="action" control={<Radio />} label={t('cards.editor.action')} />
            </RadioGroup>
          </FormControl>
          {form.target === 'link' ? (
            <TextField label={t('cards.editor.link')} value={form.link} onChange={(e) => set('link', e.target.value)} {...err('link')} helperText={message('link') ?? t('cards.editor.linkHint')} slotProps={{ htmlInput: { 'data-testid': 'card-link' } }} />
          ) : (
            <FormControl>
              <InputLabel id={`${titleId}-action`}>{t('cards.editor.action')}</InputLabel>
              <Select labelId={`${titleId}-action`} label={t('cards.editor.action')} value={form.action} onChange={(e) => set('action', e.target.value)}>
                {CARD_ACTIONS.map((a) => (
                  <MenuItem key={a} value={a}>
                    {t(`cards.actions.${a}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          <FormControl>
            <InputLabel id={`${titleId}-parent`}>{t('cards.editor.parent')}</InputLabel>
            <Select labelId={`${titleId}-parent`} label={t('cards.editor.parent')} value={form.parentId ?? ''} onChange={(e) => set('parentId', e.target.value || null)} {...(errors.parentId ? { error: true } : {})}>
              <MenuItem value="">{t('cards.editor.noParent')}</MenuItem>
              {groupCards.filter((g) => g.Id !== card?.Id).map((g) => (
                <MenuItem key={g.Id} value={g.Id}>
                  {cardName(g, i18n.language)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {isReport ? (
            <Suspense fallback={null}>
              <ReportCardFields
                license={license}
                form={form.report}
                onChange={(report) => set('report', report)}
                errors={{
                  ...(errors.templateId ? { templateId: t('reportCards.editor.invalid', { message: errors.templateId }) } : {}),
                  ...(errors.context ? { context: t('reportCards.editor.invalid', { message: errors.context }) } : {}),
                  ...(errors.extra ? { extra: t('reportCards.editor.invalid', { message: errors.extra }) } : {}),
                  ...(errors.sparten ? { sparten: t('reportCards.editor.invalid', { message: errors.sparten }) } : {}),
                }}
              />
            </Suspense>
          ) : null}
          <FormLabel component="p">{isReport ? t('reportCards.editor.filter') : t('cards.editor.filter')}</FormLabel>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <FormControl sx={{ minWidth: 180 }} error={!!errors.property}>
              <InputLabel id={`${titleId}-property`}>{t('cards.editor.property')}</InputLabel>
              <Select labelId={`${titleId}-property`} label={t('cards.editor.property')} value={form.property} onChange={(e) => set('property', e.target.value)} data-testid="card-property">
                <MenuItem value="">{t('cards.editor.noFilter')}</MenuItem>
                {filterCatalog.map(({ name: p }) => (
                  <MenuItem key={p} value={p}>
                    {p}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl sx={{ minWidth: 160 }} error={!!errors.operator} disabled={!form.property}>
              <InputLabel id={`${titleId}-operator`}>{t('cards.editor.operator')}</InputLabel>
              <Select labelId={`${titleId}-operator`} label={t('cards.editor.operator')} value={form.operator} onChange={(e) => set('operator', e.target.value)} data-testid="card-operator">
                {operators.map((o) => (
                  <MenuItem key={o} value={o}>
                    {o}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <TextField label={t('cards.editor.value')} value={form.value} disabled={!form.property} onChange={(e) => set('value', e.target.value)} {...err('value')} helperText={message('value') ?? (form.operator === 'In' ? t('cards.editor.listHint') : propertyType === 'boolean' ? t('cards.editor.booleanHint') : undefined)} sx={{ flex: 1 }} slotProps={{ htmlInput: { 'data-testid': 'card-value' } }} />
          </Stack>
          {errors.property || errors.operator || errors.parentId ? <Alert severity="error">{message('property') ?? message('operator') ?? message('parentId')}</Alert> : null}
          {saveError ? <Alert severity="error">{translateError(t, saveError)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cards.editor.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving} data-testid="card-editor-save">
          {t('cards.editor.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
