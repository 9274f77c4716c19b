import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { adminAuditLog, contracts, customers, employeeInvites, mailOutbox, users } from '../../platform/db/schema.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, sessionCookieOf, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
let cookies: Record<string, string>;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial', 'multi']);
  const rows = await t.database.db.select({ id: customers.id, nr: customers.amsidnr }).from(customers);
  ids = Object.fromEntries(rows.map((r) => [r.nr, r.id]));
});
afterAll(() => t.close());

type TMethod = 'GET' | 'POST' | 'DELETE';
const call = (method: TMethod, path: string, cookie: string | undefined, payload?: unknown, license = LICENSE_A) =>
  t.app.inject({
    method,
    url: `/api/v1/${path}${path.includes('?') ? '&' : '?'}license=${license}`,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const invite = (who: string, email: string, permission: string, customerIds: string[], license = LICENSE_A) =>
  call('POST', `EmployeeInvite?email=${encodeURIComponent(email)}&permission=${permission}`, cookies[who], { Customers: customerIds }, license);

/** The token of the newest invitation mail to that address (dev outbox). */
async function inviteTokenFor(email: string): Promise<string> {
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const last = mails.at(-1);
  const token = /\/einladung\/([A-Za-z0-9_-]{43})/.exec(last?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

describe('employee invite', () => {
  let invitee: string;

  it('invites by e-mail: the invitee gets the mail with a one-time link, sets a password and is logged in', async () => {
    const res = await invite('admin', 'Neu.Mitarbeiter@Example.test', 'employee', [ids.A1!, ids.A2!]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ Email: 'neu.mitarbeiter@example.test', Status: 'pending' });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'neu.mitarbeiter@example.test'));
    expect(mail?.subject).toContain('Einladung');
    expect(mail?.licenseId).toBe(LICENSE_A);
    const token = await inviteTokenFor('neu.mitarbeiter@example.test');
    // Only the hash is stored.
    const [row] = await t.database.db.select().from(employeeInvites);
    expect(row?.tokenHash).not.toContain(token);

    const list = (await call('GET', 'EmployeeInvite', cookies.admin)).json();
    expect(list.Users).toHaveLength(1);
    expect(list.Users[0]).toMatchObject({ Email: 'neu.mitarbeiter@example.test', Permission: 'employee', Status: 'pending', LastActivity: null });
    expect(list.Users[0].Customers.map((c: { Name1: string }) => c.Name1)).toEqual(['Anna Eins', 'Bernd Zwei']);

    const info = await t.app.inject({ method: 'GET', url: `/api/v1/auth/invite/${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ Email: 'neu.mitarbeiter@example.test', License: LICENSE_A, NeedsPassword: true });

    const short = await t.app.inject({ method: 'POST', url: `/api/v1/auth/invite/${token}`, payload: { Password: 'kurz' } });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json().errors)).toContain('Password');

    const accepted = await t.app.inject({ method: 'POST', url: `/api/v1/auth/invite/${token}`, payload: { Password: 'ein langes Passwort' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ License: LICENSE_A, LoggedIn: true });
    invitee = sessionCookieOf(accepted)!;
    expect(invitee).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: invitee } })).json().User.Email).toBe('neu.mitarbeiter@example.test');
    // The password works for a normal login too.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'neu.mitarbeiter@example.test', password: 'ein langes Passwort' } })).statusCode).toBe(200);

    // Single use.
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/auth/invite/${token}`, payload: { Password: 'noch ein Passwort' } });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('INVITE_LINK_USED');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/auth/invite/${token}` })).statusCode).toBe(410);
    expect((await call('GET', 'EmployeeInvite', cookies.admin)).json().Users[0].Status).toBe('accepted');
  });

  it('shows the invitee only the assigned customers in lists, details and search; 403 for the others', async () => {
    const page = { Page: { Skip: 0, Take: 100, ReturnTotal: true }, Filters: [] };
    const kunden = (await call('POST', 'data/Kunde/query', invitee, { ...page, Fields: 'Kundenname' })).json();
    expect(kunden.Items.map((k: { Kundenname: string }) => k.Kundenname).sort()).toEqual(['Anna Eins', 'Bernd Zwei']);
    expect(kunden.Total).toBe(2);
    const vertraege = (await call('POST', 'data/Vertrag/query', invitee, { ...page, Fields: 'VertragsNr' })).json();
    expect(vertraege.Items.map((v: { VertragsNr: string }) => v.VertragsNr).sort()).toEqual(['A1-1', 'A1-2', 'A2-1', 'A2-2']);

    expect((await call('GET', `Kunde/${ids.A1}`, invitee)).statusCode).toBe(200);
    const other = await call('GET', `Kunde/${ids.A3}`, invitee);
    expect(other.statusCode).toBe(403);
    const [a3Contract] = await t.database.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.vertragsnr, 'A3-1'));
    expect((await call('GET', `Vertrag/${a3Contract!.id}`, invitee)).statusCode).toBe(403);
    // Licence B's customer stays a plain 404 (no hint it exists).
    expect((await call('GET', `Kunde/${ids.B1}`, invitee)).statusCode).toBe(404);

    const search = async (q: string) => (await call('GET', `Search?q=${encodeURIComponent(q)}`, invitee)).json().Results.map((r: { Title: string }) => r.Title);
    expect(await search('Anna')).toContain('Anna Eins');
    expect(await search('Carla')).toEqual([]);
    expect(await search('A3-')).toEqual([]);
    // An invitee without ShowEmployeeInvite does not manage employees.
    expect((await call('GET', 'EmployeeInvite', invitee)).statusCode).toBe(403);
  });

  it('refuses every other role on the management routes, and guests', async () => {
    for (const who of ['broker', 'customer', 'reporter', 'guest']) {
      expect((await call('GET', 'EmployeeInvite', cookies[who])).statusCode, who).toBe(403);
      expect((await call('GET', 'EmployeeInvite/Permissions', cookies[who])).statusCode, who).toBe(403);
      expect((await invite(who, 'x@example.test', 'employee', [ids.A1!])).statusCode, who).toBe(403);
      expect((await call('DELETE', 'EmployeeInvite', cookies[who], ['neu.mitarbeiter@example.test'])).statusCode, who).toBe(403);
    }
    expect((await call('GET', 'EmployeeInvite', undefined)).statusCode).toBe(401);
  });

  it('lets a member with ShowEmployeeInvite assign only their roles and their visible customers; licence B stays apart', async () => {
    expect((await call('GET', 'EmployeeInvite/Permissions', cookies.admin)).json().Permissions).toEqual(['employee', 'licenseAdmin']);
    expect((await call('GET', 'EmployeeInvite/Permissions', cookies.caseworker)).json().Permissions).toEqual(['employee']);
    expect((await invite('caseworker', 'chef@example.test', 'licenseAdmin', [ids.A1!])).statusCode).toBe(403);
    const foreign = await invite('admin', 'b@example.test', 'employee', [ids.A1!, ids.B1!]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('Customers.1');
    expect((await invite('admin', 'leer@example.test', 'employee', [])).statusCode).toBe(400);
    expect((await invite('admin', 'kein-email', 'employee', [ids.A1!])).statusCode).toBe(400);
    // A member who joined otherwise is not taken over.
    expect((await invite('admin', 'broker@fixture.test', 'employee', [ids.A1!])).statusCode).toBe(409);

    const byCaseworker = await invite('caseworker', 'kollege@example.test', 'employee', [ids.A3!]);
    expect(byCaseworker.statusCode, byCaseworker.body).toBe(201);
    // The caseworker sees only whom they invited; the admin sees everyone invited.
    expect((await call('GET', 'EmployeeInvite', cookies.caseworker)).json().Users.map((u: { Email: string }) => u.Email)).toEqual(['kollege@example.test']);
    expect((await call('GET', 'EmployeeInvite', cookies.admin)).json().Users).toHaveLength(2);
    // Licence B's manager sees none of A's invitations, and cannot remove them.
    expect((await call('GET', 'EmployeeInvite', cookies.commercial, undefined, LICENSE_B)).json().Users).toEqual([]);
    expect((await call('DELETE', 'EmployeeInvite', cookies.commercial, ['kollege@example.test'], LICENSE_B)).statusCode).toBe(404);
    expect((await invite('commercial', 'b2@example.test', 'employee', [ids.A1!], LICENSE_B)).statusCode).toBe(400);
  });

  it('answers 410 for an expired link', async () => {
    const token = await inviteTokenFor('kollege@example.test');
    const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'kollege@example.test'));
    await t.database.db.update(employeeInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(employeeInvites.userId, u!.id));
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/auth/invite/${token}`, payload: { Password: 'ein langes Passwort' } });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('INVITE_LINK_EXPIRED');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/invite/not-a-token' })).statusCode).toBe(404);
  });

  it('removes invited members (never oneself, never through another licence), with the audit log', async () => {
    expect((await call('DELETE', 'EmployeeInvite', cookies.caseworker, ['neu.mitarbeiter@example.test'])).statusCode).toBe(404);
    expect((await call('DELETE', 'EmployeeInvite', cookies.admin, ['admin@fixture.test'])).statusCode).toBe(404);
    const res = await call('DELETE', 'EmployeeInvite', cookies.admin, ['neu.mitarbeiter@example.test', 'kollege@example.test']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Removed).toBe(2);
    expect((await call('GET', 'EmployeeInvite', cookies.admin)).json().Users).toEqual([]);
    const gone = await call('POST', 'data/Kunde/query', invitee, { Page: { Skip: 0, Take: 10, ReturnTotal: true }, Filters: [] });
    expect(gone.statusCode).toBe(403);
    const logged = await t.database.db
      .select({ action: adminAuditLog.action, target: adminAuditLog.target })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.licenseId, LICENSE_A), inArray(adminAuditLog.action, ['employeeInvite.invite', 'employeeInvite.remove'])));
    expect(logged.map((l) => `${l.action} ${l.target}`).sort()).toEqual([
      'employeeInvite.invite kollege@example.test',
      'employeeInvite.invite neu.mitarbeiter@example.test',
      'employeeInvite.remove kollege@example.test',
      'employeeInvite.remove neu.mitarbeiter@example.test',
    ]);
  });

  it('lets an existing account join with its own password: no password to set, no session from the link', async () => {
    const res = await invite('admin', 'commercial@fixture.test', 'employee', [ids.A3!]);
    expect(res.statusCode, res.body).toBe(201);
    const token = await inviteTokenFor('commercial@fixture.test');
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'commercial@fixture.test'));
    expect(mail?.text).toContain('wie gewohnt mit Ihrem Passwort');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/auth/invite/${token}` })).json().NeedsPassword).toBe(false);
    const accepted = await t.app.inject({ method: 'POST', url: `/api/v1/auth/invite/${token}`, payload: {} });
    expect(accepted.json()).toEqual({ License: LICENSE_A, LoggedIn: false });
    expect(sessionCookieOf(accepted)).toBeNull();
    // Their licence B stays as it was; in A they see the one assigned customer.
    const kunden = await call('POST', 'data/Kunde/query', cookies.commercial, { Page: { Skip: 0, Take: 10, ReturnTotal: true }, Filters: [], Fields: 'Kundenname' });
    expect(kunden.json().Items.map((k: { Kundenname: string }) => k.Kundenname)).toEqual(['Carla Drei']);
    expect((await call('POST', 'data/Kunde/query', cookies.commercial, { Page: { Skip: 0, Take: 10, ReturnTotal: true }, Filters: [] }, LICENSE_B)).json().Total).toBe(3);
  });
});
