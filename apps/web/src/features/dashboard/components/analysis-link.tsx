import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/router-links';

/** The way from the start page to the portfolio analysis /auswertung (the spec's Auswertung tab). */
export function AnalysisLink({ variant = 'text' }: { variant?: 'text' | 'outlined' }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/auswertung" size="small" variant={variant} startIcon={<InsightsIcon />} title={t('dashboard.analysis.hint')} data-testid="dashboard-analysis-link">
      {t('dashboard.analysis.open')}
    </ButtonLink>
  );
}
