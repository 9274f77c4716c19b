import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, LinearProgress, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canSaveNeedsAnalysis,
  EMPTY_NEEDS_ANALYSIS,
  PRIVATE_SITUATIONS,
  PROFESSIONAL_SITUATIONS,
  WHAT_AM_I,
  WHAT_DO_I_OWN,
  type TNeedsAnalysis,
  type TNeedsAnalysisDraft,
  type TNeedsAnalysisState,
} from '@portal/domain';
import { translateError } from '../../../ui/translate-error';
import { useSaveNeedsAnalysis } from '../api';

type Props = {
  license: string;
  /** The member's earlier answers, to start from. */
  initial: TNeedsAnalysis | null;
  onSaved: (state: TNeedsAnalysisState) => void;
  /** Rendered beside Save (e.g. the dialog's close button). */
  secondaryAction?: React.ReactNode;
};

/** The questions read as headings of their groups, not as faint field labels. */
const QUESTION_SX = { fontWeight: 500, color: 'text.primary', mb: 0.5 } as const;

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value));

/** The four questions of spec 000 §2.3; Save follows the rule of §5 (canSaveNeedsAnalysis), progress while saving (§4). */
export function NeedsAnalysisForm({ license, initial, onSaved, secondaryAction }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TNeedsAnalysisDraft>(initial ?? EMPTY_NEEDS_ANALYSIS);
  const save = useSaveNeedsAnalysis(license);
  const ready = canSaveNeedsAnalysis(draft);

  const submit = () => {
    if (!canSaveNeedsAnalysis(draft) || draft.PrivateSituation === null || draft.BeruflicheSituation === null) return;
    save.mutate(
      { PrivateSituation: draft.PrivateSituation, BeruflicheSituation: draft.BeruflicheSituation, WasBinIch: [...draft.WasBinIch], WasBesitzeIch: [...draft.WasBesitzeIch] },
      { onSuccess: onSaved },
    );
  };

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="needs-analysis-form"
    >
      <FormControl>
        <FormLabel id="na-private" sx={QUESTION_SX}>{t('needsAnalysis.privateSituation')}</FormLabel>
        <RadioGroup
          aria-labelledby="na-private"
          value={draft.PrivateSituation ?? ''}
          onChange={(_, v) => setDraft((d) => ({ ...d, PrivateSituation: v as TNeedsAnalysisDraft['PrivateSituation'] }))}
        >
          {PRIVATE_SITUATIONS.map((v) => (
            <FormControlLabel key={v} value={v} control={<Radio />} label={t(`needsAnalysis.private.${v}`)} data-testid={`na-private-${v}`} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="na-professional" sx={QUESTION_SX}>{t('needsAnalysis.professionalSituation')}</FormLabel>
        <RadioGroup
          aria-labelledby="na-professional"
          value={draft.BeruflicheSituation ?? ''}
          onChange={(_, v) => setDraft((d) => ({ ...d, BeruflicheSituation: v as TNeedsAnalysisDraft['BeruflicheSituation'] }))}
        >
          {PROFESSIONAL_SITUATIONS.map((v) => (
            <FormControlLabel key={v} value={v} control={<Radio />} label={t(`needsAnalysis.professional.${v}`)} data-testid={`na-professional-${v}`} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={QUESTION_SX}>
          {t('needsAnalysis.whatAmI')}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({t('needsAnalysis.multiple')})
          </Typography>
        </FormLabel>
        <FormGroup>
          {WHAT_AM_I.map((v) => (
            <FormControlLabel
              key={v}
              control={<Checkbox checked={draft.WasBinIch.includes(v)} onChange={(_, on) => setDraft((d) => ({ ...d, WasBinIch: toggle(d.WasBinIch, v, on) }))} />}
              label={t(`needsAnalysis.am.${v}`)}
              data-testid={`na-am-${v}`}
            />
          ))}
        </FormGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={QUESTION_SX}>
          {t('needsAnalysis.whatDoIOwn')}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({t('needsAnalysis.multiple')})
          </Typography>
        </FormLabel>
        <FormGroup>
          {WHAT_DO_I_OWN.map((v) => (
            <FormControlLabel
              key={v}
              control={<Checkbox checked={draft.WasBesitzeIch.includes(v)} onChange={(_, on) => setDraft((d) => ({ ...d, WasBesitzeIch: toggle(d.WasBesitzeIch, v, on) }))} />}
              label={t(`needsAnalysis.own.${v}`)}
              data-testid={`na-own-${v}`}
            />
          ))}
        </FormGroup>
      </FormControl>
      {save.isError ? <Alert severity="error">{translateError(t, save.error)}</Alert> : null}
      {save.isPending ? (
        <Box role="status">
          <Typography variant="body2">{t('needsAnalysis.saving')}</Typography>
          <LinearProgress aria-label={t('needsAnalysis.saving')} data-testid="needs-analysis-progress" />
        </Box>
      ) : null}
      {!ready ? (
        <Typography variant="body2" color="text.secondary" id="na-missing">
          {t('needsAnalysis.missing')}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {secondaryAction}
        <Button type="submit" variant="contained" disabled={!ready || save.isPending} aria-describedby={ready ? undefined : 'na-missing'} data-testid="needs-analysis-save">
          {t('needsAnalysis.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
