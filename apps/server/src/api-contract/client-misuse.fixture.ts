/**
 * The negative control of generated-client.test.ts: mistakes an integrator could make with the generated client.
 * Each line that ends in a misuse comment (`misuse:` and a text) must draw a type error containing that text on that
 * line, and no other line may draw one, so the type check of client-usage.fixture.ts cannot pass because nothing is
 * checked.
 * Not part of the server build (excluded in tsconfig.json): './portal-api' exists only next to the generated types.
 */
import createClient from 'openapi-fetch';
import type { paths } from './portal-api';

const client = createClient<paths>({ baseUrl: 'https://portal.example' });

export async function wrongPath(id: string) {
  return client.GET('/api/v1/Kunden/{id}', { params: { path: { id } } }); // misuse: "/api/v1/Kunden/{id}"
}

export async function wrongMethod() {
  return client.POST('/api/v1/auth/session', {}); // misuse: "/api/v1/auth/session"
}

export async function wrongListType() {
  return client.POST('/api/v1/data/{type}/query', {
    params: { path: { type: 'Kunden' } }, // misuse: "Kunden"
    body: { Page: { Take: 25 } },
  });
}

export async function wrongBodyType() {
  return client.POST('/api/v1/data/{type}/query', {
    params: { path: { type: 'Kunde' } },
    body: { Page: { Take: '25' } }, // misuse: Type 'string' is not assignable to type 'number'
  });
}

export async function missingPathParam(license: string) {
  return client.GET('/api/v1/Kunde/{id}', { params: { query: { license } } }); // misuse: Property 'path' is missing
}

export async function missingField(id: string) {
  const { data } = await client.GET('/api/v1/Kunde/{id}', { params: { path: { id } } });
  return data?.Kundennummer; // misuse: Property 'Kundennummer' does not exist
}

export async function nullIgnored(id: string) {
  const { data } = await client.GET('/api/v1/Kunde/{id}', { params: { path: { id } } });
  if (!data) return '';
  const city: string = data.Ort; // misuse: Type 'string | null' is not assignable to type 'string'
  return city;
}

export async function unknownErrorCode() {
  const { error } = await client.GET('/api/v1/auth/session');
  return error?.code === 'NOT_FOND'; // misuse: have no overlap
}
