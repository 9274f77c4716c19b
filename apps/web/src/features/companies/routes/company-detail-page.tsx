import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PrintStyles } from '../../../ui/print-styles';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { useCompany } from '../api/get-company';
import { CompanyDetailView } from '../components/company-detail-view';

type Props = {
  id: string;
  /** ?print=1: the feed without the panel (spec 000 §2.9). */
  print: boolean;
  onPrintChange: (print: boolean) => void;
};

/** /gesellschaft/{id} and /gesellschaften/{id}/{focus}: the company element as a page, with a print view. */
export function CompanyDetailPage({ id, print, onPrintChange }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const company = useCompany(license, id);
  usePageTitle(company.data?.Suchname ?? t('companyDetail.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }} data-testid="company-detail-page">
      <PrintStyles />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }} data-print-hide>
        {print ? (
          <>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="company-print-now">
              {t('detail.print')}
            </Button>
            <Button startIcon={<CloseIcon />} onClick={() => onPrintChange(false)} data-testid="company-print-exit">
              {t('companyDetail.exitPrintView')}
            </Button>
          </>
        ) : (
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => onPrintChange(true)} data-testid="company-print-view">
            {t('companyDetail.printView')}
          </Button>
        )}
      </Stack>
      <CompanyDetailView companyId={id} print={print} headingLevel={1} />
    </Stack>
  );
}
