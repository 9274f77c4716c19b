import { sql, type SQL } from 'drizzle-orm';

/**
 * The join condition that keeps two tenant tables' rows in one licence. Every join between tenant tables names it
 * besides the id: their keys are (license_id, id), so without it PostgreSQL cannot use the key's index for the
 * lookup (it scanned the whole index per row: 8 pages per customer on the contracts page), and Citus can only
 * join distributed tables on their distribution column.
 */
export const sameLicense = (a: { licenseId: unknown }, b: { licenseId: unknown }): SQL => sql`${a.licenseId} = ${b.licenseId}`;
