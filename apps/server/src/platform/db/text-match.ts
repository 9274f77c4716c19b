/**
 * Partial, case- and umlaut-insensitive text matching on a folded search column (portal_fold; the columns
 * `search_text` carry trigram indexes): used by the global search and the data query's quick search alike.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Shortest text searched for: one character would match nearly every row and cannot use a trigram index. */
export const TEXT_MATCH_MIN_CHARS = 2;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column LIKE %fold(q)%`, and a rank that puts prefix matches, then shorter texts, first. */
export function textMatch(column: SQL, q: string): { where: SQL; rank: SQL } {
  const pattern = `%${escapeLike(q)}%`;
  const prefix = `${escapeLike(q)}%`;
  return {
    where: sql`${column} LIKE portal_fold(${pattern})`,
    rank: sql`(CASE WHEN ${column} LIKE portal_fold(${prefix}) THEN 0 ELSE 1 END), length(${column})`,
  };
}
