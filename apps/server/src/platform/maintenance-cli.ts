/**
 * Locks or unlocks the app for maintenance:
 *   npm run maintenance -w @portal/server -- on "Wir sind gleich wieder da."
 *   npm run maintenance -w @portal/server -- off
 *   npm run maintenance -w @portal/server -- status
 * Uses the same configuration (DATABASE_URL or DATA_DIR) as the server and writes the lock to the database,
 * where every running instance reads it. The embedded database can be opened by one process only: while
 * the server holds it, the CLI asks the server to change the lock through its local control channel.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { callControl, readControlFile } from './control-channel.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';
import { getMaintenanceState, setMaintenanceState, type TMaintenanceState } from './maintenance-state.js';

const describe = (state: TMaintenanceState): string =>
  state.locked ? `Maintenance lock ON${state.text ? `: ${state.text}` : ''}` : 'Maintenance lock OFF';

/** The embedded database is held by a running server: change the lock through it. */
async function viaRunningServer(dataDir: string, wanted: TMaintenanceState | undefined, locked: DataDirLockedError): Promise<number> {
  const info = readControlFile(dataDir);
  if (!info) throw locked;
  console.log(describe(await callControl(info, wanted)));
  return 0;
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'on' && command !== 'off' && command !== 'status') {
    console.error('Usage: maintenance on ["text"] | off | status');
    return 2;
  }
  const config = loadConfig();
  const wanted: TMaintenanceState | undefined =
    command === 'on' ? { locked: true, text: rest.join(' ').trim() || null } : command === 'off' ? { locked: false, text: null } : undefined;
  const pgliteDir = path.join(config.DATA_DIR, 'pglite');
  let release = () => {};
  if (!config.DATABASE_URL) {
    try {
      release = lockDataDir(pgliteDir, 'maintenance CLI');
    } catch (err) {
      if (err instanceof DataDirLockedError) return viaRunningServer(config.DATA_DIR, wanted, err);
      throw err;
    }
  }
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 } : { kind: 'pglite', dataDir: pgliteDir },
  ).catch((err: unknown) => {
    release();
    throw err;
  });
  try {
    await database.migrate();
    if (wanted) await setMaintenanceState(database.db, wanted);
    console.log(describe(await getMaintenanceState(database.db)));
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
