import { queryOptions } from '@tanstack/react-query';
import { DASHBOARD_LAYOUT_KEY, type TDashboardBoxId, type TDashboardLayout, type TEndUserAppearance } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';

const schema = lazySchemas(() => import('./schemas'));

/** GET Dashboard/Boxes/{boxId}?take=: one box's items, at most `take` per group. */
export const boxItemsQueryOptions = (license: string, boxId: TDashboardBoxId, take: number) =>
  queryOptions({
    queryKey: ['dashboard', 'box', license, boxId, take] as const,
    queryFn: ({ signal }) => apiRequest(`Dashboard/Boxes/${boxId}?take=${take}`, { scope: 'license', license, schema: schema('ZDashboardBoxItems'), signal }),
    staleTime: 60_000,
  });

/** GET CustomData/BoxContent_V{n}: the user's stored layout (null: the default view). */
export const layoutQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['dashboard', 'layout', license] as const,
    queryFn: async ({ signal }) => (await apiRequest(`CustomData/${DASHBOARD_LAYOUT_KEY}`, { scope: 'license', license, schema: schema('ZCustomData'), signal })).Value,
    staleTime: Infinity,
  });

/** PUT CustomData/BoxContent_V{n}: stores the layout. */
export function saveLayout(license: string, layout: TDashboardLayout): Promise<void> {
  return apiRequest(`CustomData/${DASHBOARD_LAYOUT_KEY}`, { method: 'PUT', scope: 'license', license, body: { Value: layout } }).then(() => undefined);
}

/** DELETE CustomData/BoxContent_V{n}: back to the default view (spec 000 §4 Reset view). */
export function deleteLayout(license: string): Promise<void> {
  return apiRequest(`CustomData/${DASHBOARD_LAYOUT_KEY}`, { method: 'DELETE', scope: 'license', license });
}

/** GET Settings/EndUserAppearance: the fields of the Privat contract card. */
export const endUserAppearanceQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['dashboard', 'end-user-appearance', license] as const,
    queryFn: ({ signal }) => apiRequest('Settings/EndUserAppearance', { scope: 'license', license, schema: schema('ZEndUserAppearance'), signal }),
    staleTime: 5 * 60_000,
  });

/** PUT Settings/EndUserAppearance (licence admins). */
export function saveEndUserAppearance(license: string, appearance: TEndUserAppearance): Promise<void> {
  return apiRequest('Settings/EndUserAppearance', { method: 'PUT', scope: 'license', license, body: appearance }).then(() => undefined);
}
