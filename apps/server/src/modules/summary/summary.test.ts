import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOf, EXPECTED_COUNTS, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, loginAsGuest, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial', 'multi'] as const) {
    cookies[key] = await login(t.app, emailOf(key));
  }
  cookies.guest = await loginAsGuest(t.app);
});
afterAll(() => t.close());

const get = async (path: string, who: string, license: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/${path}?license=${license}`, headers: { cookie: cookies[who]! } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Who sees what (fixtures.ts explains each number). */
const cases = [
  ['admin', LICENSE_A, EXPECTED_COUNTS.licenseA],
  ['caseworker', LICENSE_A, EXPECTED_COUNTS.licenseA],
  ['guest', LICENSE_A, EXPECTED_COUNTS.licenseA],
  ['multi', LICENSE_A, EXPECTED_COUNTS.licenseA],
  ['broker', LICENSE_A, EXPECTED_COUNTS.broker],
  ['customer', LICENSE_A, EXPECTED_COUNTS.customer],
  ['reporter', LICENSE_A, EXPECTED_COUNTS.reporter],
  ['commercial', LICENSE_B, EXPECTED_COUNTS.licenseB],
  ['multi', LICENSE_B, EXPECTED_COUNTS.licenseB],
] as const;

describe('GET /api/v1/Summary', () => {
  it.each(cases)('%s in %s', async (who, license, expected) => {
    expect(await get('Summary', who, license)).toEqual({
      NewDocuments: expected.NewDocuments,
      Posteingang: expected.Posteingang,
      ActiveAlerts: expected.ActiveAlerts,
      GesamtKunden: expected.GesamtKunden,
      AktiveVertraege: expected.AktiveVertraege,
    });
  });
});

describe('GET /api/v1/Summary/InboxCount', () => {
  it.each(cases)('%s in %s', async (who, license, expected) => {
    expect(await get('Summary/InboxCount', who, license)).toEqual({
      UnreadProcesses: expected.UnreadProcesses,
      UnreadDocuments: expected.UnreadDocuments,
      // Outside production the badge counts processes only (spec 000 §9).
      Total: expected.UnreadProcesses,
    });
  });

  it('in production (APP_ENV=production) the badge adds the unread documents, in the inbox count and the post box', async () => {
    const production = await createTestApp({ env: { APP_ENV: 'production' } });
    try {
      const cookie = await login(production.app, emailOf('admin'));
      const read = async (path: string) =>
        (await production.app.inject({ method: 'GET', url: `/api/v1/${path}?license=${LICENSE_A}`, headers: { cookie } })).json();
      const expected = EXPECTED_COUNTS.licenseA;
      expect(await read('Summary/InboxCount')).toEqual({
        UnreadProcesses: expected.UnreadProcesses,
        UnreadDocuments: expected.UnreadDocuments,
        Total: expected.UnreadProcesses + expected.UnreadDocuments,
      });
      expect((await read('Summary')).Posteingang).toBe(expected.Posteingang + expected.NewDocuments);
    } finally {
      await production.close();
    }
  });
});

describe('GET /api/v1/Process/FeedSummary', () => {
  it.each(cases)('%s in %s', async (who, license, expected) => {
    expect(await get('Process/FeedSummary', who, license)).toEqual({ Feed: expected.Feed, OpenTasks: expected.OpenTasks });
  });
});

describe('licence checks', () => {
  it('a user of licence A asking for licence B gets 403 LICENSE_FORBIDDEN; without licence 400', async () => {
    for (const path of ['Summary', 'Summary/InboxCount', 'Process/FeedSummary']) {
      const foreign = await t.app.inject({ method: 'GET', url: `/api/v1/${path}?license=${LICENSE_B}`, headers: { cookie: cookies.admin! } });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'LICENSE_FORBIDDEN' });
      const missing = await t.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: { cookie: cookies.admin! } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'LICENSE_REQUIRED' });
    }
  });
});
