/**
 * How one data type of the generic query maps to SQL: its base table, the joins its dotted
 * properties need, and one SQL expression per whitelisted property of DATA_CATALOG.
 */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDataType, TSort } from '@portal/domain';

export type ColumnMapping = {
  expr: SQL | AnyPgColumn;
  /** Joins this property needs, by key of TypeDefinition.joins. */
  joins?: readonly string[];
  /** Never null: eligible for keyset pagination. */
  notNull?: boolean;
  /** `In` means something else than `expr IN (…)` (a many-to-many link: EXISTS over the link table). */
  inCondition?: (values: readonly SQL[]) => SQL;
};

export type TypeDefinition = {
  type: TDataType;
  /** `FROM <table>` (the real table name, so drizzle column references resolve). */
  from: SQL;
  licenseColumn: AnyPgColumn;
  idColumn: AnyPgColumn;
  joins: Record<string, SQL>;
  columns: Record<string, ColumnMapping>;
  defaultSorts: readonly TSort[];
  /**
   * The quick search (`Search`): a folded text column with a trigram index, and the properties whose values make up
   * that text — a member who may not see one of them cannot search (the match would reveal it). Types without
   * it answer a search with 400.
   */
  search?: { column: SQL; covers: readonly string[] };
  /** Conditions every query of this type carries (e.g. only objects for /objekte are a filter, not this). */
  baseCondition?: SQL;
};
