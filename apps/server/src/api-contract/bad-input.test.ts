/**
 * Generated from the OpenAPI document: every operation gets bad requests of every kind (bad-requests.ts) from a
 * logged-in licence admin, and must answer each without a 5xx, every refusal as problem+json, and leave the
 * database as it was. A route the document does not describe fails the first test, so a new route is covered the
 * day it is added.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { emailOf, LICENSE_A } from '../test-support/fixtures.js';
import { createTestApp, login } from '../test-support/test-app.js';
import { badRequestsFor, type TBadRequest } from './bad-requests.js';
import { changedTables, databaseFingerprint, tenantTables } from './database-fingerprint.js';
import { injectStreamed } from './inject-streamed.js';
import { fillPath, listOperations, pathParamValues, undocumentedRoutes, type TOpenApiDocument, type TOperation } from './openapi-operations.js';

/** Routes that are not part of the API's contract: the reference page and the document itself. */
const NOT_DOCUMENTED = (route: string) => route.startsWith('GET /api/docs');
/** Bad requests come from their own address, so that failed logins among them never rate-limit the test's logins. */
const FUZZ_ADDRESS = '10.77.0.1';

const t = await createTestApp();
const doc = t.app.swagger() as TOpenApiDocument;
const operations = listOperations(doc)
  // Ending the session goes last: logout and guest login replace the caller's session.
  .sort((a, b) => Number(a.path.includes('/auth/')) - Number(b.path.includes('/auth/')));
const pathValue = await pathParamValues(t.database.db, LICENSE_A);
const tables = await tenantTables(t.database.db);
let cookie = await login(t.app, emailOf('admin'));

afterAll(() => t.close());

async function ensureLoggedIn(): Promise<void> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
  if (res.statusCode !== 200) cookie = await login(t.app, emailOf('admin'));
}

const send = (request: TBadRequest) =>
  injectStreamed(t.app, { method: request.method, url: request.url, headers: { ...request.headers, cookie }, remoteAddress: FUZZ_ADDRESS, ...(request.payload !== undefined ? { payload: request.payload } : {}) });

describe('the OpenAPI document', () => {
  it('describes every route under /api', () => {
    expect(undocumentedRoutes(t.app, doc, NOT_DOCUMENTED)).toEqual([]);
    expect(operations.length).toBeGreaterThan(40);
  });
});

describe.each(operations.map((op) => [`${op.method} ${op.path}`, op] as [string, TOperation]))('bad input to %s', (_name, op) => {
  it('never answers 5xx, refuses as problem+json and changes nothing it refuses', async () => {
    await ensureLoggedIn();
    const requests = badRequestsFor(op, {
      url: (override) => fillPath(op, (param) => override?.(param) ?? pathValue(op, param)),
      licenseQuery: op.licenseScoped ? `license=${LICENSE_A}` : '',
      headers: {},
    });
    expect(requests.length).toBeGreaterThan(0);
    const problems: string[] = [];
    let before = await databaseFingerprint(t.database.db, tables);
    for (const request of requests) {
      const res = await send(request);
      if (!res) continue;
      if (res.statusCode >= 500) problems.push(`${request.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400) {
        if (!String(res.headers['content-type']).includes('application/problem+json')) problems.push(`${request.name}: ${res.statusCode} without problem+json`);
        // A write request refused must leave no trace.
        if (op.method !== 'GET') {
          const after = await databaseFingerprint(t.database.db, tables);
          const changed = changedTables(before, after);
          if (changed.length) problems.push(`${request.name}: refused with ${res.statusCode} but changed ${changed.join(', ')}`);
          before = after;
        }
      } else if (op.method !== 'GET') {
        // Accepted as valid (e.g. an empty settings object): its writes are legitimate; compare from here on.
        before = await databaseFingerprint(t.database.db, tables);
      }
      if (res.statusCode === 401 && !request.url.includes('/auth/')) await ensureLoggedIn();
    }
    expect(problems).toEqual([]);
  });
});
