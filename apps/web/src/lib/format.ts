/** Counts in the user's language: 1.234 in German, 1,234 in English, 1 234 in Polish. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
