/** Makes the database handle and the validated config available as `app.db` and `app.config`. */
import fp from 'fastify-plugin';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import './fastify-types.js';

export const dbPlugin = fp<{ db: Db; config: Config }>(
  async (app, opts) => {
    app.decorate('db', opts.db);
    app.decorate('config', opts.config);
  },
  { name: 'portal-db' },
);
