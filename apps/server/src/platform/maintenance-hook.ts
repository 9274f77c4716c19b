/**
 * While the app is locked every /api call answers 503 MAINTENANCE, except the health checks (load balancers)
 * and GET App/Status (the web reads it to show the maintenance page). Read from the database (cached for a
 * second, maintenance-state.ts), so that a lock set by the CLI takes effect on every instance within a second.
 */
import fp from 'fastify-plugin';
import { AppError } from './errors.js';
import { CONTROL_PATH } from './control-channel.js';
import { cachedMaintenanceState } from './maintenance-state.js';

/** Paths whose reads the lock lets through (also what the OpenAPI document says of them). */
export const MAINTENANCE_EXEMPT_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/api/v1/App/Status']);

export const maintenanceHookPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if (path !== '/api' && !path.startsWith('/api/')) return;
      if (MAINTENANCE_EXEMPT_PATHS.has(path) && (request.method === 'GET' || request.method === 'HEAD')) return;
      // The CLI must be able to lift the lock.
      if (path === CONTROL_PATH) return;
      const state = await cachedMaintenanceState(app.db);
      if (state.locked) throw new AppError('MAINTENANCE', 503, state.text ?? undefined);
    });
  },
  { name: 'portal-maintenance', dependencies: ['portal-db'] },
);
