/**
 * Locks or unlocks the app for maintenance:
 *   npm run maintenance -w @portal/server -- on "Wir sind gleich wieder da."
 *   npm run maintenance -w @portal/server -- off
 *   npm run maintenance -w @portal/server -- status
 * Uses the same configuration (DATABASE_URL or DATA_DIR) as the server. With a PostgreSQL server the lock
 * takes effect on running instances at once; the embedded database can be opened by one process only, so
 * there stop the server, set the lock, and start it again (it then answers 503 until unlocked).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';
import { getMaintenanceState, setMaintenanceState } from './maintenance-state.js';

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'on' && command !== 'off' && command !== 'status') {
    console.error('Usage: maintenance on ["text"] | off | status');
    return 2;
  }
  const config = loadConfig();
  const pgliteDir = path.join(config.DATA_DIR, 'pglite');
  const release = config.DATABASE_URL ? () => {} : lockDataDir(pgliteDir, 'maintenance CLI');
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 } : { kind: 'pglite', dataDir: pgliteDir },
  ).catch((err: unknown) => {
    release();
    throw err;
  });
  try {
    await database.migrate();
    if (command === 'on') await setMaintenanceState(database.db, { locked: true, text: rest.join(' ').trim() || null });
    if (command === 'off') await setMaintenanceState(database.db, { locked: false, text: null });
    const state = await getMaintenanceState(database.db);
    console.log(state.locked ? `Maintenance lock ON${state.text ? `: ${state.text}` : ''}` : 'Maintenance lock OFF');
    return 0;
  } finally {
    await database.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
    process.exit(1);
  },
);
