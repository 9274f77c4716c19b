/** Locks and unlocks the running e2e portal through its maintenance CLI, the way an operator does. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export function setMaintenance(on, text = 'Wir sind gleich wieder da.') {
    execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/platform/maintenance-cli.ts', ...(on ? ['on', text] : ['off'])], {
        cwd: path.join(repoRoot, 'apps/server'),
        env: { ...process.env, DATA_DIR: inject('dataDir') },
        stdio: 'pipe',
    });
}
