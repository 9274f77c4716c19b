/**
 * Compiles a generic data query into parameterised SQL. Every property, operator and value is
 * checked against the type's whitelist first; nothing from the client is spliced into SQL text.
 */
import { containsPattern } from '../../platform/db/contains-pattern.js';
import { sql, type SQL } from 'drizzle-orm';
import {
  findProperty,
  normaliseDirection,
  operatorAllowed,
  OPERATORS,
  parseFields,
  DATA_CATALOG,
  type TDataQueryParsed,
  type TFieldError,
  type TOperator,
  type TPropertyDef,
  type TPropertyType,
} from '@portal/domain';
import type { ColumnMapping, TypeDefinition } from './type-definition.js';
import { coerceValue } from './filter-values.js';
import { decodeCursor, type Cursor } from './cursor.js';
import { TEXT_MATCH_MIN_CHARS, textMatch } from '../../platform/db/text-match.js';

export type CompileOptions = {
  def: TypeDefinition;
  query: TDataQueryParsed;
  licenseId: string;
  /** Visibility of the member inside the licence (platform/access/visibility). */
  scope?: SQL;
  /** Extra conditions the route adds (e.g. a list's fixed rule). */
  extraConditions?: SQL[];
  isBroker: boolean;
  takeCap: number;
  /** Properties this member may not see (premiums when the licence hides them); treated as unknown. */
  hidden?: ReadonlySet<string>;
  /** Personal properties masked for this member (guests): answered as null, never filtered or sorted by. */
  masked?: ReadonlySet<string>;
};

export type SelectedField = { name: string; type: TPropertyType; alias: string };

export type QueryPlan = {
  fields: SelectedField[];
  itemsSql: SQL;
  /** How the total is counted; null when the query asks for none. */
  total: {
    countSql: SQL;
    /**
     * itemsSql with the exact total in every row (`__total`, an uncorrelated subquery PostgreSQL runs once): one
     * statement instead of two when the total is counted exactly. A page without rows carries no total.
     */
    itemsWithTotalSql: SQL;
    /** `EXPLAIN (FORMAT JSON)` of the count's rows: the planner's estimate decides whether an exact count is cheap (run-query). */
    estimateSql: SQL;
  } | null;
  /** The first page (no offset, no cursor): no rows there means a total of 0. */
  firstPage: boolean;
  take: number;
  /** Sort keys selected as s0..sn for the next cursor, when keyset paging is possible. */
  keyset: { aliases: string[] } | null;
};

export type CompileResult = { ok: true; plan: QueryPlan } | { ok: false; errors: TFieldError[] };

const isOperator = (s: string): s is TOperator => (OPERATORS as readonly string[]).includes(s);

type TValue = string | number | boolean;

/**
 * At most this many branches when In filters are split into one ordered branch per value (see
 * `expandInFilters`); larger products stay a plain IN.
 */
export const MAX_IN_BRANCHES = 12;

