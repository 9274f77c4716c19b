import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TApp } from '../app.js';
import type { Database } from './db/client.js';
import { openTestDatabase } from './db/test-database.js';
import { testConfig } from '../test-support/test-app.js';
import { redactError } from './redacted-error.js';
import { REQUEST_LOG_SERIALIZERS } from './log-serializers.js';

const SECRET = 'Müller-Lüdenscheidt 1965-04-12';

describe('the log line of a 500', () => {
  let database: Database;
  let app: TApp;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ database, config: testConfig(), logger: { level: 'info', stream, serializers: REQUEST_LOG_SERIALIZERS } });
    // A real database fault whose message holds the statement's parameter (PostgreSQL quotes the bad value).
    app.get('/api/test-fault', async () => {
      await app.db.execute(sql`select ${SECRET}::int as n`);
      return {};
    });
    // Its only route is this test's fault route, no operation of the API: not held to the document.
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 500 without details and logs the fault without parameters, query string or personal data', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/test-fault?q=${encodeURIComponent(SECRET)}` });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Müller');
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('22P02'); // SQLSTATE invalid_text_representation: the fault is still identifiable
    expect(log).not.toContain('Müller');
    expect(log).not.toContain('1965');
    expect(log).not.toContain('select');
  });
});

describe('redactError', () => {
  it('keeps the message of a non-database error, shortened', () => {
    const r = redactError(new TypeError(`x is undefined ${'y'.repeat(500)}`));
    expect(r.type).toBe('TypeError');
    expect(r.message?.length).toBeLessThanOrEqual(200);
    expect(r.frames?.length).toBeGreaterThan(0);
  });

  it('drops message, query and params of a drizzle error and its cause', () => {
    const cause = Object.assign(new Error(`new row violates check constraint, Failing row contains (${SECRET})`), { code: '23514', severity: 'ERROR', constraint: 'c1', table: 'customers' });
    const wrapper = Object.assign(new Error(`Failed query: insert … params: ${SECRET}`), { query: 'insert …', params: [SECRET], cause });
    const text = JSON.stringify(redactError(wrapper));
    expect(text).not.toContain('Müller');
    expect(text).toContain('23514');
    expect(text).toContain('customers');
  });
});
