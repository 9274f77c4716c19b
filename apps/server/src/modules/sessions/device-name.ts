/** "Chrome 131 on Windows" from a user agent, for the list of active sessions. */
import Bowser from 'bowser';

export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unbekanntes Gerät';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name;
  if (browser && os) return `${browser} · ${os}`;
  return browser || os || userAgent.slice(0, 60);
}
