/**
 * Scheduled reminder mails, for any feature: a feature registers a kind with a renderer (registerReminderKind),
 * schedules a series per recipient (scheduleReminder) and cancels it when the thing is done (cancelReminders).
 * The runner (reminder-runner.ts, every REMINDER_POLL_SECONDS) calls runDueReminders.
 *
 * Claiming: one statement picks the due rows `FOR UPDATE SKIP LOCKED` and moves each to its next slot before any
 * mail goes out, so that several instances on one PostgreSQL never send a reminder twice (a row one instance holds
 * is skipped by the others, and once it commits the row is no longer due). The mail is sent after that commit:
 * a failed send is logged and that slot's reminder is lost rather than sent twice. PGlite has one connection, so
 * there the same statement simply runs alone.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/execute-rows.js';
import { mailReminders } from '../db/schema.js';
import type { TOutgoingMail } from './mailer.js';

export type TMailReminder = {
  id: string;
  licenseId: string;
  kind: string;
  refId: string;
  to: string;
  /** The slot after this one (already moved on when the renderer runs). */
  nextAt: Date;
  intervalSeconds: number;
  until: Date | null;
  /** Reminders of this series sent so far, this one included. */
  sentCount: number;
  createdAt: Date;
};

export type TReminderRenderContext = { db: Db; config: Config; reminder: TMailReminder };
/** The mail to send, or null when the reminder is obsolete (the thing was done meanwhile): the series then ends. */
export type TReminderRenderer = (ctx: TReminderRenderContext) => Promise<TOutgoingMail | null>;

const renderers = new Map<string, TReminderRenderer>();

/** Registers (or replaces) the renderer of a kind; only rows of registered kinds are claimed. */
export function registerReminderKind(kind: string, render: TReminderRenderer): void {
  renderers.set(kind, render);
}

/** The shortest interval allowed: a misconfigured series must not mail someone every second. */
export const MIN_REMINDER_INTERVAL_SECONDS = 60;
/** Rows claimed per statement; the runner repeats until fewer come back. */
const CLAIM_BATCH = 50;

export type TScheduleReminder = {
  licenseId: string;
  kind: string;
  refId: string;
  to: string;
  firstAt: Date;
  intervalSeconds: number;
  until?: Date | null;
};

/**
 * Schedules a reminder series. An earlier running series of the same kind, thing and recipient is cancelled
 * first (rescheduling never doubles the mails). Returns the new row's id, or null when `until` lies before the
 * first reminder (nothing to send).
 */
export async function scheduleReminder(db: Db, input: TScheduleReminder): Promise<string | null> {
  if (!Number.isInteger(input.intervalSeconds) || input.intervalSeconds < MIN_REMINDER_INTERVAL_SECONDS) {
    throw new RangeError(`intervalSeconds must be a whole number of at least ${MIN_REMINDER_INTERVAL_SECONDS}`);
  }
  const until = input.until ?? null;
  return db.transaction(async (tx) => {
    await cancelReminders(tx, { licenseId: input.licenseId, kind: input.kind, refId: input.refId, to: input.to });
    if (until && until < input.firstAt) return null;
    const [row] = await tx
      .insert(mailReminders)
      .values({ licenseId: input.licenseId, kind: input.kind, refId: input.refId, to: input.to, nextAt: input.firstAt, intervalSeconds: input.intervalSeconds, until })
      .returning({ id: mailReminders.id });
    return row?.id ?? null;
  });
}

/** Cancels the running series of a thing (all its recipients, or one). Returns how many were cancelled. */
export async function cancelReminders(db: Db, input: { licenseId: string; kind: string; refId: string; to?: string }): Promise<number> {
  const rows = await db
    .update(mailReminders)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(mailReminders.licenseId, input.licenseId),
        eq(mailReminders.kind, input.kind),
        eq(mailReminders.refId, input.refId),
        input.to === undefined ? undefined : eq(mailReminders.to, input.to),
        isNull(mailReminders.cancelledAt),
        isNull(mailReminders.finishedAt),
      ),
    )
    .returning({ id: mailReminders.id });
  return rows.length;
}

type TClaimedRow = {
  id: string;
  license_id: string;
  kind: string;
  ref_id: string;
  to: string;
  next_at: Date | string;
  interval_seconds: number;
  until: Date | string | null;
  sent_count: number;
  created_at: Date | string;
};

/**
 * Claims up to CLAIM_BATCH due rows of the given kinds: counts the send and moves next_at to the first slot after
 * `now` (a server that was down sends one reminder, not one per missed slot); a series whose next slot lies after
 * `until` is finished.
 */
async function claimDueReminders(db: Db, kinds: readonly string[], now: Date): Promise<TMailReminder[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const following = sql`r.next_at + make_interval(secs => r.interval_seconds * (floor(extract(epoch from (${at} - r.next_at)) / r.interval_seconds) + 1))`;
  const rows = await executeRows<TClaimedRow>(
    db,
    sql`with due as (
          select license_id, id from mail_reminders
          where cancelled_at is null and finished_at is null and next_at <= ${at}
            and kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
          order by next_at
          limit ${CLAIM_BATCH}
          for update skip locked
        )
        update mail_reminders r set
          sent_count = r.sent_count + 1,
          next_at = ${following},
          finished_at = case when r.until is not null and ${following} > r.until then ${at} else null end
        from due
        where r.license_id = due.license_id and r.id = due.id
        returning r.id, r.license_id, r.kind, r.ref_id, r.to, r.next_at, r.interval_seconds, r.until, r.sent_count, r.created_at`,
  );
  return rows.map((r) => ({
    id: r.id,
    licenseId: r.license_id,
    kind: r.kind,
    refId: r.ref_id,
    to: r.to,
    nextAt: new Date(r.next_at),
    intervalSeconds: Number(r.interval_seconds),
    until: r.until === null ? null : new Date(r.until),
    sentCount: Number(r.sent_count),
    createdAt: new Date(r.created_at),
  }));
}

async function finishReminder(db: Db, reminder: TMailReminder, now: Date): Promise<void> {
  await db
    .update(mailReminders)
    .set({ finishedAt: now })
    .where(and(eq(mailReminders.licenseId, reminder.licenseId), eq(mailReminders.id, reminder.id)));
}

export type TReminderRunResult = { sent: number; obsolete: number; failed: number };

/** Sends every reminder due at `now` (default: the clock). Callable from tests; the runner calls it on a timer. */
export async function runDueReminders(app: Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log'>, now: Date = new Date()): Promise<TReminderRunResult> {
  const result: TReminderRunResult = { sent: 0, obsolete: 0, failed: 0 };
  const kinds = [...renderers.keys()];
  if (!kinds.length) return result;
  for (;;) {
    const claimed = await claimDueReminders(app.db, kinds, now);
    for (const reminder of claimed) {
      const render = renderers.get(reminder.kind);
      try {
        const mail = render ? await render({ db: app.db, config: app.config, reminder }) : null;
        if (!mail) {
          await finishReminder(app.db, reminder, now);
          result.obsolete += 1;
          continue;
        }
        await app.mailer.send({ ...mail, licenseId: mail.licenseId ?? reminder.licenseId });
        result.sent += 1;
      } catch (err) {
        // Logged (the mailer logs its own failures too); the series goes on at its next slot.
        app.log.error({ err, reminder: { id: reminder.id, licenseId: reminder.licenseId, kind: reminder.kind } }, 'reminder failed');
        result.failed += 1;
      }
    }
    if (claimed.length < CLAIM_BATCH) return result;
  }
}
