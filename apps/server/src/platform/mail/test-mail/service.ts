/** A test mail to the logged-in licence admin (POST Mail/Test): shows that mail reaches them, through SMTP or the outbox. */
import { isLicenseAdmin, type TMailTestResult } from '@portal/domain';
import type { Config } from '../../config.js';
import type { TAuthSession } from '../../auth/session-store.js';
import { AppError, forbidden } from '../../errors.js';
import type { TLicenseContext } from '../../license-context.js';
import { renderMail, mailText } from '../mail-layout.js';
import { mailTransportKind, type TMailer } from '../mailer.js';

type TSendTestMail = { mailer: TMailer; config: Pick<Config, 'SMTP_URL'>; session: TAuthSession; ctx: TLicenseContext; portalUrl: string };

export async function sendTestMail({ mailer, config, session, ctx, portalUrl }: TSendTestMail): Promise<TMailTestResult> {
  if (!isLicenseAdmin(ctx.permission)) throw forbidden('Only licence administrators send test mails');
  const { user } = session;
  const language = user.language;
  const rendered = renderMail({
    language,
    title: mailText(language, 'testMail.subject'),
    paragraphs: [mailText(language, 'testMail.greeting', { name: `${user.firstName} ${user.lastName}`.trim() }), mailText(language, 'testMail.body')],
    button: { label: mailText(language, 'testMail.button'), url: new URL('/startseite', portalUrl).toString() },
    licenseName: ctx.license.name,
  });
  try {
    // Awaited: the admin asked to know whether mail gets through.
    await mailer.send({ ...rendered, to: user.email, licenseId: ctx.licenseId });
  } catch {
    throw new AppError('MAIL_FAILED', 502, 'The mail server refused the mail or did not answer');
  }
  return { To: user.email, Transport: mailTransportKind(config) };
}
