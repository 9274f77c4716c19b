import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRID_SETTINGS_MAX_BYTES, USER_SETTINGS_MAX_BYTES } from '@portal/domain';
import { emailOf, LICENSE_A } from '../test-support/fixtures.js';
import { createTestApp, login, type TTestApp } from '../test-support/test-app.js';
import { encodeCursor } from '../modules/data-query/cursor.js';
import { findInputProblem, MAX_INPUT_DEPTH, unsafeTextReason } from './input-guard.js';

describe('findInputProblem', () => {
  it('names the path of a NUL character, a lone surrogate and a bad key', () => {
    expect(findInputProblem({ Filters: [{ Value: 'a\u0000b' }] })?.path).toBe('Filters.0.Value');
    expect(findInputProblem({ a: ['ok', 'x\uD800'] })?.path).toBe('a.1');
    expect(findInputProblem({ a: 'x\uDC00y' })?.path).toBe('a');
    expect(findInputProblem({ 'a\u0000': 1 })?.message).toMatch(/^Name/);
    // A surrogate pair (an emoji) is fine.
    expect(findInputProblem({ a: 'Grüße 😀' })).toBeNull();
    expect(unsafeTextReason('😀')).toBeNull();
  });

  it('refuses nesting beyond the limit without recursion, even 100,000 levels deep', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem(deep)?.message).toMatch(/Nested deeper/);
    let ok: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = { a: ok };
    expect(findInputProblem(ok)).toBeNull();
  });
});

