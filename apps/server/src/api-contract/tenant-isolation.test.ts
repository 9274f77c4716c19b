/**
 * Generated from the OpenAPI document: no licence's data reaches another licence's members. Every operation that
 * takes a licence or an id is called by every demo role — each member of licence A and a guest of A, and licence
 * B's member — (a) naming the other licence, and (b) in the own licence with the other licence's ids in the path
 * (user ids included), and (c) with the other licence's ids in the JSON body. (a) must be refused; (b) and (c)
 * must be refused or answer without a single id of the other licence; no write may change a row of the other
 * licence. A route added tomorrow is walked the day it is added
 * (bad-input.test.ts fails when a route is missing from the document).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addresses, cards, companies, formRisks, processes, signEnvelopes, tags } from '../platform/db/schema.js';
import { emailOf, LICENSE_A, LICENSE_B, type TFixtureUserKey } from '../test-support/fixtures.js';
import { multipartBody, TINY_PDF } from '../test-support/multipart-body.js';
import { createTestApp, login, loginAsGuest } from '../test-support/test-app.js';
import { changedTables, licensedTables, licenseFingerprint, licenseIds } from './database-fingerprint.js';
import { injectStreamed } from './inject-streamed.js';
import { bodyTakesIds, fillPath, listOperations, pathParamValues, sampleFor, sampleWithIds, type TOpenApiDocument, type TOperation, type TPathValues } from './openapi-operations.js';

/** The other licence's requests come from their own address, so that no login of the walk rate-limits another. */
const WALK_ADDRESS = '10.78.0.1';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.database.db;
const doc = t.app.swagger() as TOpenApiDocument;
const tables = await licensedTables(db);

// Session routes act on the caller's own account, not on a licence's data (and would end the walk's session);
// the event stream never ends by itself and carries process ids of the licence context only.
const operations = listOperations(doc).filter(
  (op) => !op.path.startsWith('/api/v1/auth/') && !op.path.endsWith('/Events') && (op.licenseScoped || op.pathParams.length > 0),
);

type TRole = { name: string; license: string; other: string; cookie: () => Promise<string> };
const memberOf = (key: TFixtureUserKey, license: string, other: string): TRole => ({ name: key, license, other, cookie: () => login(t.app, emailOf(key)) });
const ROLES: TRole[] = [
  memberOf('admin', LICENSE_A, LICENSE_B),
  memberOf('caseworker', LICENSE_A, LICENSE_B),
  memberOf('broker', LICENSE_A, LICENSE_B),
  memberOf('customer', LICENSE_A, LICENSE_B),
  memberOf('reporter', LICENSE_A, LICENSE_B),
  { name: 'guest', license: LICENSE_A, other: LICENSE_B, cookie: () => loginAsGuest(t.app, LICENSE_A) },
  memberOf('commercial', LICENSE_B, LICENSE_A),
];

/** Ids a member of `license` must never receive: every row id of the other licence, its access tokens and members. */
async function foreignValues(other: string): Promise<string[]> {
  const ids = await licenseIds(db, tables, other);
  const tokens = (await db.execute(sql`select access_token as v from processes where license_id = ${other} and access_token is not null`)) as unknown as { rows?: { v: string }[] } | { v: string }[];
  for (const r of Array.isArray(tokens) ? tokens : (tokens.rows ?? [])) if (r.v.length >= 16) ids.add(r.v);
  // Users are not rows of a licence; the other licence's members who are not members of this one are foreign too.
  const members = (await db.execute(
    sql`select user_id::text as v from memberships m where m.license_id = ${other} and not exists (select 1 from memberships o where o.user_id = m.user_id and o.license_id <> ${other})`,
  )) as unknown as { rows?: { v: string }[] } | { v: string }[];
  for (const r of Array.isArray(members) ? members : (members.rows ?? [])) ids.add(r.v);
  return [...ids];
}

