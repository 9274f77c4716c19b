import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.js';
import { users } from './db/schema.js';
import { openTestDatabase } from './db/test-database.js';
import { hashPassword } from './auth/password.js';
import { accountsWithDemoPassword, demoPasswordRefusal } from './demo-passwords.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { loadConfig } from './config.js';

describe('production defaults', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('finds the demo accounts that still open with the demo password, and only those', async () => {
    const demoHash = await hashPassword(DEMO_PASSWORD);
    await database.db.insert(users).values([
      { email: 'admin@demo.test', passwordHash: demoHash, firstName: 'A', lastName: 'A' },
      { email: 'makler@demo.test', passwordHash: await hashPassword('a real secret password'), firstName: 'M', lastName: 'M' },
      { email: 'someone@firma.example', passwordHash: demoHash, firstName: 'S', lastName: 'S' },
    ]);
    expect(await accountsWithDemoPassword(database.db)).toEqual(['admin@demo.test']);
    expect(demoPasswordRefusal(['admin@demo.test'])).toContain('admin@demo.test');
    await database.db.delete(users).where(eq(users.email, 'admin@demo.test'));
    expect(await accountsWithDemoPassword(database.db)).toEqual([]);
  });

  it('seeds no demo data in production unless asked, and refuses to be asked', () => {
    const base = { DATA_DIR: '/tmp/x' };
    expect(loadConfig({ ...base }).SEED_ON_START).toBe(true);
    expect(loadConfig({ ...base, APP_ENV: 'production' }).SEED_ON_START).toBe(false);
    expect(loadConfig({ ...base, APP_ENV: 'production', SEED_ON_START: 'false' }).SEED_ON_START).toBe(false);
    expect(() => loadConfig({ ...base, APP_ENV: 'production', SEED_ON_START: 'true' })).toThrow(/SEED_ON_START/);
  });
});
