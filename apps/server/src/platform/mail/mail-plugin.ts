/** Makes outgoing mail available as `app.mailer` (mailer.ts): SMTP when SMTP_URL is set, else the dev outbox. */
import fp from 'fastify-plugin';
import '../fastify-types.js';
import { createMailer, type TMailer } from './mailer.js';

export const mailPlugin = fp<{ mailer?: TMailer | undefined }>(
  async (app, opts) => {
    app.decorate('mailer', opts.mailer ?? createMailer(app.config, app.db, app.log));
  },
  { name: 'portal-mail', dependencies: ['portal-db'] },
);
