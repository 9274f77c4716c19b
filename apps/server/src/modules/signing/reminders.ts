/**
 * Reminder mails to signers who have not signed (kind 'sign-request', platform/mail/reminders.ts): every
 * SIGN_REMINDER_DAYS until the link expires. Each reminder carries a fresh personal link (only token hashes are
 * stored, so the first link cannot be mailed again); every link of the signer works until they sign.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { licenses, signLinks, signSigners } from '../../platform/db/schema.js';
import { registerReminderKind } from '../../platform/mail/reminders.js';
import { userName } from '../forms/render/render-document.js';
import { signLinkUrl, signReminderMail } from './mails.js';
import { findEnvelope, findSigner, insertEvents } from './repository.js';
import { SIGN_REMINDER_KIND } from './service.js';
import { hashSignToken, newSignToken } from './tokens.js';

export function registerSignReminders(_app: FastifyInstance): void {
  registerReminderKind(SIGN_REMINDER_KIND, async ({ db, reminder }) => {
    const now = new Date();
    const signer = await findSigner(db, reminder.licenseId, reminder.refId);
    const envelope = signer ? await findEnvelope(db, reminder.licenseId, signer.envelopeId) : undefined;
    // Signed, withdrawn or run out meanwhile: the series ends.
    if (!signer || !envelope || signer.status !== 'pending' || envelope.status !== 'pending' || signer.expiresAt <= now) return null;
    const token = newSignToken();
    await db.insert(signLinks).values({ tokenHash: hashSignToken(token), licenseId: signer.licenseId, envelopeId: envelope.id, signerId: signer.id, createdAt: now });
    await db.update(signSigners).set({ lastMailAt: now }).where(and(eq(signSigners.licenseId, signer.licenseId), eq(signSigners.id, signer.id)));
    await insertEvents(db, [{ licenseId: signer.licenseId, envelopeId: envelope.id, kind: 'reminded', at: now, signerId: signer.id, actor: signer.email }]);
    const [license] = await db.select({ name: licenses.name }).from(licenses).where(eq(licenses.id, signer.licenseId)).limit(1);
    return signReminderMail({
      licenseId: signer.licenseId,
      licenseName: license?.name ?? signer.licenseId,
      requestedBy: await userName(db, envelope.createdByUserId),
      formTitle: envelope.formTitle,
      field: signer.field,
      to: signer.email,
      url: signLinkUrl(envelope.linkOrigin, token),
      expiresAt: signer.expiresAt,
    });
  });
}
