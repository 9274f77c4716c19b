import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LICENSE_A, LICENSE_B, ALL_FEATURES } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';
import { licenses, memberships } from '../../platform/db/schema.js';
import { forgetMemberships } from '../../platform/memberships.js';

let t: TTestApp;
let cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'customer', 'commercial', 'multi']);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', who: string, payload?: object, license = LICENSE_A) =>
  t.app.inject({ method, url: `/api/v1/Bedarfsanalyse?license=${license}`, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) });

const ANSWERS = { PrivateSituation: 'PAAR_MIT_KIND', BeruflicheSituation: 'ANGESTELLT_BEAMTET', WasBinIch: ['MIETER'], WasBesitzeIch: ['HUND'] };

describe('Bedarfsanalyse', () => {
  it('is empty at first, stores the customer\'s answers per member and licence', async () => {
    const first = (await call('GET', 'customer')).json();
    expect(first).toEqual({ Active: true, Enforced: false, Entry: null, Saved: null, Recommended: [] });
    const saved = await call('POST', 'customer', ANSWERS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Entry).toEqual(ANSWERS);
    expect(saved.json().Recommended).toEqual(expect.arrayContaining(['PRIVATHAFTPFLICHT', 'HAUSRAT', 'HUNDEHALTER_HAFTPFLICHT', 'UNFALL']));
    expect((await call('GET', 'customer')).json().Entry).toEqual(ANSWERS);
    // Another member of the licence, and licence B, see nothing of it.
    expect((await call('GET', 'broker')).json().Entry).toBeNull();
    expect((await call('GET', 'commercial', undefined, LICENSE_B)).json().Entry).toBeNull();
    expect((await call('GET', 'customer', undefined, LICENSE_B)).json().code).toBe('LICENSE_FORBIDDEN');
  });

  it('refuses answers that break the Save rule, naming the field', async () => {
    const res = await call('POST', 'customer', { ...ANSWERS, WasBinIch: [], BeruflicheSituation: 'ASTRONAUT' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['BeruflicheSituation', 'WasBinIch']);
  });

  it('is offered to end-user presets only (the broker preset gets 403) and not to guests', async () => {
    expect((await call('GET', 'broker')).json().Active).toBe(false);
    expect((await call('POST', 'broker', ANSWERS)).statusCode).toBe(403);
    expect((await call('POST', 'guest', ANSWERS)).json().code).toBe('READ_ONLY');
  });

  it('reports Enforced when the licence enforces it', async () => {
    await t.database.db.update(licenses).set({ features: { ...ALL_FEATURES, NeedsAnalysisEnforced: true } }).where(eq(licenses.id, LICENSE_B));
    forgetMemberships(t.database.db);
    const state = (await call('GET', 'commercial', undefined, LICENSE_B)).json();
    expect(state).toMatchObject({ Active: true, Enforced: true, Entry: null });
    void memberships;
  });
});
