/**
 * Runs the due reminder mails (reminders.ts) every REMINDER_POLL_SECONDS while the server is up. Registered by the
 * server only (buildApp's `startReminders`); tests call runDueReminders themselves with the time they want.
 */
import fp from 'fastify-plugin';
import '../fastify-types.js';
import { runDueReminders } from './reminders.js';

export const reminderRunnerPlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const tick = () => {
      // One run at a time per instance: a slow SMTP server must not let runs pile up.
      if (running) return;
      running = runDueReminders(app)
        .then((r) => {
          if (r.sent || r.failed || r.obsolete) app.log.info({ reminders: r }, 'reminder mails run');
        })
        .catch((err: unknown) => app.log.error({ err }, 'reminder run failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, app.config.REMINDER_POLL_SECONDS * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'portal-reminder-runner', dependencies: ['portal-db', 'portal-mail'] },
);