/** A member of the other licence (and of no other), for `{userId}` paths. */
async function foreignMember(other: string): Promise<string> {
  const rows = (await db.execute(
    sql`select user_id::text as v from memberships m where m.license_id = ${other} and not exists (select 1 from memberships o where o.user_id = m.user_id and o.license_id <> ${other}) limit 1`,
  )) as unknown as { rows?: { v: string }[] } | { v: string }[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return list[0]!.v;
}

/**
 * Rows the fixtures lack, in both licences, so that every id-taking operation has a real object to be asked for:
 * an address, an insurer, a tag, a card, an uploaded document with its file, a zip of it, a file on a process and
 * one in a form risk.
 */
async function plant(license: string, member: TFixtureUserKey): Promise<void> {
  const cookie = await login(t.app, emailOf(member));
  await db.insert(addresses).values({ licenseId: license, kontaktname: `Adresse ${license}` });
  await db.insert(companies).values({ licenseId: license, suchname: `Versicherer ${license}` });
  await db.insert(tags).values({ licenseId: license, name: `Schlagwort ${license}`, matchcode: `TAG-${license}` });
  await db.insert(cards).values({ licenseId: license, name: { de: `Karte ${license}`, en: `Card ${license}` }, additionalProperties: { Property: 'ComputedStatus', Operator: 'Equal', Value: 'Police' } });
  const post = (url: string, body: { payload: Buffer | string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}${url.includes('?') ? '&' : '?'}license=${license}`, headers: { cookie, ...body.headers }, payload: body.payload });
  const document = await post('Brief/Upload', multipartBody([{ name: 'titel', value: `Dokument ${license}` }, { name: 'brieftyp', value: 'ANTRAG' }, { name: 'file', filename: 'a.pdf', data: TINY_PDF, contentType: 'application/pdf' }]));
  if (document.statusCode !== 201) throw new Error(`upload in ${license}: ${document.statusCode} ${document.body}`);
  const zip = await post('Brief/Zip', { payload: JSON.stringify({ BriefIds: [document.json().Id], OnlyUnread: false, FileName: 'x.zip' }), headers: { 'content-type': 'application/json' } });
  if (zip.statusCode !== 200) throw new Error(`zip in ${license}: ${zip.statusCode} ${zip.body}`);
  const [process] = await db.select({ id: processes.id }).from(processes).where(eq(processes.licenseId, license)).limit(1);
  const attached = await post(`Vorgang/${process!.id}/Files`, multipartBody([{ name: 'Text', value: 'Anlage' }, { name: 'file', filename: 'b.pdf', data: TINY_PDF, contentType: 'application/pdf' }]));
  if (attached.statusCode !== 201) throw new Error(`process file in ${license}: ${attached.statusCode} ${attached.body}`);
  const [risk] = await db.select({ id: formRisks.id }).from(formRisks).where(eq(formRisks.licenseId, license)).orderBy(sql`${formRisks.id}::text`).limit(1);
  const formFile = await post(`Forms/Risk/${risk!.id}/Files`, multipartBody([{ name: 'file', filename: 'c.pdf', data: TINY_PDF, contentType: 'application/pdf' }]));
  if (formFile.statusCode !== 201) throw new Error(`form file in ${license}: ${formFile.statusCode} ${formFile.body}`);
  // A sign request on that risk (its row only: enough for the envelope routes to be asked for it).
  const [owner] = await db.select({ id: formRisks.ownerUserId }).from(formRisks).where(eq(formRisks.id, risk!.id)).limit(1);
  await db.insert(signEnvelopes).values({ licenseId: license, riskId: risk!.id, riskVersion: 1, formTitle: `Formular ${license}`, createdByUserId: owner!.id, linkOrigin: 'https://portal.example.test' });
}
await plant(LICENSE_A, 'admin');
await plant(LICENSE_B, 'commercial');

/** One id per kind of record of each licence, for ids inside request bodies. */
const ID_KINDS: readonly (readonly [RegExp, string])[] = [
  [/brief|document/i, 'documents'],
  [/kunde|customer/i, 'customers'],
  [/vertrag|contract/i, 'contracts'],
  [/schaden|claim/i, 'claims'],
  [/vorgang|process/i, 'processes'],
  [/tag/i, 'tags'],
  [/adress/i, 'addresses'],
  [/gesellschaft|company/i, 'companies'],
  [/file|datei/i, 'files'],
  [/product/i, 'form_products'],
  [/risk/i, 'form_risks'],
];
const firstIds = new Map<string, Map<string, string>>();
for (const license of [LICENSE_A, LICENSE_B]) {
  const byTable = new Map<string, string>();
  for (const [, table] of ID_KINDS) {
    const rows = (await db.execute(sql`select id::text as v from ${sql.identifier(table)} where license_id = ${license} order by 1 limit 1`)) as unknown as { rows?: { v: string }[] } | { v: string }[];
    const first = (Array.isArray(rows) ? rows : (rows.rows ?? []))[0];
    if (first) byTable.set(table, first.v);
  }
  firstIds.set(license, byTable);
}
/** The other licence's id for a body property: by its name (BriefIds → a document), else by the operation's path. */
function foreignIdFor(other: string, op: TOperation, property: string): string {
  const ids = firstIds.get(other)!;
  const kind = ID_KINDS.find(([pattern]) => pattern.test(property)) ?? ID_KINDS.find(([pattern]) => pattern.test(op.path.replace('/api/v1/', '').split('/')[0] ?? ''));
  return (kind && ids.get(kind[1])) ?? [...ids.values()][0]!;
}

const valuesByLicense = new Map<string, TPathValues>();
for (const license of [LICENSE_A, LICENSE_B]) valuesByLicense.set(license, await pathParamValues(db, license));
const foreign = new Map<string, string[]>();
for (const license of [LICENSE_A, LICENSE_B]) foreign.set(license, await foreignValues(license));
const foreignMembers = new Map<string, string>();
for (const license of [LICENSE_A, LICENSE_B]) foreignMembers.set(license, await foreignMember(license));

function urlOf(op: TOperation, license: string | null, value: (param: string) => string): string {
  const query = new URLSearchParams();
  if (op.licenseScoped && license) query.set('license', license);
  for (const p of op.queryParams) if (p.required && p.name !== 'license') query.set(p.name, String(sampleFor(p.schema)));
  const search = query.toString();
  return `${fillPath(op, value)}${search ? `?${search}` : ''}`;
}

const bodyOf = (op: TOperation): { payload?: string; headers: Record<string, string> } =>
  op.jsonBody ? { payload: JSON.stringify(sampleFor(op.jsonBody)), headers: { 'content-type': 'application/json' } } : { headers: {} };

describe.each(ROLES.map((r) => [r.name, r] as [string, TRole]))('%s', (_name, role) => {
  it('is refused the other licence, and finds nothing of it through its ids', async () => {
    const own = valuesByLicense.get(role.license)!;
    const theirs = valuesByLicense.get(role.other)!;
    const foreignIds = foreign.get(role.other)!;
    expect(foreignIds.length).toBeGreaterThan(10);
    let cookie = await role.cookie();
    const findings: string[] = [];
    let calls = 0;
    let ownAnswered = 0;
    let bodyCalls = 0;

    const call = async (op: TOperation, url: string, payload?: unknown) => {
      calls++;
      const body = payload === undefined ? bodyOf(op) : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } };
      const res = await injectStreamed(t.app, { method: op.method, url, headers: { ...body.headers, cookie }, remoteAddress: WALK_ADDRESS, ...(body.payload !== undefined ? { payload: body.payload } : {}) });
      if (!res) return null;
      if (res.statusCode === 401) {
        // A route that ended the session (none should): note it and go on with a new one.
        findings.push(`${op.method} ${url}: 401 — the session ended`);
        cookie = await role.cookie();
      }
      if (res.statusCode >= 500) findings.push(`${op.method} ${url}: ${res.statusCode}`);
      return res;
    };
    const leaked = (body: string) => foreignIds.filter((id) => body.includes(id));

    for (const op of operations) {
      const before = op.method === 'GET' ? null : await licenseFingerprint(db, tables, role.other);

      // (a) the other licence by name, with the own ids.
      if (op.licenseScoped) {
        const url = urlOf(op, role.other, (p) => own(op, p));
        const res = await call(op, url);
        if (res && res.statusCode < 300) findings.push(`${op.method} ${url}: ${res.statusCode} for the other licence`);
      }

      // (b) the own licence with the other licence's ids.
      if (op.pathParams.length > 0) {
        const url = urlOf(op, role.license, (p) => (p === 'userId' ? foreignMembers.get(role.other)! : theirs(op, p)));
        const res = await call(op, url);
        if (res && res.statusCode < 300) {
          const found = leaked(res.body);
          if (found.length) findings.push(`${op.method} ${url}: ${res.statusCode} holding ${found.length} id(s) of the other licence, e.g. ${found[0]}`);
        }
        // Control: the same operation with the own ids reaches real answers (so the walk's URLs are right).
        if (op.method === 'GET') {
          const ownRes = await call(op, urlOf(op, role.license, (p) => own(op, p)));
          if (ownRes && ownRes.statusCode === 200) ownAnswered++;
        }
      }

      // (c) the own licence with the other licence's ids in the JSON body (documents to zip or mark read, tags, …).
      if (op.jsonBody && bodyTakesIds(op.jsonBody)) {
        const url = urlOf(op, role.license, (p) => own(op, p));
        const res = await call(op, url, sampleWithIds(op.jsonBody, (property) => foreignIdFor(role.other, op, property)));
        if (res && res.statusCode < 300) {
          const found = leaked(res.body);
          if (found.length) findings.push(`${op.method} ${url} with foreign ids in the body: ${res.statusCode} holding ${found.length} id(s) of the other licence`);
        }
        bodyCalls++;
      }

      if (before) {
        const changed = changedTables(before, await licenseFingerprint(db, tables, role.other));
        if (changed.length) findings.push(`${op.method} ${op.path}: changed the other licence's ${changed.join(', ')}`);
      }
    }

    expect(findings).toEqual([]);
    // The walk is real: many operations, and the control calls reached answers for members who see data.
    expect(calls).toBeGreaterThan(50);
    expect(bodyCalls, 'operations with ids in their body').toBeGreaterThan(2);
    if (role.name === 'admin' || role.name === 'commercial') expect(ownAnswered, 'own-id control answers').toBeGreaterThan(10);
  });
});
