import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/use-page-title';
import { FileDropZone } from '../../documents/components/file-drop-zone';
import { useActiveSession } from '../../session';
import { useCustomer } from '../api/get-customer';
import { CustomerDetailView, normaliseCustomerFocus, type TCustomerFocus } from '../components/customer-detail-view';

/** /kunde/{id}/{focus} (and /kunde/{id} → Übersicht): tabs follow the URL. */
export function CustomerDetailPage({ id, focus }: { id: string; focus?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { license } = useActiveSession();
  const customer = useCustomer(license, id);
  usePageTitle(customer.data?.Kundenname ?? t('customerDetail.title'));
  const change = (next: TCustomerFocus) => {
    if (next !== normaliseCustomerFocus(focus)) void navigate({ to: '/kunde/$id/$focus', params: { id, focus: next }, replace: true });
  };
  return (
    <FileDropZone links={{ customerId: id }} linkLabel={t('documents.upload.targets.customer', { name: customer.data?.Kundenname ?? '' })}>
      <CustomerDetailView customerId={id} focus={focus} onFocusChange={change} />
    </FileDropZone>
  );
}
