/**
 * A PostgreSQL server for tests that need a real one (several processes on one database): TEST_DATABASE_URL's
 * server when set, else a throw-away cluster started here from Debian's binaries (/usr/lib/postgresql/N/bin) on a
 * free port, as .ci/run does. Missing binaries fail the test with a message saying what to install — never a skip.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../bench/server-process.js';
import { createScratchDatabase, type TScratchDatabase } from '../platform/db/scratch-database.js';

export type TPostgresServer = {
  /** A new, empty database on the server (dropped by close()). */
  createDatabase: () => Promise<string>;
  close: () => Promise<void>;
};

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) {
    throw new Error('No PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb): install Debian\'s "postgresql" package or set TEST_DATABASE_URL.');
  }
  return path.join(root, versions[0], 'bin');
}

/** Runs a PostgreSQL binary; as root through `su postgres`, since initdb and postgres refuse to run as root. */
function runPg(bin: string, args: string[]): void {
  if (process.getuid?.() === 0) {
    const quoted = [bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync('su', ['postgres', '-c', quoted], { stdio: 'pipe' });
  } else {
    execFileSync(bin, args, { stdio: 'pipe' });
  }
}

export async function startPostgresServer(): Promise<TPostgresServer> {
  const given = process.env.TEST_DATABASE_URL;
  let serverUrl: string;
  let stopServer = async () => {};
  if (given) {
    serverUrl = given;
  } else {
    const bin = postgresBinDir();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dataDir]);
    const port = await freePort();
    try {
      runPg(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
      runPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', `-p ${port} -k /tmp -c fsync=off -c max_connections=200`, '-l', path.join(dataDir, 'server.log'), '-w', 'start']);
    } catch (err) {
      const log = fs.existsSync(path.join(dataDir, 'server.log')) ? fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8') : '';
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`PostgreSQL could not be started: ${(err as Error).message}\n${log}`);
    }
    serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    stopServer = async () => {
      runPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const created: TScratchDatabase[] = [];
  return {
    createDatabase: async () => {
      const scratch = await createScratchDatabase(serverUrl, 'portal_it');
      created.push(scratch);
      return scratch.url;
    },
    close: async () => {
      // A cluster started here goes as a whole; on a given server each database is dropped.
      if (given) for (const scratch of created) await scratch.drop();
      await stopServer();
    },
  };
}
