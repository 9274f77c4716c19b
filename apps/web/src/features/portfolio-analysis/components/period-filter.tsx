import { Button, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultAnalysisPeriod, formatDate, parseGermanDate } from '@portal/domain';

export type TPeriod = { from: string; to: string };

/**
 * One end of the period as TT.MM.JJJJ text, as every date filter of the portal (a native date input follows the
 * browser's locale and showed mm/dd/yyyy on a German page). A typed date that exists moves the period; other text
 * stays as typed and is marked, the period keeps its last good value.
 */
function PeriodDate({ label, value, invalid, helper, testId, onChange }: { label: string; value: string; invalid: boolean; helper?: string; testId: string; onChange: (iso: string) => void }) {
  const { t } = useTranslation();
  const shown = formatDate(value) ?? '';
  const [typed, setTyped] = useState(shown);
  // A period set from outside (a preset, the other end) replaces the text unless it already says that day.
  useEffect(() => setTyped((current) => (parseGermanDate(current) === value ? current : shown)), [value, shown]);
  const unreadable = typed.trim() !== '' && parseGermanDate(typed) === null;
  return (
    <TextField
      size="small"
      label={label}
      value={typed}
      placeholder={t('dataTable.dateHint')}
      onChange={(e) => {
        setTyped(e.target.value);
        const iso = parseGermanDate(e.target.value);
        if (iso) onChange(iso);
      }}
      error={invalid || unreadable}
      helperText={unreadable ? t('portfolioAnalysis.period.unreadable') : helper}
      sx={{ width: 170 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId, inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } }}
    />
  );
}

/** The period: two dates and the spans a broker picks most (last 12 months, this year, last year). */
export function PeriodFilter({ value, today, invalid, onChange }: { value: TPeriod; today: string; invalid: boolean; onChange: (p: TPeriod) => void }) {
  const { t } = useTranslation();
  const year = Number(today.slice(0, 4));
  const presets: { key: 'last12' | 'thisYear' | 'lastYear'; period: TPeriod }[] = [
    { key: 'last12', period: defaultAnalysisPeriod(today) },
    { key: 'thisYear', period: { from: `${year}-01-01`, to: today } },
    { key: 'lastYear', period: { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` } },
  ];
  return (
    <Stack component="fieldset" direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', border: 0, p: 0, m: 0 }} data-testid="analysis-period">
      <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('portfolioAnalysis.period.legend')}</legend>
      <PeriodDate label={t('portfolioAnalysis.period.from')} value={value.from} invalid={invalid} testId="period-from" onChange={(from) => onChange({ ...value, from })} />
      <PeriodDate
        label={t('portfolioAnalysis.period.to')}
        value={value.to}
        invalid={invalid}
        helper={invalid ? t('portfolioAnalysis.period.invalid') : undefined}
        testId="period-to"
        onChange={(to) => onChange({ ...value, to })}
      />
      <Stack direction="row" spacing={0.5} role="group" aria-label={t('portfolioAnalysis.period.presets')} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {presets.map((p) => {
          const active = p.period.from === value.from && p.period.to === value.to;
          return (
            <Button key={p.key} size="small" variant={active ? 'contained' : 'outlined'} aria-pressed={active} onClick={() => onChange(p.period)} data-testid={`period-${p.key}`}>
              {t(`portfolioAnalysis.period.${p.key}`)}
            </Button>
          );
        })}
      </Stack>
    </Stack>
  );
}
