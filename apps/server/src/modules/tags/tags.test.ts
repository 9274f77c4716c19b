import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../platform/db/schema.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
const tagIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(tags)
    .values([
      { licenseId: LICENSE_A, name: 'Kfz', matchcode: 'KFZ' },
      { licenseId: LICENSE_A, name: 'Haftpflicht', matchcode: 'HAFT' },
      { licenseId: LICENSE_A, name: 'Sach', matchcode: 'SACH' },
      { licenseId: LICENSE_B, name: 'Gewerbe', matchcode: 'GEW' },
    ])
    .returning({ id: tags.id, matchcode: tags.matchcode });
  for (const r of rows) tagIds[r.matchcode] = r.id;
  Object.assign(cookies, await loginMembers(t.app, ['admin', 'caseworker', 'customer', 'multi', 'commercial']));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', path: string, who: string, payload?: unknown, license = LICENSE_A) =>
  t.app.inject({ method, url: `/api/v1/${path}?license=${license}`, headers: { cookie: cookies[who]! }, ...(payload !== undefined ? { payload: payload as object } : {}) });

describe('GET Brief/Tags', () => {
  it('lists the tags of the licence only, sorted by name', async () => {
    const a = await call('GET', 'Brief/Tags', 'customer');
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual([
      { Id: tagIds.HAFT, Name: 'Haftpflicht', Matchcode: 'HAFT' },
      { Id: tagIds.KFZ, Name: 'Kfz', Matchcode: 'KFZ' },
      { Id: tagIds.SACH, Name: 'Sach', Matchcode: 'SACH' },
    ]);
    expect((await call('GET', 'Brief/Tags', 'multi', undefined, LICENSE_B)).json()).toEqual([{ Id: tagIds.GEW, Name: 'Gewerbe', Matchcode: 'GEW' }]);
    expect((await call('GET', 'Brief/Tags', 'admin', undefined, LICENSE_B)).statusCode).toBe(403);
  });
});

describe('Brief/TagSubscription', () => {
  it('is AllowAll until something else is chosen', async () => {
    expect((await call('GET', 'Brief/TagSubscription', 'caseworker')).json()).toEqual({ License: LICENSE_A, AllowAll: true, AllowedTags: [] });
  });

  it('keeps a chosen list; choosing all tags sets AllowAll', async () => {
    const some = await call('PUT', 'Brief/TagSubscription', 'admin', { AllowAll: false, AllowedTags: [tagIds.KFZ, tagIds.KFZ] });
    expect(some.statusCode).toBe(200);
    expect(some.json()).toEqual({ License: LICENSE_A, AllowAll: false, AllowedTags: [{ Id: tagIds.KFZ, Name: 'Kfz', Matchcode: 'KFZ' }] });
    expect((await call('GET', 'Brief/TagSubscription', 'customer')).json().AllowedTags).toHaveLength(1);

    const all = await call('PUT', 'Brief/TagSubscription', 'admin', { AllowAll: false, AllowedTags: [tagIds.KFZ, tagIds.HAFT, tagIds.SACH] });
    expect(all.json()).toEqual({ License: LICENSE_A, AllowAll: true, AllowedTags: [] });
    // The other licence is untouched.
    expect((await call('GET', 'Brief/TagSubscription', 'commercial', undefined, LICENSE_B)).json()).toEqual({ License: LICENSE_B, AllowAll: true, AllowedTags: [] });
  });

  it('refuses tags of another licence or unknown ids, and leaves the subscription as it was', async () => {
    await call('PUT', 'Brief/TagSubscription', 'admin', { AllowAll: false, AllowedTags: [tagIds.SACH] });
    const foreign = await call('PUT', 'Brief/TagSubscription', 'admin', { AllowAll: false, AllowedTags: [tagIds.SACH, tagIds.GEW] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ path: 'AllowedTags.1', message: 'Unknown tag' }]);
    expect((await call('PUT', 'Brief/TagSubscription', 'admin', { AllowAll: false, AllowedTags: [randomUUID()] })).statusCode).toBe(400);
    expect((await call('PUT', 'Brief/TagSubscription', 'admin', { AllowAll: 'yes' })).statusCode).toBe(400);
    expect((await call('GET', 'Brief/TagSubscription', 'admin')).json().AllowedTags.map((x: { Id: string }) => x.Id)).toEqual([tagIds.SACH]);
  });

  it('is changed by licence admins only, never in read-only mode or in a licence not held', async () => {
    const caseworker = await call('PUT', 'Brief/TagSubscription', 'caseworker', { AllowAll: true, AllowedTags: [] });
    expect(caseworker.statusCode).toBe(403);
    expect(caseworker.json().code).toBe('FORBIDDEN');
    expect((await call('PUT', 'Brief/TagSubscription', 'guest', { AllowAll: true, AllowedTags: [] })).json().code).toBe('READ_ONLY');
    expect((await call('PUT', 'Brief/TagSubscription', 'admin', { AllowAll: true, AllowedTags: [] }, LICENSE_B)).statusCode).toBe(403);
    expect((await call('PUT', 'Brief/TagSubscription', 'commercial', { AllowAll: true, AllowedTags: [] }, LICENSE_B)).statusCode).toBe(403);
    expect((await call('GET', 'Brief/TagSubscription', 'admin')).json().AllowAll).toBe(false);
  });
});
