import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { THealth } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';

export async function checkHealth({ db, log }: { db: Db; log: FastifyBaseLogger }): Promise<THealth> {
  try {
    await db.execute(sql`select 1`);
    return { status: 'ok', database: 'ok' };
  } catch (err) {
    log.error({ err }, 'health check: database unreachable');
    return { status: 'error', database: 'error' };
  }
}
