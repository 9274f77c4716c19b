/**
 * Detail pages of spec 001 §2.1: kunde/{id}/{focus}, vertrag/{id}/{focus}[/{sparte}], kompakt/{id}/{focus},
 * schaden/{id}/{focus}, gewerbe_schaden/{id}[/{focus}], adresse/{id}/{focus}, gesellschaft/{id},
 * gesellschaften/{id}/{focus}. Paths without a focus show the first tab.
 *
 * The list routes share the first segment (vertrag/{filter}/{value}, schaden/offen, …): the contract and
 * claim routes here only match ids (a params.parse gate), so vertrag/status/Angebot stays a list.
 */
import { createRoute, useNavigate } from '@tanstack/react-router';
import { contractDetailSearch } from '../../../features/contracts/contract-search';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

// Each detail page is its own chunk, loaded with its route.
const AddressDetailPage = lazyPage(() => import('../../../features/addresses/routes/address-detail-page'), 'AddressDetailPage');
const ClaimDetailPage = lazyPage(() => import('../../../features/claims/routes/claim-detail-page'), 'ClaimDetailPage');
const CompanyDetailPage = lazyPage(() => import('../../../features/companies/routes/company-detail-page'), 'CompanyDetailPage');
const ContractDetailPage = lazyPage(() => import('../../../features/contracts/routes/contract-detail-page'), 'ContractDetailPage');
const CustomerDetailPage = lazyPage(() => import('../../../features/customers/routes/customer-detail-page'), 'CustomerDetailPage');

/** Ids are UUIDs; anything else is left to the list routes (or the 404 page). */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isObjectId = (value: string): boolean => ID_PATTERN.test(value);

/** ?print=1 on the company page: the feed without the panel (spec 000 §2.9). */
const printSearch = (search: Record<string, unknown>): { print?: 1 } => (search.print === 1 || search.print === '1' || search.print === true ? { print: 1 } : {});

