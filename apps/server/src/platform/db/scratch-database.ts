/**
 * A throw-away database on a PostgreSQL server, for tests and benchmarks that must never touch real data:
 * created under a random name, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

async function asAdmin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `prefix` names its user (portal_test, portal_bench …) for whoever lists the server's databases. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<TScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      asAdmin(serverUrl, async (c) => {
        // pool.end() resolves before its clients' connections have closed; terminating one that is still closing
        // (FORCE) raises an error nobody listens to any more. So wait for them first (briefly), then force the rest.
        for (let i = 0; i < 40; i += 1) {
          const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (!rows[0]?.n) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
