/** Runs `apps/server/src/main.ts` as a child process, the way `npm start` does. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export function freePort() {
    return new Promise((resolve, reject) => {
        const srv = net.createServer();
        srv.once('error', reject);
        srv.listen(0, '127.0.0.1', () => {
            const address = srv.address();
            const port = typeof address === 'object' && address ? address.port : 0;
            srv.close(() => resolve(port));
        });
    });
}
async function waitForHealth(url, child, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        if (child.exitCode !== null)
            throw new Error(`portal exited with ${child.exitCode}`);
        try {
            const res = await fetch(`${url}/api/health`);
            if (res.ok)
                return;
        }
        catch {
            // not listening yet
        }
        await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`portal did not answer /api/health within ${timeoutMs} ms`);
}
export async function startPortal(env = {}) {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
    const logFile = path.join(dataDir, 'server.log');
    const log = fs.openSync(logFile, 'a');
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/main.ts'], {
        cwd: path.join(repoRoot, 'apps/server'),
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_ON_START: 'true', ...env },
        stdio: ['ignore', log, log],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
        await waitForHealth(baseUrl, child, 180_000);
    }
    catch (err) {
        child.kill('SIGKILL');
        throw new Error(`${err.message}\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    }
    return {
        baseUrl,
        dataDir,
        stop: async () => {
            if (child.exitCode === null) {
                const exited = new Promise((r) => child.once('exit', r));
                child.kill('SIGTERM');
                await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
                if (child.exitCode === null)
                    child.kill('SIGKILL');
            }
            fs.closeSync(log);
            fs.rmSync(dataDir, { recursive: true, force: true });
        },
    };
}