export function createDetailRoutes(shellRoute: TShellRoute) {
  const customerRoute = createRoute({ getParentRoute: () => shellRoute, path: 'kunde/$id', component: withPages(CustomerRoute, CustomerDetailPage) });
  const customerFocusRoute = createRoute({ getParentRoute: () => shellRoute, path: 'kunde/$id/$focus', component: withPages(CustomerFocusRoute, CustomerDetailPage) });
  function CustomerRoute() {
    const { id } = customerRoute.useParams();
    return <CustomerDetailPage id={id} />;
  }
  function CustomerFocusRoute() {
    const { id, focus } = customerFocusRoute.useParams();
    return <CustomerDetailPage id={id} focus={focus} />;
  }

  const contractRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'vertrag/$id',
    params: { parse: (p) => (isObjectId(p.id) ? p : false) },
    validateSearch: contractDetailSearch,
    component: withPages(ContractRoute, ContractDetailPage),
  });
  const contractFocusRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'vertrag/$id/$focus',
    params: { parse: (p) => (isObjectId(p.id) ? p : false) },
    validateSearch: contractDetailSearch,
    component: withPages(ContractFocusRoute, ContractDetailPage),
  });
  const contractLineRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'vertrag/$id/$focus/$sparte',
    params: { parse: (p) => (isObjectId(p.id) ? p : false) },
    validateSearch: contractDetailSearch,
    component: withPages(ContractLineRoute, ContractDetailPage),
  });
  function ContractRoute() {
    const { id } = contractRoute.useParams();
    return <ContractDetailPage key={id} id={id} base="vertrag" search={contractRoute.useSearch()} />;
  }
  function ContractFocusRoute() {
    const { id, focus } = contractFocusRoute.useParams();
    return <ContractDetailPage key={id} id={id} focus={focus} base="vertrag" search={contractFocusRoute.useSearch()} />;
  }
  function ContractLineRoute() {
    const { id, focus, sparte } = contractLineRoute.useParams();
    return <ContractDetailPage key={id} id={id} focus={focus} sparte={sparte} base="vertrag" search={contractLineRoute.useSearch()} />;
  }

  const kompaktRoute = createRoute({ getParentRoute: () => shellRoute, path: 'kompakt/$id', validateSearch: contractDetailSearch, component: withPages(KompaktRoute, ContractDetailPage) });
  const kompaktFocusRoute = createRoute({ getParentRoute: () => shellRoute, path: 'kompakt/$id/$focus', validateSearch: contractDetailSearch, component: withPages(KompaktFocusRoute, ContractDetailPage) });
  function KompaktRoute() {
    const { id } = kompaktRoute.useParams();
    return <ContractDetailPage key={id} id={id} base="kompakt" search={kompaktRoute.useSearch()} />;
  }
  function KompaktFocusRoute() {
    const { id, focus } = kompaktFocusRoute.useParams();
    return <ContractDetailPage key={id} id={id} focus={focus} base="kompakt" search={kompaktFocusRoute.useSearch()} />;
  }

  // Both claim route families carry the unsaved-changes leave guard (in the claim's edit form).
  const claimRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'schaden/$id',
    params: { parse: (p) => (isObjectId(p.id) ? p : false) },
    component: withPages(ClaimRoute, ClaimDetailPage),
  });
  const claimFocusRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'schaden/$id/$focus',
    params: { parse: (p) => (isObjectId(p.id) ? p : false) },
    component: withPages(ClaimFocusRoute, ClaimDetailPage),
  });
  const commercialClaimRoute = createRoute({ getParentRoute: () => shellRoute, path: 'gewerbe_schaden/$id', component: withPages(CommercialClaimRoute, ClaimDetailPage) });
  const commercialClaimFocusRoute = createRoute({ getParentRoute: () => shellRoute, path: 'gewerbe_schaden/$id/$focus', component: withPages(CommercialClaimFocusRoute, ClaimDetailPage) });
  function ClaimRoute() {
    const { id } = claimRoute.useParams();
    return <ClaimDetailPage key={id} id={id} />;
  }
  function ClaimFocusRoute() {
    const { id, focus } = claimFocusRoute.useParams();
    return <ClaimDetailPage key={id} id={id} focus={focus} />;
  }
  function CommercialClaimRoute() {
    const { id } = commercialClaimRoute.useParams();
    return <ClaimDetailPage key={id} id={id} />;
  }
  function CommercialClaimFocusRoute() {
    const { id, focus } = commercialClaimFocusRoute.useParams();
    return <ClaimDetailPage key={id} id={id} focus={focus} />;
  }

  const addressRoute = createRoute({ getParentRoute: () => shellRoute, path: 'adresse/$id', component: withPages(AddressRoute, AddressDetailPage) });
  const addressFocusRoute = createRoute({ getParentRoute: () => shellRoute, path: 'adresse/$id/$focus', component: withPages(AddressFocusRoute, AddressDetailPage) });
  function AddressRoute() {
    const { id } = addressRoute.useParams();
    return <AddressDetailPage key={id} id={id} />;
  }
  function AddressFocusRoute() {
    const { id, focus } = addressFocusRoute.useParams();
    return <AddressDetailPage key={id} id={id} focus={focus} />;
  }

  const companyRoute = createRoute({ getParentRoute: () => shellRoute, path: 'gesellschaft/$id', validateSearch: printSearch, component: withPages(CompanyRoute, CompanyDetailPage) });
  const companyFocusRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'gesellschaften/$id/$focus',
    validateSearch: printSearch,
    component: withPages(CompanyFocusRoute, CompanyDetailPage),
  });
  function CompanyRoute() {
    const { id } = companyRoute.useParams();
    const { print } = companyRoute.useSearch();
    const navigate = useNavigate();
    return (
      <CompanyDetailPage key={id} id={id} print={print === 1} onPrintChange={(on) => void navigate({ to: '/gesellschaft/$id', params: { id }, search: on ? { print: 1 } : {} })} />
    );
  }
  function CompanyFocusRoute() {
    const { id, focus } = companyFocusRoute.useParams();
    const { print } = companyFocusRoute.useSearch();
    const navigate = useNavigate();
    return (
      <CompanyDetailPage
        key={id}
        id={id}
        print={print === 1}
        onPrintChange={(on) => void navigate({ to: '/gesellschaften/$id/$focus', params: { id, focus }, search: on ? { print: 1 } : {} })}
      />
    );
  }

  return [
    customerRoute,
    customerFocusRoute,
    contractRoute,
    contractFocusRoute,
    contractLineRoute,
    kompaktRoute,
    kompaktFocusRoute,
    claimRoute,
    claimFocusRoute,
    commercialClaimRoute,
    commercialClaimFocusRoute,
    addressRoute,
    addressFocusRoute,
    companyRoute,
    companyFocusRoute,
  ] as const;
}
