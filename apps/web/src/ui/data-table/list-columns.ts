import {
  DATA_CATALOG,
  DEFAULT_LIST_COLUMNS,
  LIST_DATA_TYPE,
  type TDataType,
  type TDetailColumn,
  type TGridSettings,
  type TListKey,
  type TPropertyDef,
} from '@portal/domain';
import type { TListSort } from './data-query-request';

/** Filter-only pseudo-properties of the catalogue (docs/api-lists.md): never offered as columns. */
const PSEUDO_PROPERTIES = new Set(['AngebotAktuell', 'RisikosummeOderNull', 'GueltigAbOderOffen', 'GueltigBisOderOffen']);

/** The answer of GET DetailCustomization/TableColumns. */
export type TTableColumnsDefinition = { Columns: TDetailColumn[]; Locked: boolean };

/**
 * Columns a user may choose for a list: the catalogue of its type without internal ids and
 * filter-only properties; broker-only properties (agent code and name) only for brokers; never the
 * properties the member may not see (premiums hidden from end customers, domain hiddenProperties) (spec 000 §6).
 */
export function choosableProperties(type: TDataType, broker: boolean, hidden: ReadonlySet<string> = NONE): TPropertyDef[] {
  return DATA_CATALOG[type].filter((d) => d.type !== 'id' && !PSEUDO_PROPERTIES.has(d.name) && (broker || !d.brokerOnly) && !hidden.has(d.name));
}
const NONE: ReadonlySet<string> = new Set();

/** Default columns and sorts of a list: the licence's TABELLE_* definition, else the built-in defaults. */
export function defaultColumns(listKey: TListKey, definition: TTableColumnsDefinition | undefined): { columns: string[]; sorts: TListSort[] } {
  const onGrid = definition?.Columns.filter((c) => c.OnGrid) ?? [];
  if (!onGrid.length) return { columns: [...DEFAULT_LIST_COLUMNS[listKey]], sorts: [] };
  return {
    columns: onGrid.map((c) => c.Path),
    sorts: onGrid.flatMap((c) => (c.Sort ? [{ Property: c.Path, Direction: c.Sort }] : [])),
  };
}

export type TResolvedColumns = { columns: TPropertyDef[]; sorts: TListSort[]; locked: boolean };

/**
 * The visible columns and sorts of a list: locked definitions win; otherwise the user's saved grid
 * settings, else the defaults. Unknown or not permitted properties are dropped (a saved broker column
 * stays hidden for a non-broker).
 */
export function resolveColumns(input: {
  listKey: TListKey;
  broker: boolean;
  definition: TTableColumnsDefinition | undefined;
  saved: TGridSettings | undefined;
  hidden?: ReadonlySet<string>;
}): TResolvedColumns {
  const type = LIST_DATA_TYPE[input.listKey];
  const allowed = new Map(choosableProperties(type, input.broker, input.hidden).map((d) => [d.name, d]));
  const defaults = defaultColumns(input.listKey, input.definition);
  const locked = input.definition?.Locked ?? false;
  const pick = (names: readonly string[]) => [...new Set(names)].flatMap((n) => allowed.get(n) ?? []);
  const sortable = (sorts: readonly TListSort[]) => sorts.filter((s) => allowed.has(s.Property) && !allowed.get(s.Property)?.noSort);

  let columns = locked || !input.saved?.Columns?.length ? pick(defaults.columns) : pick(input.saved.Columns);
  if (!columns.length) columns = pick(defaults.columns);
  const sorts = !locked && input.saved?.Sorts ? sortable(input.saved.Sorts) : sortable(defaults.sorts);
  return { columns, sorts, locked };
}

/** The list keys of the grid settings (Settings/Grid/{listKey}, stored as Grids[listKey]). */
export const GRID_KEYS = {
  VERTRAG: 'VertragGrid',
  SCHADEN: 'SchadenGrid',
  KUNDE: 'KundeGrid',
  ADRESSE: 'AdresseGrid',
  OBJEKT: 'ObjektGrid',
  GESELLSCHAFT: 'GesellschaftGrid',
} as const;
export type TGridKey = (typeof GRID_KEYS)[keyof typeof GRID_KEYS];
