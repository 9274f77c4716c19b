/**
 * List pages of spec 000 §2.1/§2.7 and 001 §2.1: vertrag, vertrag/{filter}[/{value}], schaden,
 * schaden/offen, schaden/approvalPendingSchaeden, kontakte, adresse, objekte, gesellschaften.
 *
 * The contract filters are the closed set of CONTRACT_ROUTE_FILTERS, registered as static segments
 * (status, migration, Lokalpolicen, entwurfsstaende, beratungsbedarf): they always win over the
 * detail routes vertrag/{id}[/{focus}], whose ids the detail routes gate to UUIDs.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createRoute, redirect, useRouter } from '@tanstack/react-router';
import { canApproveClaims, type TListKey } from '@portal/domain';
import { permissionContextOf, sessionStore } from '../../../features/session';
import { tableColumnsQueryOptions } from '../../../ui/data-table/table-columns-api';
import { contractDetailSearch, type TContractSearch } from '../../../features/contracts/contract-search';
import { isRouteRegistered } from '../is-route-registered';
import { isObjectId } from './detail-routes';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

// Each list page is its own chunk, loaded with its route.
const AddressListPage = lazyPage(() => import('../../../features/addresses/routes/address-list-page'), 'AddressListPage');
const ClaimListPage = lazyPage(() => import('../../../features/claims/routes/claim-list-page'), 'ClaimListPage');
const CompanyListPage = lazyPage(() => import('../../../features/companies/routes/company-list-page'), 'CompanyListPage');
const ContractListPage = lazyPage(() => import('../../../features/contracts/routes/contract-list-page'), 'ContractListPage');
const CustomerListPage = lazyPage(() => import('../../../features/customers/routes/customer-list-page'), 'CustomerListPage');

/** ?cardId= applies a dashboard card's filter to the contracts list; ?license= is kept as everywhere. */
const contractSearch = (search: Record<string, unknown>): { cardId?: string; license?: string } & TContractSearch => ({
  ...(typeof search.cardId === 'string' && search.cardId ? { cardId: search.cardId } : typeof search.cardId === 'number' ? { cardId: String(search.cardId) } : {}),
  ...(typeof search.license === 'string' && search.license ? { license: search.license } : {}),
  // /vertrag?vertrag=<id>&amspk=…&schadentag=…&kennzeichen=…&focus=… (spec 001 §2.8) opens the contract detail.
  ...contractDetailSearch(search),
});

/** /vertrag with the detail's query parameters goes to the detail of the main contract, keeping them. */
function openContractDetail({ search }: { search: TContractSearch }): void {
  const { vertrag, ...rest } = search;
  if (vertrag && isObjectId(vertrag)) throw redirect({ to: '/vertrag/$id/$focus', params: { id: vertrag, focus: 'allgemein' }, search: rest, replace: true });
}

/** Approval-pending claims only for users who may approve claims (spec 000 §6); others see the 404 page. */
function guardClaimApproval(): void {
  const active = sessionStore.getState().active;
  if (!active || !canApproveClaims(permissionContextOf(active.userInit))) throw redirect({ to: '/404', replace: true });
}

/**
 * The list's column definition is asked for as the route loads, beside the page's code and first render: the
 * table's data query waits for it. Not awaited, the page shows at once.
 */
function prefetchColumns(queryClient: QueryClient, listKey: TListKey): void {
  const license = sessionStore.getState().active?.license;
  if (license) void queryClient.prefetchQuery(tableColumnsQueryOptions(license, listKey));
}
const columnsOf =
  (listKey: TListKey) =>
  ({ context }: { context: { queryClient: QueryClient } }) =>
    prefetchColumns(context.queryClient, listKey);

