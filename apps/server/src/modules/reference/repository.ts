import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { executeRows } from '../../platform/db/execute-rows.js';
import { branches, cards } from '../../platform/db/schema.js';

export function listBranches(db: Db, licenseId: string) {
  return db
    .select({ Spartenkuerzel: branches.kuerzel, Spartenbezeichnung: branches.bezeichnung })
    .from(branches)
    .where(eq(branches.licenseId, licenseId))
    .orderBy(asc(branches.bezeichnung));
}

export async function findCard(db: Db, licenseId: string, id: string) {
  const [row] = await db.select().from(cards).where(and(eq(cards.licenseId, licenseId), eq(cards.id, id))).limit(1);
  return row ?? null;
}

/** The folders a licence files documents in (its document folder combobox values), at most `limit`. */
export const FOLDER_VALUES_LIMIT = 500;

/**
 * Distinct folders of the licence's listed documents, alphabetically. A loose index scan over
 * documents (license_id, folder): one index probe per folder instead of reading every document.
 */
export async function listDocumentFolders(db: Db, licenseId: string): Promise<string[]> {
  const rows = await executeRows<{ folder: string }>(db, sql`
    WITH RECURSIVE f(folder) AS (
      (SELECT folder FROM documents WHERE license_id = ${licenseId} AND folder IS NOT NULL AND folder <> '' AND active ORDER BY folder LIMIT 1)
      UNION ALL
      SELECT (SELECT d.folder FROM documents d WHERE d.license_id = ${licenseId} AND d.folder > f.folder AND d.active ORDER BY d.folder LIMIT 1)
      FROM f WHERE f.folder IS NOT NULL
    )
    SELECT folder FROM f WHERE folder IS NOT NULL LIMIT ${FOLDER_VALUES_LIMIT}`);
  return rows.map((r) => r.folder);
}
