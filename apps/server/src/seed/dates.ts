/** Date helpers of the seeder. All relative dates count from one reference day (UTC), never the clock. */
export const DAY_MS = 86_400_000;

export function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

export function addMinutes(d: Date, minutes: number): Date {
  return new Date(d.getTime() + minutes * 60_000);
}

/** 'YYYY-MM-DD' as the database's date columns take it. */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** 'DD.MM.YYYY', the German date format of the letters. */
export function germanDate(d: Date): string {
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
}

/** The same day and month in another year (29 February becomes the 28th in common years). */
export function withYear(d: Date, year: number): Date {
  const month = d.getUTCMonth();
  let day = d.getUTCDate();
  if (month === 1 && day === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))) day = 28;
  return new Date(Date.UTC(year, month, day));
}
