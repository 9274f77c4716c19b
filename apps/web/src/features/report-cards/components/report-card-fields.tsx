import '../i18n/german';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button, FormControl, FormHelperText, FormLabel, IconButton, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_FILTER_OPERATORS, DATA_CATALOG, OPERATORS_BY_TYPE, REPORT_CONTEXT_TYPE, REPORT_CONTEXTS, SPARTEN_FILTER_OPERATORS, type TReportContext } from '@portal/domain';
import { usePdfTemplates } from '../api/report-cards';
import type { TFilterRow, TReportForm } from '../report-form';

type Props = {
  license: string;
  form: TReportForm;
  onChange: (form: TReportForm) => void;
  errors: Partial<Record<'templateId' | 'context' | 'extra' | 'sparten', string>>;
};

/**
 * The report card's own fields in the card editor (spec 001 §3 Report card): context, PDF template of that context,
 * further filters on the context's list and, for Spartendaten, filters on the contract's line data.
 */
export function ReportCardFields({ license, form, onChange, errors }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const templates = usePdfTemplates(license);
  const matching = (templates.data ?? []).filter((tpl) => tpl.Context === form.context);
  const set = (patch: Partial<TReportForm>) => onChange({ ...form, ...patch });
  const type = REPORT_CONTEXT_TYPE[form.context];
  const properties = DATA_CATALOG[type].map((p) => p.name);

  return (
    <Stack spacing={2} data-testid="report-card-fields">
      <FormLabel component="p">{t('reportCards.editor.section')}</FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <FormControl sx={{ minWidth: 180 }} error={!!errors.context}>
          <InputLabel id={`${id}-context`}>{t('reportCards.editor.context')}</InputLabel>
          <Select labelId={`${id}-context`} label={t('reportCards.editor.context')} value={form.context} onChange={(e) => set({ context: e.target.value as TReportContext, templateId: '' })} data-testid="report-context">
            {REPORT_CONTEXTS.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`reportCards.contexts.${c}`)}
              </MenuItem>
            ))}
          </Select>
          {errors.context ? <FormHelperText>{errors.context}</FormHelperText> : null}
        </FormControl>
        <FormControl sx={{ flex: 1 }} error={!!errors.templateId} required>
          <InputLabel id={`${id}-template`}>{t('reportCards.editor.template')}</InputLabel>
          <Select labelId={`${id}-template`} label={t('reportCards.editor.template')} value={matching.some((m) => m.Id === form.templateId) ? form.templateId : ''} onChange={(e) => set({ templateId: e.target.value })} data-testid="report-template">
            {matching.map((tpl) => (
              <MenuItem key={tpl.Id} value={tpl.Id}>
                {tpl.Name}
              </MenuItem>
            ))}
          </Select>
          {errors.templateId ? <FormHelperText>{errors.templateId}</FormHelperText> : null}
        </FormControl>
      </Stack>
      {templates.isSuccess && matching.length === 0 ? <Alert severity="info">{t('reportCards.editor.noTemplates')}</Alert> : null}
      <FilterRows
        label={t('reportCards.editor.additionalFilters')}
        rows={form.extra}
        onChange={(extra) => set({ extra })}
        properties={properties}
        operatorsOf={(p) => {
          const def = DATA_CATALOG[type].find((x) => x.name === p);
          return CARD_FILTER_OPERATORS.filter((o) => !def || (OPERATORS_BY_TYPE[def.type] as readonly string[]).includes(o));
        }}
        error={errors.extra}
        testId="report-extra"
      />
      {form.context === 'Spartendaten' ? (
        <FilterRows label={t('reportCards.editor.spartenFilters')} rows={form.sparten} onChange={(sparten) => set({ sparten })} properties={null} operatorsOf={() => SPARTEN_FILTER_OPERATORS} error={errors.sparten} testId="report-sparten" />
      ) : null}
    </Stack>
  );
}

type TRowsProps = {
  label: string;
  rows: TFilterRow[];
  onChange: (rows: TFilterRow[]) => void;
  /** The properties to choose from; null: free text (line data keys). */
  properties: string[] | null;
  operatorsOf: (property: string) => readonly string[];
  error: string | undefined;
  testId: string;
};

function FilterRows({ label, rows, onChange, properties, operatorsOf, error, testId }: TRowsProps) {
  const { t } = useTranslation();
  const id = useId();
  const update = (i: number, patch: Partial<TFilterRow>) => onChange(rows.map((r, n) => (n === i ? { ...r, ...patch } : r)));
  return (
    <Stack spacing={1} data-testid={testId}>
      <FormLabel component="p">{label}</FormLabel>
      {rows.map((row, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          {properties ? (
            <FormControl sx={{ minWidth: 180 }}>
              <InputLabel id={`${id}-p${i}`}>{t('reportCards.editor.property')}</InputLabel>
              <Select labelId={`${id}-p${i}`} label={t('reportCards.editor.property')} value={row.property} onChange={(e) => update(i, { property: e.target.value })}>
                {properties.map((p) => (
                  <MenuItem key={p} value={p}>
                    {p}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          ) : (
            <TextField label={t('reportCards.editor.spartenProperty')} value={row.property} onChange={(e) => update(i, { property: e.target.value })} slotProps={{ htmlInput: { maxLength: 80 } }} />
          )}
          <FormControl sx={{ minWidth: 150 }}>
            <InputLabel id={`${id}-o${i}`}>{t('reportCards.editor.operator')}</InputLabel>
            <Select labelId={`${id}-o${i}`} label={t('reportCards.editor.operator')} value={row.operator} onChange={(e) => update(i, { operator: e.target.value })}>
              {operatorsOf(row.property).map((o) => (
                <MenuItem key={o} value={o}>
                  {o}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <TextField label={t('reportCards.editor.value')} value={row.value} onChange={(e) => update(i, { value: e.target.value })} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 500 } }} />
          <IconButton aria-label={t('reportCards.editor.removeFilter')} onClick={() => onChange(rows.filter((_, n) => n !== i))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <div>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rows, { property: '', operator: '', value: '' }])}>
          {t('reportCards.editor.addFilter')}
        </Button>
      </div>
    </Stack>
  );
}
