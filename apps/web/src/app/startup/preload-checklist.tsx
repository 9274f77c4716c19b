import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PRELOAD_STEPS, type TPreloadState } from '@portal/domain';
import { StepStateIcon } from './step-state-icon';

type Props = { steps: TPreloadState; running: boolean };

/** The checklist of spec 000 §2.6: each preload step with its state, announced as it changes. */
export function PreloadChecklist({ steps, running }: Props) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('startup.checklistLabel')} aria-live="polite" data-testid="startup-checklist" dense>
      {PRELOAD_STEPS.map((step) => (
        <ListItem key={step} data-testid={`startup-step-${step}`} data-state={steps[step]}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <StepStateIcon state={steps[step]} running={running} />
          </ListItemIcon>
          <ListItemText primary={t(`startup.steps.${step}`)} secondary={t(`startup.states.${steps[step]}`)} />
        </ListItem>
      ))}
    </List>
  );
}
