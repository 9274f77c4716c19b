import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INFO_WIDGET_IMAGE_MAX_BYTES } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { detailDefinitions, detailSets, memberships } from '../../platform/db/schema.js';
import { forgetMemberships } from '../../platform/memberships.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { multipartBody, TINY_PDF } from '../../test-support/multipart-body.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
let cookies: Record<string, string>;
const OTHER_ROLES = ['broker', 'caseworker', 'customer', 'reporter', 'guest'] as const;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial']);
});
afterAll(() => t.close());

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: TMethod, path: string, who: string, payload?: unknown, license = LICENSE_A) =>
  t.app.inject({
    method,
    url: `${path.startsWith('/') ? path : `/api/v1/${path}`}${path.includes('?') ? '&' : '?'}license=${license}`,
    headers: { cookie: cookies[who]! },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

// A 1×1 PNG.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const upload = (who: string, data: Buffer, filename = 'bild.png', contentType = 'image/png') => {
  const body = multipartBody([{ name: 'file', filename, data, contentType }]);
  return t.app.inject({ method: 'POST', url: `/api/v1/Settings/InfoWidgetImages?license=${LICENSE_A}`, headers: { cookie: cookies[who]!, ...body.headers }, payload: body.payload });
};

const column = (path: string, i: number) => ({ Id: `c${i}`, DisplayName: path, DataType: 'string', OnGrid: true, Path: path, Sort: null });
const definition = (type: string, name = `Ansicht ${type}`, paths = ['VertragsNr', 'Sparte']) => ({ Name: name, Type: type, Columns: paths.map(column), Settings: { ColumnsLocked: false } });

describe('DetailCustomization', () => {
  it('lists sets sorted by name with the standard set created on demand; the standard set cannot be deleted', async () => {
    const created = await call('POST', 'DetailCustomization/Set', 'admin', { Name: 'Alpha' });
    expect(created.statusCode).toBe(201);
    const sets = (await call('GET', 'DetailCustomization/Set', 'admin')).json() as { Id: string; Name: string; IsStandard: boolean }[];
    expect(sets.map((s) => s.Name)).toEqual(['Alpha', 'Standard']);
    const standard = sets.find((s) => s.IsStandard)!;
    const refused = await call('DELETE', `DetailCustomization/Set/${standard.Id}`, 'admin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('STANDARD_SET_LOCKED');
    expect((await call('DELETE', `DetailCustomization/Set/${created.json().Id}`, 'admin')).statusCode).toBe(204);
    // A name is required.
    const nameless = await call('POST', 'DetailCustomization/Set', 'admin', { Name: '  ' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().errors[0].path).toBe('Name');
  });

  it('selects at most one definition per type in a set, and a selected view cannot be deleted', async () => {
    const a = (await call('POST', 'DetailCustomization/Definition', 'admin', definition('TABELLE_VERTRAG', 'Tabelle A'))).json();
    const b = (await call('POST', 'DetailCustomization/Definition', 'admin', definition('TABELLE_VERTRAG', 'Tabelle B'))).json();
    const twice = await call('POST', 'DetailCustomization/Set', 'admin', { Name: 'Doppelt', Definitions: [a.Id, b.Id] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('DEFINITION_TYPE_TAKEN');
    const set = (await call('POST', 'DetailCustomization/Set', 'admin', { Name: 'Beta', Definitions: [a.Id] })).json();
    expect(set.Definitions).toEqual([a.Id]);
    const inUse = await call('DELETE', `DetailCustomization/Definition/${a.Id}`, 'admin');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'IN_USE' });
    expect(inUse.json().detail).toContain('Beta');
    // Changing b's type is fine; changing a selected view so that the set would hold two of a type is not.
    const c = (await call('POST', 'DetailCustomization/Definition', 'admin', definition('DETAIL_VERTRAG', 'Maske'))).json();
    expect((await call('PUT', `DetailCustomization/Set/${set.Id}`, 'admin', { Name: 'Beta', Definitions: [a.Id, c.Id] })).statusCode).toBe(200);
    const clash = await call('PUT', `DetailCustomization/Definition/${c.Id}`, 'admin', definition('TABELLE_VERTRAG', 'Maske'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('DEFINITION_TYPE_TAKEN');
    expect((await call('DELETE', `DetailCustomization/Definition/${b.Id}`, 'admin')).statusCode).toBe(204);
    // The audit log has the changes.
    const log = (await call('GET', 'Admin/AuditLog?action=detail', 'admin')).json();
    expect(log.Items.map((i: { Action: string }) => i.Action)).toEqual(expect.arrayContaining(['detailSet.create', 'detailView.create', 'detailView.delete']));
  });

  it('refuses every write to all but licence admins (403)', async () => {
    const [set] = (await call('GET', 'DetailCustomization/Set', 'admin')).json() as { Id: string }[];
    const def = (await call('GET', 'DetailCustomization/Definition', 'admin')).json()[0] as { Id: string };
    for (const who of OTHER_ROLES) {
      expect((await call('POST', 'DetailCustomization/Set', who, { Name: 'X' })).statusCode, who).toBe(403);
      expect((await call('PUT', `DetailCustomization/Set/${set!.Id}`, who, { Name: 'X', Definitions: [] })).statusCode, who).toBe(403);
      expect((await call('DELETE', `DetailCustomization/Set/${set!.Id}`, who)).statusCode, who).toBe(403);
      expect((await call('POST', 'DetailCustomization/Definition', who, definition('TABELLE_KUNDE'))).statusCode, who).toBe(403);
      expect((await call('PUT', `DetailCustomization/Definition/${def.Id}`, who, definition('TABELLE_KUNDE'))).statusCode, who).toBe(403);
      expect((await call('DELETE', `DetailCustomization/Definition/${def.Id}`, who)).statusCode, who).toBe(403);
      expect((await call('GET', '/api/v2/Sharing/PermissionTemplate', who)).statusCode, who).toBe(403);
      expect((await call('GET', 'Settings/InfoWidgetImages', who)).statusCode, who).toBe(403);
      expect((await upload(who, PNG)).statusCode, who).toBe(403);
      expect((await call('PUT', 'Settings/InfoWidget/Text', who, { ProfileId: def.Id, Text: 'x' })).statusCode, who).toBe(403);
    }
  });

  it('needs the CanCustomDetailView permission besides the licence admin role', async () => {
    const db = t.database.db;
    const rows = await db.select().from(memberships).where(and(eq(memberships.licenseId, LICENSE_A), eq(memberships.role, 'licenseAdmin')));
    const own = rows[0]!;
    await db.update(memberships).set({ permissions: { ...own.permissions, CanCustomDetailView: false } }).where(and(eq(memberships.userId, own.userId), eq(memberships.licenseId, LICENSE_A)));
    forgetMemberships(db, { licenseId: LICENSE_A });
    try {
      expect((await call('POST', 'DetailCustomization/Set', 'admin', { Name: 'Ohne Recht' })).statusCode).toBe(403);
    } finally {
      await db.update(memberships).set({ permissions: own.permissions }).where(and(eq(memberships.userId, own.userId), eq(memberships.licenseId, LICENSE_A)));
      forgetMemberships(db, { licenseId: LICENSE_A });
    }
  });

  it('never shows licence B\'s sets or views to A, nor lets A change them', async () => {
    const [setB] = await t.database.db.insert(detailSets).values({ licenseId: LICENSE_B, name: 'Geheim B' }).returning();
    const [defB] = await t.database.db.insert(detailDefinitions).values({ licenseId: LICENSE_B, name: 'Ansicht B', type: 'TABELLE_KUNDE' }).returning();
    const sets = (await call('GET', 'DetailCustomization/Set', 'admin')).json() as { Name: string }[];
    expect(sets.map((s) => s.Name)).not.toContain('Geheim B');
    expect(JSON.stringify((await call('GET', 'DetailCustomization/Definition', 'admin')).json())).not.toContain(defB!.id);
    expect((await call('DELETE', `DetailCustomization/Set/${setB!.id}`, 'admin')).statusCode).toBe(404);
    expect((await call('PUT', `DetailCustomization/Definition/${defB!.id}`, 'admin', definition('TABELLE_KUNDE'))).statusCode).toBe(404);
    // B's view cannot be put into A's set.
    const [setA] = (await call('GET', 'DetailCustomization/Set', 'admin')).json() as { Id: string }[];
    const foreign = await call('PUT', `DetailCustomization/Set/${setA!.Id}`, 'admin', { Name: 'X', Definitions: [defB!.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('Definitions.0');
    // B's member sees B's set, not A's.
    const setsB = (await call('GET', 'DetailCustomization/Set', 'commercial', undefined, LICENSE_B)).json() as { Name: string }[];
    expect(setsB.map((s) => s.Name)).toContain('Geheim B');
    expect(setsB.map((s) => s.Name)).not.toContain('Beta');
  });
});

describe('Permission profiles, table columns and the info widget', () => {
  it('gives a member the TABELLE_ columns of their profile\'s set, else the standard set\'s', async () => {
    const profiles = (await call('GET', '/api/v2/Sharing/PermissionTemplate', 'admin')).json() as { Id: string; Role: string; DetailViewSet: { Id: string } }[];
    expect(profiles).toHaveLength(6);
    const broker = profiles.find((p) => p.Role === 'intermediary')!;
    const view = (await call('POST', 'DetailCustomization/Definition', 'admin', definition('TABELLE_VERTRAG', 'Makler-Tabelle', ['VertragsNr', 'Tarif']))).json();
    const set = (await call('POST', 'DetailCustomization/Set', 'admin', { Name: 'Makler', Definitions: [view.Id] })).json();
    const before = (await call('GET', 'DetailCustomization/TableColumns?type=VERTRAG', 'broker')).json();
    expect(before.Columns.map((c: { Path: string }) => c.Path)).not.toContain('Tarif');
    const saved = await call('PUT', `/api/v2/Sharing/PermissionTemplate/${broker.Id}`, 'admin', {
      DetailViewSet: { Id: set.Id },
      InfoWidgetActive: true,
      InfoWidgetClosable: true,
      InfoWidgetImage: null,
      InfoWidgetText: 'Hallo Makler',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().DetailViewSet).toEqual({ Id: set.Id, Name: 'Makler' });
    expect((await call('GET', 'DetailCustomization/TableColumns?type=VERTRAG', 'broker')).json().Columns.map((c: { Path: string }) => c.Path)).toEqual(['VertragsNr', 'Tarif']);
    // Other members keep the standard set's (here: built-in) columns; the set in use cannot be deleted.
    expect((await call('GET', 'DetailCustomization/TableColumns?type=VERTRAG', 'caseworker')).json().Columns.map((c: { Path: string }) => c.Path)).not.toContain('Tarif');
    const inUse = await call('DELETE', `DetailCustomization/Set/${set.Id}`, 'admin');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('IN_USE');
    // The set is required, and must be one of the licence's.
    const missing = await call('PUT', `/api/v2/Sharing/PermissionTemplate/${broker.Id}`, 'admin', { InfoWidgetActive: true, InfoWidgetClosable: true, InfoWidgetImage: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('DetailViewSet');

    // The broker's widget: shown, closable, closed is remembered until the text changes.
    const widget = (await call('GET', 'Settings/InfoWidget', 'broker')).json();
    expect(widget).toMatchObject({ Active: true, Closable: true, Closed: false, Text: 'Hallo Makler', CanEdit: false });
    expect((await call('POST', 'Settings/InfoWidget/Close', 'broker')).statusCode).toBe(204);
    expect((await call('GET', 'Settings/InfoWidget', 'broker')).json().Closed).toBe(true);
    expect((await call('PUT', 'Settings/InfoWidget/Text', 'admin', { ProfileId: broker.Id, Text: 'Neu' })).statusCode).toBe(204);
    expect((await call('GET', 'Settings/InfoWidget', 'broker')).json()).toMatchObject({ Closed: false, Text: 'Neu' });
    expect((await call('GET', 'Settings/InfoWidget', 'admin')).json().CanEdit).toBe(true);
  });

  it('stores PNG images, refuses non-images and large files, and refuses to delete an image in use', async () => {
    const notImage = await upload('admin', TINY_PDF, 'bild.png');
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().detail).toMatch(/not an image/);
    const huge = await upload('admin', Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(JSON.stringify(huge.json())).toContain(`${INFO_WIDGET_IMAGE_MAX_BYTES / (1024 * 1024)} MB`);
    const stored = await upload('admin', PNG);
    expect(stored.statusCode).toBe(201);
    const image = stored.json();
    const content = await t.app.inject({ method: 'GET', url: image.Url, headers: { cookie: cookies.customer! } });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/png');

    const customer = ((await call('GET', '/api/v2/Sharing/PermissionTemplate', 'admin')).json() as { Id: string; Role: string; DetailViewSet: { Id: string } }[]).find((p) => p.Role === 'customer')!;
    await call('PUT', `/api/v2/Sharing/PermissionTemplate/${customer.Id}`, 'admin', { DetailViewSet: customer.DetailViewSet, InfoWidgetActive: true, InfoWidgetClosable: false, InfoWidgetImage: { Id: image.Id } });
    expect((await call('GET', 'Settings/InfoWidgetImages', 'admin')).json()).toEqual([expect.objectContaining({ Id: image.Id, Usage: 1 })]);
    expect((await call('GET', 'Settings/InfoWidget', 'customer')).json()).toMatchObject({ ImageUrl: image.Url, Closable: false });
    expect((await call('POST', 'Settings/InfoWidget/Close', 'customer')).statusCode).toBe(403);
    const refused = await call('DELETE', `Settings/InfoWidgetImages/${image.FileGuid}`, 'admin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Das Bild konnte nicht gelöscht werden. Es ist 1 mal in Verwendung.');
    for (const who of OTHER_ROLES) expect((await call('DELETE', `Settings/InfoWidgetImages/${image.FileGuid}`, who)).statusCode, who).toBe(403);
    await call('PUT', `/api/v2/Sharing/PermissionTemplate/${customer.Id}`, 'admin', { DetailViewSet: customer.DetailViewSet, InfoWidgetActive: true, InfoWidgetClosable: false, InfoWidgetImage: null });
    const deleted = await call('DELETE', `Settings/InfoWidgetImages/${image.FileGuid}`, 'admin');
    expect(deleted.json()).toEqual({ Success: true });
    // Licence B's member never sees A's image.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/Settings/InfoWidgetImages/${image.Id}?license=${LICENSE_B}`, headers: { cookie: cookies.commercial! } })).statusCode).toBe(404);
  });
});
