/**
 * The dev outbox read through the API with a licence admin's logged-in page: the mails sent to someone, newest
 * first, with their links (a sign link to open in a fresh browser context, for example).
 */
import type { Page } from 'playwright-core';

export type TOutboxMail = { Id: string; To: string; Subject: string; CreatedAt: string; Text: string; Html: string | null; Links: string[] };

/** Mails of `license` to `to` (and, when given, whose subject contains `subject`), newest first; at most the last 100 mails are searched. */
export async function outboxMailsTo(page: Page, license: string, to: string, subject?: string): Promise<TOutboxMail[]> {
  return page.evaluate(
    async ({ license, to, subject }) => {
      const get = async (path: string) => {
        const res = await fetch(`/api/v1/${path}${path.includes('?') ? '&' : '?'}license=${encodeURIComponent(license)}`, { headers: { Accept: 'application/json' } });
        if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
        return res.json();
      };
      const page = (await get('Dev/Outbox?page=1&pageSize=100')) as { Items: { Id: string; To: string; Subject: string }[] };
      const wanted = page.Items.filter((m) => m.To.toLowerCase() === to.toLowerCase() && (!subject || m.Subject.includes(subject)));
      return Promise.all(wanted.map((m) => get(`Dev/Outbox/${m.Id}`)));
    },
    { license, to, subject },
  );
}
