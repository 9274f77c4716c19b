/** Calls of the portal's API from inside a logged-in page: same origin, the session cookie, the active licence. */
import type { Page } from 'playwright-core';

export async function pageApi<T>(page: Page, method: 'GET' | 'POST', apiPath: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      // Stored as it is or as JSON text, depending on who wrote it.
      const stored = localStorage.getItem('portal.license') ?? '';
      const license = stored.startsWith('"') ? (JSON.parse(stored) as string) : stored;
      const res = await fetch(`/api/v1/${apiPath}${apiPath.includes('?') ? '&' : '?'}license=${encodeURIComponent(license)}`, {
        method,
        headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as T };
    },
    { method, apiPath, body },
  );
}
