import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_CARDS } from '@portal/domain';
import { cards } from '../../platform/db/schema.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'multi']);
});
afterAll(() => t.close());

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: TMethod, path: string, who: string, payload?: unknown, license = LICENSE_A) =>
  t.app.inject({ method, url: `/api/v1/${path}?license=${license}`, headers: { cookie: cookies[who]! }, ...(payload !== undefined ? { payload: payload as object } : {}) });

const card = (over: Record<string, unknown> = {}) => ({ Name: { de: 'Kfz', en: 'Motor' }, Icon: 'directions_car', Link: '/vertrag', AdditionalProperties: { Property: 'Sammelvertrag', Operator: 'Equal', Value: true }, ...over });
const SOME_ID = '00000000-0000-4000-8000-000000000001';

describe('card view administration', () => {
  it('refuses every admin route to every other role, and to the admin in another licence', async () => {
    const routes: [TMethod, string, unknown?][] = [
      ['GET', 'Admin/CardView/Draft'],
      ['PUT', 'Admin/CardView/Draft/Custom', { Custom: true }],
      ['POST', 'Admin/CardView/Draft/Cards', card()],
      ['PUT', `Admin/CardView/Draft/Cards/${SOME_ID}`, card()],
      ['DELETE', `Admin/CardView/Draft/Cards/${SOME_ID}`],
      ['PUT', 'Admin/CardView/Draft/Order', { ParentId: null, Ids: [SOME_ID] }],
      ['POST', 'Admin/CardView/Publish'],
      ['POST', 'Admin/CardView/Discard'],
      ['GET', 'Admin/CardView/Backups'],
      ['POST', 'Admin/CardView/Backups'],
      ['POST', `Admin/CardView/Backups/${SOME_ID}/Restore`],
      ['PUT', 'Admin/ViewPreset', { Preset: 'Karten' }],
    ];
    for (const who of ['broker', 'caseworker', 'customer', 'reporter', 'guest', 'multi']) {
      for (const [method, path, body] of routes) expect((await call(method, path, who, body)).statusCode, `${who} ${method} ${path}`).toBe(403);
    }
    expect((await call('GET', 'Admin/CardView/Draft', 'admin', undefined, LICENSE_B)).statusCode).toBe(403);
  });

  it('edits a draft that members do not see until it is published; licence B stays untouched', async () => {
    const bBefore = await t.database.db.select().from(cards).where(eq(cards.licenseId, LICENSE_B));
    const liveBefore = (await call('GET', 'CardView', 'multi')).json();

    expect((await call('PUT', 'Admin/CardView/Draft/Custom', 'admin', { Custom: true })).json().Custom).toBe(true);
    await call('POST', 'Admin/CardView/Draft/Cards', 'admin', card({ Name: { de: 'Erste', en: 'First' } }));
    const created = await call('POST', 'Admin/CardView/Draft/Cards', 'admin', card());
    expect(created.statusCode).toBe(200);
    const draft = created.json();
    expect(draft.Modified).toBe(true);
    expect(draft.Custom).toBe(true);
    const ids: string[] = draft.Cards.filter((c: { ParentId: string | null }) => c.ParentId === null).map((c: { Id: string }) => c.Id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect((await call('GET', 'CardView', 'multi')).json()).toEqual(liveBefore);

    const reversed = [...ids].reverse();
    const reordered = await call('PUT', 'Admin/CardView/Draft/Order', 'admin', { ParentId: null, Ids: reversed });
    expect(reordered.statusCode).toBe(200);
    expect((await call('PUT', 'Admin/CardView/Draft/Order', 'admin', { ParentId: null, Ids: reversed.slice(1) })).statusCode).toBe(400);

    const published = await call('POST', 'Admin/CardView/Publish', 'admin');
    expect(published.json().Modified).toBe(false);
    const live = (await call('GET', 'CardView', 'multi')).json();
    expect(live.Cards.map((c: { Id: string }) => c.Id)).toEqual(reversed);
    // The new card's filter works for ?cardId=.
    expect((await call('GET', `Cards/${reversed[0]}`, 'broker')).json()).toMatchObject({ Name: { de: 'Kfz' } });

    expect(await t.database.db.select().from(cards).where(eq(cards.licenseId, LICENSE_B))).toEqual(bBefore);
    const log = (await t.app.inject({ method: 'GET', url: `/api/v1/Admin/AuditLog?license=${LICENSE_A}&action=card.`, headers: { cookie: cookies.admin! } })).json();
    expect(log.Items.map((e: { Action: string }) => e.Action)).toEqual(['card.publish', 'card.reorder', 'card.create', 'card.create', 'card.custom']);
  });

  it('validates a card filter against the contracts list and names the field', async () => {
    const bad = async (over: Record<string, unknown>) => {
      const res = await call('POST', 'Admin/CardView/Draft/Cards', 'admin', card(over));
      expect(res.statusCode).toBe(400);
      return res.json().errors.map((e: { path: string }) => e.path).join(',');
    };
    expect(await bad({ AdditionalProperties: { Property: 'Passwort', Operator: 'Equal', Value: 'x' } })).toContain('AdditionalProperties.Property');
    expect(await bad({ AdditionalProperties: { Property: 'Sammelvertrag', Operator: 'Contains', Value: true } })).toContain('AdditionalProperties.Operator');
    expect(await bad({ AdditionalProperties: { Property: 'Sammelvertrag', Operator: 'Equal', Value: 'ja' } })).toContain('AdditionalProperties.Value');
    expect(await bad({ Link: 'javascript:alert(1)' })).toContain('Link');
    expect(await bad({ Action: 'group' })).toContain('Link');
    expect(await bad({ Link: null, Action: 'group', ParentId: SOME_ID })).toContain('ParentId');
  });

  it('toggles default cards, groups cards, backs up and restores', async () => {
    const group = (await call('POST', 'Admin/CardView/Draft/Cards', 'admin', card({ Link: null, Action: 'group', AdditionalProperties: {} }))).json();
    const groupId = group.Cards.at(-1).Id as string;
    const child = await call('POST', 'Admin/CardView/Draft/Cards', 'admin', card({ ParentId: groupId }));
    expect(child.json().Cards.filter((c: { ParentId: string | null }) => c.ParentId === groupId)).toHaveLength(1);

    const backup = (await call('POST', 'Admin/CardView/Backups', 'admin')).json();
    expect(backup.CardCount).toBe(child.json().Cards.length);
    expect((await call('PUT', 'Admin/CardView/Draft/Custom', 'admin', { Custom: false })).json().Custom).toBe(false);
    await call('POST', 'Admin/CardView/Publish', 'admin');
    expect((await call('GET', 'CardView', 'broker')).json().Cards.map((c: { Id: string }) => c.Id)).toEqual(DEFAULT_CARDS.map((c) => c.Id));

    const deleted = (await call('DELETE', `Admin/CardView/Draft/Cards/${groupId}`, 'admin')).json();
    expect(deleted.Cards.some((c: { Id: string; ParentId: string | null }) => c.Id === groupId || c.ParentId === groupId)).toBe(false);
    const restored = (await call('POST', `Admin/CardView/Backups/${backup.Id}/Restore`, 'admin')).json();
    expect(restored.Custom).toBe(true);
    expect(restored.Cards.some((c: { Id: string }) => c.Id === groupId)).toBe(true);
    expect((await call('GET', 'Admin/CardView/Backups', 'admin')).json()[0]).toMatchObject({ Id: backup.Id, CreatedBy: expect.any(String) });
    expect((await call('POST', 'Admin/CardView/Discard', 'admin')).json().Modified).toBe(false);
  });

  it('lets an admin view the portal as another preset (their own membership only)', async () => {
    expect((await call('PUT', 'Admin/ViewPreset', 'admin', { Preset: 'Karten' })).json()).toEqual({ Preset: 'Karten' });
    expect((await call('GET', 'User/Init', 'admin')).json()).toMatchObject({ Preset: 'Karten', IsLicenseAdmin: true });
    expect((await call('PUT', 'Admin/ViewPreset', 'admin', { Preset: 'Gast' })).statusCode).toBe(400);
    expect((await call('PUT', 'Admin/ViewPreset', 'admin', { Preset: 'Vermittler' })).statusCode).toBe(200);
    expect((await call('GET', 'User/Init', 'broker')).json().Preset).toBe('Vermittler');
  });
});
