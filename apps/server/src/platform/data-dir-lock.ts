/**
 * Embedded PGlite must be opened by one process at a time (two writers corrupt the files). The server and
 * the CLIs take this pid lock (a `<folder>.pid` file beside the PGlite folder, which must stay PGlite's own); a stale lock (its process gone) is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirLockedError extends Error {}

/** Takes the lock or throws DataDirLockedError naming the holder; returns the release function. */
export function lockDataDir(dataDir: string, holder: string): () => void {
  const resolved = path.resolve(dataDir);
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  const file = `${resolved}.pid`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, holder }), { flag: 'wx' });
      return () => {
        try {
          const current = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: number };
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let current: { pid?: number; holder?: string } = {};
      try {
        current = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof current;
      } catch {
        // Unreadable lock file: treat as stale.
      }
      if (current.pid && current.pid !== process.pid && processAlive(current.pid)) {
        throw new DataDirLockedError(`The embedded database in ${dataDir} is in use by ${current.holder ?? 'another process'} (pid ${current.pid}).`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}
