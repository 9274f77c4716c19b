import { Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { defaultAnalysisPeriod } from '@portal/domain';

export type TPeriod = { from: string; to: string };

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
      <TextField
        type="date"
        size="small"
        label={t('portfolioAnalysis.period.from')}
        value={value.from}
        onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })}
        error={invalid}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'period-from', max: value.to } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('portfolioAnalysis.period.to')}
        value={value.to}
        onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })}
        error={invalid}
        helperText={invalid ? t('portfolioAnalysis.period.invalid') : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'period-to', min: value.from } }}
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
