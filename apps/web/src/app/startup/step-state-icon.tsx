import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { CircularProgress } from '@mui/material';
import type { TStepState } from '@portal/domain';

type Props = { state: TStepState; running: boolean };

/** The icon of a preload step; the state's text sits beside it, so the icon is decoration only. */
export function StepStateIcon({ state, running }: Props) {
  switch (state) {
    case 'Success':
      return <CheckCircleIcon color="success" aria-hidden="true" />;
    case 'Failure':
      return <ErrorIcon color="error" aria-hidden="true" />;
    case 'Wait':
      return <HourglassEmptyIcon color="action" aria-hidden="true" />;
    case 'Open':
      return running ? <CircularProgress size={22} aria-hidden="true" /> : <RadioButtonUncheckedIcon color="action" aria-hidden="true" />;
  }
}
