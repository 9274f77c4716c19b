/** Makes the configured file storage available as `app.storage` (see create-storage.ts). */
import fp from 'fastify-plugin';
import '../fastify-types.js';
import { createStorage } from './create-storage.js';
import type { Storage } from './storage.js';

export const storagePlugin = fp<{ storage?: Storage | undefined }>(
  async (app, opts) => {
    app.decorate('storage', opts.storage ?? (await createStorage(app.config)));
  },
  { name: 'portal-storage', dependencies: ['portal-db'] },
);
