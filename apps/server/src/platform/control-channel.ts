/**
 * A local control channel for CLIs while the server runs on the embedded database (which only one process
 * may open): the server writes its URL and a random token to `${DATA_DIR}/server-control.json` (mode 0600),
 * and accepts POST /api/internal/maintenance with that token. Whoever can read DATA_DIR could read the
 * database files anyway, so the token grants nothing more.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';
import { getMaintenanceState, setMaintenanceState, ZMaintenanceState, type TMaintenanceState } from './maintenance-state.js';

export const CONTROL_PATH = '/api/internal/maintenance';
const controlFile = (dataDir: string) => path.join(dataDir, 'server-control.json');

export type TControlInfo = { url: string; token: string; pid: number };

export const newControlToken = (): string => randomBytes(32).toString('base64url');

export function writeControlFile(dataDir: string, info: TControlInfo): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = controlFile(dataDir);
  fs.writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
  return () => fs.rmSync(file, { force: true });
}

export function readControlFile(dataDir: string): TControlInfo | null {
  try {
    return JSON.parse(fs.readFileSync(controlFile(dataDir), 'utf8')) as TControlInfo;
  } catch {
    return null;
  }
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** GET (status) and POST (set) the maintenance lock through the running server. */
export const controlRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, { token }) => {
  app.addHook('onRequest', async (request) => {
    if (!tokenMatches(request.headers.authorization, token)) throw new AppError('FORBIDDEN', 403);
  });
  const schema = { hide: true, response: { 200: ZMaintenanceState } };
  app.get(CONTROL_PATH, { schema, config: { auth: 'public' } }, async () => getMaintenanceState(app.db));
  app.post(CONTROL_PATH, { schema: { ...schema, body: ZMaintenanceState }, config: { auth: 'public' } }, async (request) => {
    await setMaintenanceState(app.db, request.body);
    request.log.warn({ maintenance: request.body }, 'maintenance lock changed');
    return getMaintenanceState(app.db);
  });
};

/** Reads (no state) or sets the lock through the running server's control route. */
export async function callControl(info: TControlInfo, state?: TMaintenanceState): Promise<TMaintenanceState> {
  const res = await fetch(`${info.url}${CONTROL_PATH}`, {
    method: state ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${info.token}`, ...(state ? { 'content-type': 'application/json' } : {}) },
    ...(state ? { body: JSON.stringify(state) } : {}),
  });
  if (!res.ok) throw new Error(`The running server refused the change (${res.status}).`);
  return ZMaintenanceState.parse(await res.json());
}
