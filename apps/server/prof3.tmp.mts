import os from 'node:os';
import { openDatabase } from './src/platform/db/client.ts';
import { seedDemoData } from './src/seed/seed.ts';
const db = await openDatabase({ kind: 'memory' });
await db.migrate();
const t0 = performance.now();
await seedDemoData(db.db, { scale: 1, dataDir: os.tmpdir() + '/prof3' });
console.log('seed', (performance.now() - t0).toFixed(0));
await db.close();
