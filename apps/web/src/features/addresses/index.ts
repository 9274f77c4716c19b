export { AddressDetailPage } from './routes/address-detail-page';
export { AddressDetailView, addressTitle } from './components/address-detail-view';
export { addressQueryOptions, getAddress, useAddress, type TAddressDetail } from './api/get-address';
export { AddressListPage } from './routes/address-list-page';
