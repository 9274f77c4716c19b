import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDialogFrame } from '../../../ui/detail/detail-dialog-frame';
import { useActiveSession } from '../../session';
import { useCustomer } from '../api/get-customer';
import { CustomerDetailView, type TCustomerFocus } from './customer-detail-view';

/** Spec 000 §9: detail dialogs 1024 px wide (90vw maximised). */
const CUSTOMER_DIALOG_WIDTH = 1024;

/** The customer as a dialog over the page that opened it (the birthday list, spec 000 §2.9); tabs kept locally. */
export function CustomerDetailDialog({ customerId, onClose }: { customerId: string | null; onClose: () => void }) {
  return customerId ? <OpenCustomerDialog key={customerId} customerId={customerId} onClose={onClose} /> : null;
}

function OpenCustomerDialog({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const customer = useCustomer(license, customerId);
  const [focus, setFocus] = useState<TCustomerFocus>('uebersicht');
  return (
    <DetailDialogFrame open onClose={onClose} title={customer.data?.Kundenname ?? t('customerDetail.title')} width={CUSTOMER_DIALOG_WIDTH} data-testid="customer-detail-dialog">
      <CustomerDetailView customerId={customerId} focus={focus} onFocusChange={setFocus} />
    </DetailDialogFrame>
  );
}
