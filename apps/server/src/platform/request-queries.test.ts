/**
 * How many statements a broker's reads send to the database (issue 9): the platform's own lookups (maintenance lock,
 * session, membership with licence) are cached across requests, so that a warm request costs only the queries of
 * its handler. Counted on the driver's client, under the ORM, so nothing is missed.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIST_COLUMNS, REQUIRED_LIST_FIELDS } from '@portal/domain';
import { emailOf, LICENSE_A } from '../test-support/fixtures.js';
import { createTestApp, login, type TTestApp } from '../test-support/test-app.js';

let t: TTestApp;
let cookie: string;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  cookie = await login(t.app, emailOf('broker'));
  // The driver's client under Drizzle (PGlite or a node-postgres pool): every statement goes through its query().
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const text = args[0];
    statements.push(typeof text === 'string' ? text : String((text as { text?: string }).text ?? text));
    return original(...args);
  };
});
afterAll(() => t.close());
// The caches live for a second: a slow first request on a busy machine must not let them expire before the second.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
});
afterEach(() => vi.useRealTimers());

async function statementsOf(request: { method: 'GET' | 'POST'; url: string; payload?: object }): Promise<string[]> {
  statements.length = 0;
  const res = await t.app.inject({ ...request, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return [...statements];
}

const q = `license=${LICENSE_A}`;
const contractsPage = {
  method: 'POST' as const,
  url: `/api/v1/data/Vertrag/query?${q}`,
  payload: { Fields: [...new Set([...DEFAULT_LIST_COLUMNS.VERTRAG, ...REQUIRED_LIST_FIELDS.VERTRAG])], Page: { Skip: 0, Take: 25, ReturnTotal: true }, Filters: [] },
};

const platformLookups = (list: string[]) => list.filter((s) => /"global_settings"|"sessions"|"memberships"/.test(s) && !/"memberships"\."last_activity_at" =/.test(s));

describe('statements per request', () => {
  it('look up session, membership and the maintenance lock once, not on every request', async () => {
    const cold = await statementsOf(contractsPage);
    expect(platformLookups(cold).length).toBeGreaterThan(0);
    const warm = await statementsOf(contractsPage);
    expect(platformLookups(warm)).toEqual([]);
    // A second later the lookups are made again: writes elsewhere show within the caches' lifetime.
    vi.setSystemTime(Date.now() + 1001);
    expect(platformLookups(await statementsOf(contractsPage)).length).toBeGreaterThan(0);
  });

  it.each([
    ['start-page summary', { method: 'GET' as const, url: `/api/v1/Summary?${q}` }],
    ['contracts page', contractsPage],
    ['activity feed', { method: 'GET' as const, url: `/api/v1/Feed?${q}` }],
    ['search', { method: 'GET' as const, url: `/api/v1/Search?${q}&q=Mu` }],
  ])('%s: only its own queries when warm', async (_name, request) => {
    await statementsOf(request);
    const warm = await statementsOf(request);
    expect(platformLookups(warm)).toEqual([]);
    // Printed for the record (bench notes in the README); the assertion above is the rule.
    console.log(`${_name}: ${warm.length} statements warm`);
    if (process.env.SHOW_STATEMENTS) console.log(warm.map((s) => s.slice(0, 300)).join("\n"));
  });
});