describe('the edge guard on the API', () => {
  let t: TTestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await login(t.app, emailOf('admin'));
  });
  afterAll(() => t.close());

  type TRequest = { method: 'GET' | 'POST' | 'PUT'; url: string; headers?: Record<string, string>; payload?: string | object };
  const inject = (opts: TRequest) => t.app.inject({ ...opts, headers: { cookie, ...(opts.headers ?? {}) } });

  const expectField = (res: Awaited<ReturnType<typeof inject>>, path: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  };

  it('refuses a NUL character in a filter value, the search text, ?license= and X-License', async () => {
    const query = { Filters: [{ Property: 'Kundenname', Operator: 'Contains', Value: 'a\u0000b' }], Page: { Skip: 0, Take: 5 } };
    expectField(await inject({ method: 'POST', url: `/api/v1/data/Kunde/query?license=${LICENSE_A}`, payload: query }), 'Filters.0.Value');
    expectField(await inject({ method: 'GET', url: `/api/v1/Search?q=ab%00cd&license=${LICENSE_A}` }), 'q');
    expectField(await inject({ method: 'GET', url: '/api/v1/Summary?license=%00' }), 'license');
    expectField(await inject({ method: 'GET', url: '/api/v1/Summary', headers: { 'x-license': `${LICENSE_A}\u0000` } }), 'X-License');
  });

  it('refuses a lone surrogate in a JSON body', async () => {
    const body = '{"Filters":[{"Property":"Kundenname","Operator":"Contains","Value":"a\\ud800b"}],"Page":{"Skip":0,"Take":5}}';
    expectField(
      await inject({ method: 'POST', url: `/api/v1/data/Kunde/query?license=${LICENSE_A}`, headers: { 'content-type': 'application/json' }, payload: body }),
      'Filters.0.Value',
    );
    // (A query string cannot carry one: its percent-encoded UTF-8 decodes to U+FFFD.)
  });

  it('refuses settings nested 10,000 levels deep (user and grid settings), and stores nothing', async () => {
    let deep = '1';
    for (let i = 0; i < 10_000; i++) deep = `[${deep}]`;
    const user = await inject({ method: 'PUT', url: `/api/v1/Settings/User?license=${LICENSE_A}`, headers: { 'content-type': 'application/json' }, payload: `{"x":${deep}}` });
    expect(user.statusCode).toBe(400);
    const grid = await inject({ method: 'PUT', url: `/api/v1/Settings/Grid/VERTRAG?license=${LICENSE_A}`, headers: { 'content-type': 'application/json' }, payload: `{"Filters":${deep}}` });
    expect(grid.statusCode).toBe(400);
    const stored = await inject({ method: 'GET', url: `/api/v1/Settings/User?license=${LICENSE_A}` });
    expect(JSON.stringify(stored.json())).not.toContain('[[[[');
  });

  it('answers 400 for a __proto__ key', async () => {
    const res = await inject({ method: 'PUT', url: `/api/v1/Settings/User?license=${LICENSE_A}`, headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1}}' });
    expect(res.statusCode).toBe(400);
  });

  describe('forged keyset cursors', () => {
    const page = (After: string) => ({ Sorts: [{ Property: 'VertragsNr', Direction: 'asc' }], Page: { Skip: 0, Take: 2, After } });
    const query = (After: string) => inject({ method: 'POST', url: `/api/v1/data/Vertrag/query?license=${LICENSE_A}`, payload: page(After) });

    it('a real cursor pages on', async () => {
      const first = await inject({ method: 'POST', url: `/api/v1/data/Vertrag/query?license=${LICENSE_A}`, payload: { ...page('x'), Page: { Skip: 0, Take: 2 } } });
      expect(first.statusCode).toBe(200);
      const next = first.json().Next as string;
      expect(typeof next).toBe('string');
      expect((await query(next)).statusCode).toBe(200);
    });

    it.each([
      ['not base64 JSON', 'garbage!'],
      ['a wrong id', encodeCursor({ v: ['V-1'], id: 'not-a-uuid' })],
      ['a wrong number of values', encodeCursor({ v: ['V-1', 'V-2'], id: '00000000-0000-4000-8000-000000000000' })],
      ['a value of the wrong type', encodeCursor({ v: [{ a: 1 } as unknown as string], id: '00000000-0000-4000-8000-000000000000' })],
      ['a NUL character in a value', encodeCursor({ v: ['V\u0000'], id: '00000000-0000-4000-8000-000000000000' })],
    ])('%s → 400 naming Page.After', async (_name, after) => {
      expectField(await query(after), 'Page.After');
    });

    it('a wrong date-time for a date-time sort → 400', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const byDate = (v: unknown) =>
        inject({
          method: 'POST',
          url: `/api/v1/data/Schaden/query?license=${LICENSE_A}`,
          payload: { Sorts: [{ Property: 'Erstellt', Direction: 'desc' }], Page: { Skip: 0, Take: 2, After: encodeCursor({ v: [v as string], id }) } },
        });
      expectField(await byDate('2024-13-45'), 'Page.After');
      expect((await byDate('2024-01-05T10:00:00.000Z')).statusCode).toBe(200);
      expectField(await byDate(12345), 'Page.After');
    });
  });

  describe('size caps of stored settings', () => {
    const putGrid = (key: string, grid: unknown) => inject({ method: 'PUT', url: `/api/v1/Settings/Grid/${key}?license=${LICENSE_A}`, payload: grid as object });

    it('one grid settings document over GRID_SETTINGS_MAX_BYTES → 413, nothing stored', async () => {
      const res = await putGrid('BigGrid', { Filter: { text: 'x'.repeat(GRID_SETTINGS_MAX_BYTES) } });
      expect(res.statusCode).toBe(413);
      const stored = await inject({ method: 'GET', url: `/api/v1/Settings/User?license=${LICENSE_A}` });
      expect(stored.json().Grids?.BigGrid).toBeUndefined();
    });

    it('grid settings of many lists stop at USER_SETTINGS_MAX_BYTES in all (413), earlier lists kept', async () => {
      const grid = { Filter: { text: 'y'.repeat(GRID_SETTINGS_MAX_BYTES - 100) } };
      const statuses: number[] = [];
      for (let i = 0; i < Math.ceil(USER_SETTINGS_MAX_BYTES / GRID_SETTINGS_MAX_BYTES) + 2; i++) statuses.push((await putGrid(`List${i}`, grid)).statusCode);
      expect(statuses[0]).toBe(204);
      expect(statuses.at(-1)).toBe(413);
      const stored = await inject({ method: 'GET', url: `/api/v1/Settings/User?license=${LICENSE_A}` });
      expect(stored.statusCode).toBe(200);
      expect(Buffer.byteLength(stored.body)).toBeLessThanOrEqual(USER_SETTINGS_MAX_BYTES);
      expect(stored.json().Grids.List0).toEqual(grid);
    });
  });

  describe('malformed multipart bodies', () => {
    const upload = (contentType: string, payload: string) =>
      inject({ method: 'POST', url: `/api/v1/Brief/Upload?license=${LICENSE_A}`, headers: { 'content-type': contentType }, payload });

    it('no boundary → 400', async () => {
      const res = await upload('multipart/form-data', 'xx');
      expect(res.statusCode).toBe(400);
    });

    it('a truncated body → 400', async () => {
      const res = await upload('multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 xx');
      expect(res.statusCode).toBe(400);
    });

    it('a file in the wrong part, and an unknown field → 400 naming the part', async () => {
      const wrongPart = await upload('multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="titel"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--abc--\r\n');
      expectField(wrongPart, 'titel');
      const unknown = await upload('multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="evil"\r\n\r\nx\r\n--abc--\r\n');
      expectField(unknown, 'evil');
    });

    it('a NUL character in a text field → 400 naming it', async () => {
      const res = await upload('multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="titel"\r\n\r\na\u0000b\r\n--abc--\r\n');
      expectField(res, 'titel');
    });
  });
});
