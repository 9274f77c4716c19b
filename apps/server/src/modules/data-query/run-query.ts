/** Runs a compiled query and shapes rows into the spec's nested items ({ Kunde: { Kundenname } }). */
import type { TDataQueryResult } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { executeRows } from '../../platform/db/execute-rows.js';
import { encodeCursor } from './cursor.js';
import type { QueryPlan } from './compile-query.js';

type Row = Record<string, unknown>;

function setPath(target: Row, dotted: string, value: unknown): void {
  const parts = dotted.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next && typeof next === 'object') node = next as Row;
    else {
      const created: Row = {};
      node[part] = created;
      node = created;
    }
  }
  node[parts[parts.length - 1] as string] = value;
}

export async function runQuery(db: Db, plan: QueryPlan): Promise<TDataQueryResult> {
  const [rows, countRows] = await Promise.all([
    executeRows<Row>(db, plan.itemsSql),
    plan.countSql ? executeRows<Row>(db, plan.countSql) : Promise.resolve(null),
  ]);
  const items = rows.map((row) => {
    const item: Row = {};
    for (const f of plan.fields) {
      let v = row[f.alias] ?? null;
      // numeric comes back as text from both drivers; the API answers numbers.
      if (v !== null && (f.type === 'money' || f.type === 'number')) v = Number(v);
      setPath(item, f.name, v);
    }
    return item;
  });
  const last = rows.at(-1);
  const next =
    plan.keyset && last && rows.length === plan.take
      ? encodeCursor({ v: plan.keyset.aliases.map((a) => last[a] as string | number | boolean), id: String(last.__id) })
      : null;
  const result: TDataQueryResult = { Items: items, Next: next };
  if (countRows) result.Total = Number(countRows[0]?.n ?? 0);
  return result;
}
