/**
 * An integrator's program: the portal API through openapi-fetch, typed by what openapi-typescript generates from the
 * OpenAPI document. Not part of the server build (excluded in tsconfig.json): generated-client.test.ts copies it next
 * to the generated portal-api.ts, which exists only there, and type-checks it strictly. Every answer field it reads is
 * annotated with the type an integrator expects, so a document that generates never/unknown/wrong types fails there.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './portal-api';

type TProblem = components['schemas']['Problem'];

export function portalClient(baseUrl: string) {
  return createClient<paths>({ baseUrl, credentials: 'include' });
}

type TClient = ReturnType<typeof portalClient>;

/** A Problem answer as one line; its `code` is the stable enum of the document. */
export function describeProblem(problem: TProblem): string {
  const fields = (problem.errors ?? []).map((e) => `${e.path}: ${e.message}`).join('; ');
  switch (problem.code) {
    case 'UNAUTHENTICATED':
    case 'SESSION_EXPIRED':
      return 'Please log in again.';
    case 'RATE_LIMITED':
      return `Too many attempts; try again in ${problem.retryAfterSeconds ?? 60} s.`;
    default: {
      const status: number = problem.status;
      return `${status} ${problem.code}: ${problem.title}${fields ? ` (${fields})` : ''}`;
    }
  }
}

/** GET /api/v1/auth/session (getSession): who is logged in, and until when. */
export async function whoAmI(client: TClient): Promise<string> {
  const { data, error } = await client.GET('/api/v1/auth/session');
  if (error) throw new Error(describeProblem(error));
  const name: string = `${data.User.FirstName} ${data.User.LastName}`;
  const title: string | null = data.User.Title;
  const guest: boolean = data.User.IsGuest;
  const idle: number | undefined = data.Session?.IdleTimeoutSeconds;
  const expires: string | undefined = data.Session?.ExpiresAt;
  return `${title ? `${title} ` : ''}${name}${guest ? ' (guest)' : ''}${idle === undefined ? '' : `, idle after ${idle} s, ends ${expires}`}`;
}

export type TCustomerRow = { id: string; name: string; city: string };

/** POST /api/v1/data/{type}/query (queryData): one page of active customers with the total. */
export async function customerPage(client: TClient, license: string, search: string, skip = 0) {
  const { data, error } = await client.POST('/api/v1/data/{type}/query', {
    params: { path: { type: 'Kunde' }, query: { license } },
    body: {
      Fields: ['Id', 'Kundenname', 'Ort'],
      Page: { Skip: skip, Take: 25, ReturnTotal: true },
      Filters: [
        { Property: 'Active', Operator: 'Equal', Value: true },
        { Property: 'Plz', Operator: 'In', Value: ['10115', '10117'] },
      ],
      Sorts: [{ Property: 'Kundenname', Direction: 'asc' }],
      Search: search,
    },
  });
  if (error) throw new Error(describeProblem(error));
  const rows: TCustomerRow[] = [];
  // The rows are a union of the list types; a customer row is the one with Kundenname.
  for (const item of data.Items) {
    if (!('Kundenname' in item)) continue;
    const id: string | undefined = item.Id;
    const name: string | null | undefined = item.Kundenname;
    const city: string | null | undefined = 'Ort' in item ? item.Ort : undefined;
    rows.push({ id: id ?? '', name: name ?? '', city: city ?? '' });
  }
  const total: number | undefined = data.Total;
  const estimate: boolean = data.TotalIsEstimate ?? false;
  const next: string | null | undefined = data.Next;
  return { rows, total, estimate, next };
}

/** GET /api/v1/Kunde/{id} (getCustomer): a customer's card, or null when there is none (or none to see). */
export async function customerCard(client: TClient, license: string, id: string) {
  const { data, error, response } = await client.GET('/api/v1/Kunde/{id}', { params: { path: { id }, query: { license } } });
  if (error) {
    if (error.code === 'NOT_FOUND') return null;
    throw new Error(`${response.status}: ${describeProblem(error)}`);
  }
  const name: string = data.Kundenname;
  const city: string | null = data.Ort;
  const active: boolean = data.Active;
  const contracts: number = data.Counts.Vertraege;
  const claims: number = data.Counts.Schaeden;
  const broker: string | null = data.Vermittler ? `${data.Vermittler.Name} (${data.Vermittler.Code})` : null;
  return { id: data.Id, name, city: city ?? '', active, contracts, claims, broker };
}

/** POST /api/v1/auth/logout (logout): its body is optional, so a call without one must type-check. */
export async function logOut(client: TClient): Promise<boolean> {
  const { response } = await client.POST('/api/v1/auth/logout');
  return response.status === 204;
}
