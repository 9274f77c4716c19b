import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { useAddress } from '../api/get-address';
import { AddressDetailView, addressTitle } from '../components/address-detail-view';

/** /adresse/{id}[/{focus}]: one page, the focus has no tabs to select yet. */
export function AddressDetailPage({ id }: { id: string; focus?: string }) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const address = useAddress(license, id);
  usePageTitle((address.data && addressTitle(address.data)) ?? t('addressDetail.title'));
  return <AddressDetailView addressId={id} />;
}
