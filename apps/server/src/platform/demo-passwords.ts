/**
 * Production refuses to start while a demo account (seed/demo-accounts.ts) can still be opened with the published
 * demo password: such an account would be a door anyone who read the README can walk through. Only the known
 * demo e-mail addresses are checked, against their stored hashes (no password is ever compared in bulk).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { users } from './db/schema.js';
import { verifyPassword } from './auth/password.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.js';

export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  const open: string[] = [];
  for (const row of rows) if (row.passwordHash && (await verifyPassword(DEMO_PASSWORD, row.passwordHash))) open.push(row.email);
  return open.sort();
}

export function demoPasswordRefusal(emails: readonly string[]): string {
  return [
    'Refusing to start with APP_ENV=production: these demo accounts still have the published demo password:',
    ...emails.map((e) => `  ${e}`),
    'Delete them (npm run seed -- --reset only on a demo database) or give them real passwords, then start again.',
  ].join('\n');
}
