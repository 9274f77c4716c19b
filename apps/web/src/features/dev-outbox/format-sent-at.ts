/** "24.11.2026, 14:05" in the user's time zone (the portal writes dates the German way in every language). */
const formatter = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function formatSentAt(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '---' : formatter.format(at);
}
