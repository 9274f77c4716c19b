/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is set
 * (CI's second run) — a new database created on that PostgreSQL server and dropped afterwards.
 *
 * Creating and migrating an empty PGlite takes seconds; so the first test file stores the migrated
 * data directory as a template under the OS temp folder (keyed by the migrations' content) and every
 * later file starts from a copy of it.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './client.js';
import { createScratchDatabase } from './scratch-database.js';

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS_FOLDER).filter((n) => n.endsWith('.sql')).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, name)));
  }
  // The journal decides which files run: a tree with the same files but an older journal (mid-merge, renumbered
  // migrations) built a template without them under the same key.
  hash.update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

async function openPgliteFromTemplate(): Promise<Database> {
  const templatePath = path.join(os.tmpdir(), `portal-test-template-${migrationsHash()}.tar`);
  if (fs.existsSync(templatePath)) {
    try {
      const database = await openDatabase({ kind: 'memory', loadDataDir: new Blob([fs.readFileSync(templatePath)]) });
      await database.migrate();
      return database;
    } catch {
      // A damaged template: build a fresh database below and replace it.
    }
  }
  const database = await openDatabase({ kind: 'memory' });
  await database.migrate();
  if (database.dump) {
    const bytes = Buffer.from(await (await database.dump()).arrayBuffer());
    // Write then rename: parallel test files never read a half-written template.
    const tmp = `${templatePath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, bytes);
    fs.renameSync(tmp, templatePath);
  }
  return database;
}

/** `migrationsFolder`: migrate with another folder (a test that migrates in steps; no PGlite template then). */
export async function openTestDatabase(options: { migrationsFolder?: string } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl && options.migrationsFolder) {
    const database = await openDatabase({ kind: 'memory' });
    await database.migrate(options.migrationsFolder);
    return database;
  }
  if (!serverUrl) return openPgliteFromTemplate();
  const scratch = await createScratchDatabase(serverUrl, 'portal_test');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
  await database.migrate(options.migrationsFolder);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
