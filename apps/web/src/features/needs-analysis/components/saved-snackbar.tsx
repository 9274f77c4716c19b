import { Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Spec 000 §8: 'Ihre Eingaben wurden erfolgreich gespeichert. Vielen Dank!' for 5 s. */
export function SavedSnackbar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return <Snackbar open={open} autoHideDuration={5000} onClose={onClose} message={t('needsAnalysis.saved')} data-testid="needs-analysis-saved" />;
}