/** Output form of a column: dates and times as ISO text, so both drivers answer the same. */
function selectExpr(m: ColumnMapping, type: TPropertyType): SQL {
  if (type === 'date') return sql`to_char(${m.expr}, 'YYYY-MM-DD')`;
  if (type === 'datetime') return sql`to_char(${m.expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  if (type === 'id') return sql`${m.expr}::text`;
  return sql`${m.expr}`;
}

/**
 * LIMIT and OFFSET as constants in the text, not parameters: with `LIMIT $n` PostgreSQL cannot cost a cached generic
 * plan (it assumes a tenth of the rows) and plans a prepared list statement anew on every run; with constants it
 * keeps the generic plan after five runs. Only whole numbers the query schema has already bounded reach here.
 */
function int(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}

export function compileQuery(o: CompileOptions): CompileResult {
  const { def, query } = o;
  const errors: TFieldError[] = [];
  const joins = new Set<string>();
  const typeName = def.type;

  const resolve = (name: string, path: string): { prop: TPropertyDef; map: ColumnMapping } | null => {
    const prop = findProperty(typeName, name);
    const map = def.columns[name];
    if (!prop || !map || (prop.brokerOnly && !o.isBroker) || o.hidden?.has(name)) {
      errors.push({ path, message: `Unknown property '${name}' for ${typeName}` });
      return null;
    }
    // A masked value must not be narrowed down by filtering or sorting on it either.
    if (o.masked?.has(name) && !path.startsWith('Fields')) {
      errors.push({ path, message: `${name} is personal data and not available in this session` });
      return null;
    }
    return { prop, map };
  };
  const use = (m: ColumnMapping) => m.joins?.forEach((j) => joins.add(j));

  // Page
  if (query.Page.Take > o.takeCap) errors.push({ path: 'Page.Take', message: `Take may be at most ${o.takeCap}` });

  // Fields
  const requested = parseFields(query.Fields) ?? DATA_CATALOG[typeName].filter((p) => (!p.brokerOnly || o.isBroker) && !o.hidden?.has(p.name)).map((p) => p.name);
  const fields: (SelectedField & { map: ColumnMapping; masked: boolean })[] = [];
  requested.forEach((name, i) => {
    const r = resolve(name, `Fields.${i}`);
    if (r) fields.push({ name, type: r.prop.type, alias: `f${fields.length}`, map: r.map, masked: o.masked?.has(name) ?? false });
  });

  // Filters
  const conditions: SQL[] = [sql`${def.licenseColumn} = ${o.licenseId}`];
  if (def.baseCondition) conditions.push(def.baseCondition);
  if (o.scope) conditions.push(o.scope);
  if (o.extraConditions) conditions.push(...o.extraConditions);
  const countJoins = new Set<string>();
  /** In filters with several values: where their condition sits in `conditions`, for the per-value branches. */
  const inFilters: TInFilter[] = [];
  query.Filters.forEach((f, i) => {
    const r = resolve(f.Property, `Filters.${i}.Property`);
    if (!r) return;
    if (!isOperator(f.Operator)) {
      errors.push({ path: `Filters.${i}.Operator`, message: `Unknown operator '${f.Operator}'` });
      return;
    }
    if (!operatorAllowed(r.prop, f.Operator)) {
      errors.push({ path: `Filters.${i}.Operator`, message: `Operator ${f.Operator} is not allowed on ${f.Property}` });
      return;
    }
    use(r.map);
    r.map.joins?.forEach((j) => countJoins.add(j));
    let inValues: TValue[] = [];
    const cond = filterCondition(r.map, r.prop.type, f.Operator, f, `Filters.${i}`, errors, (values) => {
      inValues = [...new Map(values.map((v) => [`${typeof v}:${String(v)}`, v])).values()];
    });
    if (!cond) return;
    if (inValues.length > 1) inFilters.push({ at: conditions.length, expr: sql`${r.map.expr}`, values: inValues });
    conditions.push(cond);
  });

  // Quick search: the type's folded search text (trigram index), like the global search.
  const search = query.Search?.trim() ?? '';
  if (search !== '') {
    if (!def.search) errors.push({ path: 'Search', message: `Search is not available for ${typeName}` });
    else if (def.search.covers.some((name) => o.hidden?.has(name) || o.masked?.has(name))) errors.push({ path: 'Search', message: 'Search is not available in this session' });
    else if (search.length < TEXT_MATCH_MIN_CHARS) errors.push({ path: 'Search', message: `Search needs at least ${TEXT_MATCH_MIN_CHARS} characters` });
    else conditions.push(textMatch(def.search.column, search).where);
  }

  // Sorts (+ id as tie-breaker so paging is stable)
  const keyJoins = new Set(countJoins);
  const sorts = (query.Sorts && query.Sorts.length ? query.Sorts : def.defaultSorts).map((s, i) => {
    const r = resolve(s.Property, `Sorts.${i}.Property`);
    if (r?.prop.noSort) errors.push({ path: `Sorts.${i}.Property`, message: `${s.Property} cannot be sorted` });
    if (r) use(r.map);
    r?.map.joins?.forEach((j) => keyJoins.add(j));
    return r ? { map: r.map, type: r.prop.type, dir: normaliseDirection(s.Direction) } : null;
  });

  if (errors.length) return { ok: false, errors };
  fields.forEach((f) => {
    if (!f.masked) use(f.map);
  });

  const validSorts = sorts.filter((s): s is NonNullable<typeof s> => s !== null);
  const lastDir = validSorts.at(-1)?.dir ?? 'asc';
  const keysetPossible = validSorts.every((s) => s.map.notNull);
  let cursor: Cursor | null = null;
  if (query.Page.After !== undefined) {
    cursor = keysetPossible ? decodeCursor(query.Page.After, validSorts.map((s) => s.type)) : null;
    if (!cursor) return { ok: false, errors: [{ path: 'Page.After', message: keysetPossible ? 'invalid cursor' : 'cursor paging needs sorts on non-empty columns' }] };
  }

  const where = sql.join(conditions, sql` AND `);
  const orderKeys = [
    ...validSorts.map((s) => ({ expr: sql`${s.map.expr}`, dir: s.dir, notNull: !!s.map.notNull })),
    { expr: sql`${def.idColumn}`, dir: lastDir, notNull: true },
  ];
  // NULLS LAST only where NULLs can occur: `x DESC NULLS LAST` does not match a btree index on x (whose
  // backward scan gives DESC NULLS FIRST), so on a column without NULLs it would turn an index scan of
  // the first rows into a sort of the whole licence.
  const orderClause = (keys: { expr: SQL; dir: 'asc' | 'desc'; notNull: boolean }[]) =>
    sql.join(
      keys.map((k) => (k.notNull ? (k.dir === 'desc' ? sql`${k.expr} DESC` : sql`${k.expr} ASC`) : k.dir === 'desc' ? sql`${k.expr} DESC NULLS LAST` : sql`${k.expr} ASC NULLS LAST`)),
      sql`, `,
    );
  const orderBy = orderClause(orderKeys);
  const keysetCond = cursor ? keysetCondition(orderKeys, [...cursor.v, cursor.id]) : null;
  const withKeyset = (w: SQL) => (keysetCond ? sql`${w} AND ${keysetCond}` : w);
  const fullWhere = withKeyset(where);

  const joinSql = (keys: Set<string>) => sql.join(
    Object.keys(def.joins)
      .filter((k) => keys.has(k))
      .map((k) => def.joins[k] as SQL),
    sql` `,
  );
  const selectList = sql.join(
    [
      ...fields.map((f) => sql`${f.masked ? sql`NULL` : selectExpr(f.map, f.type)} AS ${sql.identifier(f.alias)}`),
      sql`${def.idColumn}::text AS "__id"`,
      ...(keysetPossible ? validSorts.map((s, i) => sql`${selectExpr(s.map, s.type)} AS ${sql.identifier(`s${i}`)}`) : []),
    ],
    sql`, `,
  );
  const offset = cursor ? 0 : query.Page.Skip;
  const take = query.Page.Take;
  const branches = expandInFilters(conditions, inFilters);
  const countFrom = sql`FROM ${def.from} ${joinSql(countJoins)} WHERE ${where}`;
  const countSql = sql`SELECT count(*)::int AS "n" ${countFrom}`;
  const items = (select: SQL): SQL => {
    if (!branches) return sql`SELECT ${select} FROM ${def.from} ${joinSql(joins)} WHERE ${fullWhere} ORDER BY ${orderBy} LIMIT ${int(take)} OFFSET ${int(offset)}`;
    // One branch per combination of In values, each ordered and limited on its own (an index on
    // (licence, value column, sort column) answers it with a short range scan), merged by the sort keys;
    // then the page's rows are read with their joins. A single `col IN (…)` would instead make PostgreSQL
    // read the sort index in order and discard every row of the other values, or sort all matches.
    const keyList = sql.join(
      [sql`${def.idColumn} AS "__k"`, ...orderKeys.slice(0, -1).map((k, i) => sql`${k.expr} AS ${sql.identifier(`__o${i}`)}`)],
      sql`, `,
    );
    const mergeOrder = orderClause(orderKeys.map((k, i) => ({ ...k, expr: i === orderKeys.length - 1 ? sql`"__k"` : sql`${sql.identifier(`__o${i}`)}` })));
    const union = sql.join(
      branches.map(
        (conds) => sql`(SELECT ${keyList} FROM ${def.from} ${joinSql(keyJoins)} WHERE ${withKeyset(sql.join(conds, sql` AND `))} ORDER BY ${orderBy} LIMIT ${int(take + offset)})`,
      ),
      sql` UNION ALL `,
    );
    const pageIds = sql`SELECT "__k" FROM (${union}) AS "__u" ORDER BY ${mergeOrder} LIMIT ${int(take)} OFFSET ${int(offset)}`;
    return sql`SELECT ${select} FROM ${def.from} ${joinSql(joins)} WHERE ${def.licenseColumn} = ${o.licenseId} AND ${def.idColumn} IN (${pageIds}) ORDER BY ${orderBy}`;
  };

  return {
    ok: true,
    plan: {
      fields: fields.map(({ name, type, alias }) => ({ name, type, alias })),
      itemsSql: items(selectList),
      total: query.Page.ReturnTotal
        ? { countSql, itemsWithTotalSql: items(sql`${selectList}, (${countSql}) AS "__total"`), estimateSql: sql`EXPLAIN (FORMAT JSON) SELECT 1 ${countFrom}` }
        : null,
      firstPage: offset === 0 && cursor === null,
      take,
      keyset: keysetPossible ? { aliases: validSorts.map((_, i) => `s${i}`) } : null,
    },
  };
}

/**
 * The WHERE conditions of each branch when In filters are split by value, or null when there is nothing
 * to split. Filters are taken in order while the product of their value counts stays within
 * MAX_IN_BRANCHES; each branch replaces `col IN (a, b)` by `col = a` or `col = b`. The values are
 * distinct, so the branches are disjoint and their union is exactly the rows of the IN.
 */
type TInFilter = { at: number; expr: SQL; values: TValue[] };

function expandInFilters(conditions: readonly SQL[], inFilters: readonly TInFilter[]): SQL[][] | null {
  const chosen: TInFilter[] = [];
  let count = 1;
  for (const f of inFilters) {
    if (count * f.values.length > MAX_IN_BRANCHES) continue;
    chosen.push(f);
    count *= f.values.length;
  }
  if (chosen.length === 0) return null;
  let branches: SQL[][] = [[...conditions]];
  for (const f of chosen) {
    branches = branches.flatMap((conds) =>
      f.values.map((v) => {
        const copy = [...conds];
        copy[f.at] = sql`${f.expr} = ${v}`;
        return copy;
      }),
    );
  }
  return branches;
}

/**
 * Rows strictly after the cursor in the given order. All keys in one direction: the row comparison
 * (k1, k2, id) > (v1, v2, id0), which a btree index on those columns answers by starting right at the
 * cursor, so page 10,000 costs what page 1 costs. Mixed directions: (k1 > v1) OR (k1 = v1 AND k2 < v2) …,
 * with k1 >= v1 in front so that the index scan still starts at the cursor's first key.
 */
function keysetCondition(keys: { expr: SQL; dir: 'asc' | 'desc' }[], values: (string | number | boolean)[]): SQL {
  const first = keys[0]!;
  if (keys.every((k) => k.dir === first.dir)) {
    const left = sql.join(keys.map((k) => k.expr), sql`, `);
    const right = sql.join(values.map((v) => sql`${v}`), sql`, `);
    return first.dir === 'desc' ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  }
  const ors: SQL[] = keys.map((k, i) => {
    const eqs = keys.slice(0, i).map((p, j) => sql`${p.expr} = ${values[j]}`);
    const cmp = k.dir === 'desc' ? sql`${k.expr} < ${values[i]}` : sql`${k.expr} > ${values[i]}`;
    return sql`(${sql.join([...eqs, cmp], sql` AND `)})`;
  });
  const bound = first.dir === 'desc' ? sql`${first.expr} <= ${values[0]}` : sql`${first.expr} >= ${values[0]}`;
  return sql`(${bound} AND (${sql.join(ors, sql` OR `)}))`;
}

function filterCondition(
  m: ColumnMapping,
  type: TPropertyType,
  op: TOperator,
  f: TDataQueryParsed['Filters'][number],
  path: string,
  errors: TFieldError[],
  /** Told the coerced values of an In filter. */
  onInValues?: (values: TValue[]) => void,
): SQL | null {
  const col = sql`${m.expr}`;
  const one = (raw: unknown, at: string) => {
    if (Array.isArray(raw)) {
      errors.push({ path: at, message: 'must be a single value' });
      return null;
    }
    const c = coerceValue(type, raw as never);
    if (!c.ok) {
      errors.push({ path: at, message: c.message });
      return null;
    }
    return c.value;
  };
  switch (op) {
    case 'Equal': {
      const v = one(f.Value, `${path}.Value`);
      return v === null ? null : sql`${col} = ${v}`;
    }
    case 'NotEqual': {
      const v = one(f.Value, `${path}.Value`);
      return v === null ? null : sql`${col} IS DISTINCT FROM ${v}`;
    }
    case 'GreaterThanOrEqual': {
      const v = one(f.Value, `${path}.Value`);
      return v === null ? null : sql`${col} >= ${v}`;
    }
    case 'Contains': {
      const v = one(f.Value, `${path}.Value`);
      return v === null ? null : sql`${col} ILIKE ${containsPattern(String(v))}`;
    }
    case 'In': {
      const list = Array.isArray(f.Value) ? f.Value : f.Value === undefined ? [] : [f.Value];
      if (list.length === 0) {
        errors.push({ path: `${path}.Value`, message: 'In needs a list of values' });
        return null;
      }
      const values = list.map((raw, i) => one(raw, `${path}.Value.${i}`));
      if (values.some((v) => v === null)) return null;
      if (m.inCondition) return m.inCondition(values.map((v) => sql`${v}`));
      onInValues?.(values as TValue[]);
      return sql`${col} IN (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;
    }
    case 'Between': {
      const lo = f.Lowest === undefined || f.Lowest === null ? undefined : one(f.Lowest, `${path}.Lowest`);
      const hi = f.Highest === undefined || f.Highest === null ? undefined : one(f.Highest, `${path}.Highest`);
      if (lo === null || hi === null) return null;
      if (lo === undefined && hi === undefined) {
        errors.push({ path: `${path}.Lowest`, message: 'Between needs Lowest or Highest' });
        return null;
      }
      if (lo !== undefined && hi !== undefined) return sql`${col} BETWEEN ${lo} AND ${hi}`;
      return lo !== undefined ? sql`${col} >= ${lo}` : sql`${col} <= ${hi as string | number}`;
    }
    case 'IsEmpty': {
      const wantEmpty = f.Value === undefined || f.Value === null ? true : f.Value;
      if (typeof wantEmpty !== 'boolean') {
        errors.push({ path: `${path}.Value`, message: 'must be true or false' });
        return null;
      }
      const empty = type === 'string' ? sql`(${col} IS NULL OR ${col} = '')` : sql`${col} IS NULL`;
      return wantEmpty ? empty : sql`NOT ${empty}`;
    }
  }
}