export function createListRoutes(shellRoute: TShellRoute) {
  const contractsRoute = createRoute({ getParentRoute: () => shellRoute, path: 'vertrag', beforeLoad: openContractDetail, loader: columnsOf('VERTRAG'), validateSearch: contractSearch, component: withPages(ContractsRoute, ContractListPage) });
  function ContractsRoute() {
    const { cardId } = contractsRoute.useSearch();
    return <ContractListPage key={`card:${cardId ?? ''}`} cardId={cardId ?? null} />;
  }
  const contractFilter = (filter: 'status' | 'migration' | 'Lokalpolicen' | 'entwurfsstaende' | 'beratungsbedarf') =>
    withPages(function ContractFilterRoute() {
      return <ContractListPage key={filter} routeFilter={filter} />;
    }, ContractListPage);
  const statusRoute = createRoute({ getParentRoute: () => shellRoute, path: 'vertrag/status', loader: columnsOf('VERTRAG'), component: contractFilter('status') });
  const statusValueRoute = createRoute({ getParentRoute: () => shellRoute, path: 'vertrag/status/$value', loader: columnsOf('VERTRAG'), component: withPages(StatusValueRoute, ContractListPage) });
  function StatusValueRoute() {
    const { value } = statusValueRoute.useParams();
    return <ContractListPage key={`status:${value}`} routeFilter="status" routeValue={value} />;
  }
  const migrationRoute = createRoute({ getParentRoute: () => shellRoute, path: 'vertrag/migration', loader: columnsOf('VERTRAG'), component: contractFilter('migration') });
  const localPoliciesRoute = createRoute({ getParentRoute: () => shellRoute, path: 'vertrag/Lokalpolicen', loader: columnsOf('VERTRAG'), component: contractFilter('Lokalpolicen') });
  const draftsRoute = createRoute({ getParentRoute: () => shellRoute, path: 'vertrag/entwurfsstaende', loader: columnsOf('VERTRAG'), component: contractFilter('entwurfsstaende') });
  const adviceRoute = createRoute({ getParentRoute: () => shellRoute, path: 'vertrag/beratungsbedarf', loader: columnsOf('VERTRAG'), component: contractFilter('beratungsbedarf') });

  function ClaimsPage({ filter }: { filter: 'offen' | 'approvalPendingSchaeden' | null }) {
    const router = useRouter();
    return <ClaimListPage key={filter ?? 'alle'} routeFilter={filter} isRegisteredPath={(path) => isRouteRegistered(router, path)} />;
  }
  const claimsRoute = createRoute({ getParentRoute: () => shellRoute, path: 'schaden', loader: columnsOf('SCHADEN'), component: withPages(() => <ClaimsPage filter={null} />, ClaimListPage) });
  const openClaimsRoute = createRoute({ getParentRoute: () => shellRoute, path: 'schaden/offen', loader: columnsOf('SCHADEN'), component: withPages(() => <ClaimsPage filter="offen" />, ClaimListPage) });
  const approvalClaimsRoute = createRoute({
    getParentRoute: () => shellRoute,
    path: 'schaden/approvalPendingSchaeden',
    beforeLoad: guardClaimApproval,
    loader: columnsOf('SCHADEN'),
    component: withPages(() => <ClaimsPage filter="approvalPendingSchaeden" />, ClaimListPage),
  });

  const customersRoute = createRoute({ getParentRoute: () => shellRoute, path: 'kontakte', loader: columnsOf('KUNDE'), component: CustomerListPage });
  const addressesRoute = createRoute({ getParentRoute: () => shellRoute, path: 'adresse', loader: columnsOf('ADRESSE'), component: withPages(() => <AddressListPage key="addresses" mode="addresses" />, AddressListPage) });
  const objectsRoute = createRoute({ getParentRoute: () => shellRoute, path: 'objekte', loader: columnsOf('ADRESSE'), component: withPages(() => <AddressListPage key="objects" mode="objects" />, AddressListPage) });
  const companiesRoute = createRoute({ getParentRoute: () => shellRoute, path: 'gesellschaften', loader: columnsOf('GESELLSCHAFT'), component: CompanyListPage });

  return [
    contractsRoute,
    statusRoute,
    statusValueRoute,
    migrationRoute,
    localPoliciesRoute,
    draftsRoute,
    adviceRoute,
    claimsRoute,
    openClaimsRoute,
    approvalClaimsRoute,
    customersRoute,
    addressesRoute,
    objectsRoute,
    companiesRoute,
  ] as const;
}
