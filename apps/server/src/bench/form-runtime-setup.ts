/**
 * The data the browser case of the form runtime needs: the demo data (scale 1) on a fresh embedded database, the
 * bench form (forms-bench-form.ts) as a form product of the demo licence — inserted into the database before the
 * server starts, as the seed inserts the demo forms; there is no API that creates form products — and, through
 * the API, a risk of the demo broker holding the form's answers with its 200 rows.
 */
import path from 'node:path';
import { ZFormRisk } from '@portal/domain';
import { openDatabase } from '../platform/db/client.js';
import { formProducts } from '../platform/db/schema.js';
import { DEMO_LICENSE_BROKER } from '../seed/demo-accounts.js';
import { seedDemoData } from '../seed/seed.js';
import { benchFormData, benchFormDefinition } from './forms-bench-form.js';

export const BENCH_FORM_NAME = 'Bench: 40 Felder, 200 Positionen';

/** Seeds `dataDir` (as the server's DATA_DIR) and returns the bench form's product id. */
export async function seedWithBenchForm(dataDir: string): Promise<string> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await seedDemoData(database.db, { scale: 1, dataDir });
    const [row] = await database.db
      .insert(formProducts)
      .values({ licenseId: DEMO_LICENSE_BROKER, name: BENCH_FORM_NAME, definition: benchFormDefinition() })
      .returning({ id: formProducts.id });
    if (!row) throw new Error('the bench form product was not inserted');
    return row.id;
  } finally {
    // The server takes the data folder's lock; the embedded database allows one process at a time.
    await database.close();
  }
}

async function postJson(url: string, cookie: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/** A new risk of the bench form for the logged-in broker, saved with the bench answers; its id. */
export async function createBenchRisk(baseUrl: string, cookie: string, productId: string): Promise<string> {
  const q = `license=${DEMO_LICENSE_BROKER}`;
  const risk = ZFormRisk.parse(await postJson(`${baseUrl}/api/v1/Forms/Risk?${q}`, cookie, { ProductId: productId }));
  await postJson(`${baseUrl}/api/v1/Forms/Risk/${risk.RiskId}?${q}`, cookie, { Data: benchFormData(), Version: risk.Version });
  return risk.RiskId;
}
