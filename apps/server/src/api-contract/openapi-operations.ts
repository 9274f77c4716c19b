/**
 * The API's operations as its OpenAPI document describes them, for tests generated from that document (bad input,
 * tenant isolation): a route added tomorrow is covered without touching a test.
 *
 * - `listOperations(doc)`: every operation with its path, query and header parameters and its JSON body schema.
 * - `sampleFor(schema)`: a value that satisfies a (zod-generated) JSON schema, to start bad variants from.
 * - `pathParamValues(db, licenseId)`: for each path parameter, a real id of that licence (by the path segment before
 *   it: `/Kunde/{id}` → a customer), so that requests reach the handler instead of stopping at "not found".
 * - `fillPath(op, values)`: the URL of an operation with its path parameters filled in.
 * - `undocumentedRoutes(app, doc)`: registered routes under /api that the document does not describe.
 */
import { sql } from 'drizzle-orm';
import type { TApp } from '../app.js';
import type { Db } from '../platform/db/client.js';

export type TJsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
  nullable?: boolean;
  additionalProperties?: boolean | TJsonSchema;
};

export type TParameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: TJsonSchema };

export type TOperation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/v1/Kunde/{id}`. */
  path: string;
  operationId: string | undefined;
  pathParams: TParameter[];
  queryParams: TParameter[];
  headerParams: TParameter[];
  /** The JSON body's schema, when the operation takes JSON. */
  jsonBody: TJsonSchema | null;
  bodyRequired: boolean;
  /** Takes the active licence (`?license=`). */
  licenseScoped: boolean;
  /** A write that takes no JSON body: an upload (multipart) or an action without payload. */
  takesNoJson: boolean;
};

type TOpenApiOperation = {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: TJsonSchema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: TJsonSchema }> };
};
export type TOpenApiDocument = { paths?: Record<string, Record<string, TOpenApiOperation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function listOperations(doc: TOpenApiDocument): TOperation[] {
  const operations: TOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required), schema: p.schema ?? {} }) as TParameter);
      const jsonBody = op.requestBody?.content?.['application/json']?.schema ?? null;
      operations.push({
        method: method.toUpperCase() as TOperation['method'],
        path,
        operationId: op.operationId,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        headerParams: params.filter((p) => p.in === 'header'),
        jsonBody,
        bodyRequired: Boolean(op.requestBody?.required),
        licenseScoped: params.some((p) => p.in === 'query' && p.name === 'license'),
        takesNoJson: method !== 'get' && !jsonBody,
      });
    }
  }
  return operations;
}

const types = (s: TJsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A value valid for the schema (the first alternative of a union; required members only, plus defaults). */
export function sampleFor(schema: TJsonSchema, depth = 0): unknown {
  if (depth > 12) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const first = alternatives.find((a) => !types(a).includes('null')) ?? alternatives[0]!;
    return sampleFor(first, depth + 1);
  }
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sampleFor(s, depth + 1)));
  const type = types(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sampleFor(schema.properties?.[name] ?? {}, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleFor(schema.items ?? {}, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 0 ? schema.minimum : schema.maximum !== undefined && schema.maximum < 1 ? schema.maximum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'someone@example.test';
      if (schema.format === 'date-time') return '2024-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2024-01-01';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

const isUuid = (s: TJsonSchema): boolean => s.format === 'uuid';
const firstAlternative = (s: TJsonSchema): TJsonSchema => {
  const alternatives = s.anyOf ?? s.oneOf;
  return alternatives?.length ? (alternatives.find((a) => !types(a).includes('null')) ?? alternatives[0]!) : s;
};
/** Whether a property takes ids: a UUID or a list of them. */
const takesIds = (s: TJsonSchema): boolean => {
  const own = firstAlternative(s);
  return isUuid(own) || (own.items !== undefined && isUuid(firstAlternative(own.items)));
};

/** Whether any property of an object schema (one level) takes ids. */
export const bodyTakesIds = (schema: TJsonSchema): boolean => Object.values(firstAlternative(schema).properties ?? {}).some(takesIds);

/**
 * A body valid like `sampleFor`, with every id-taking property — required or not — set to `idFor(propertyName)`
 * (a list gets one id): to ask an operation about ids it must not reach.
 */
export function sampleWithIds(schema: TJsonSchema, idFor: (property: string) => string): unknown {
  const own = firstAlternative(schema);
  const out = (sampleFor(own) ?? {}) as Record<string, unknown>;
  for (const [name, property] of Object.entries(own.properties ?? {})) {
    if (!takesIds(property)) continue;
    out[name] = isUuid(firstAlternative(property)) ? idFor(name) : [idFor(name)];
  }
  return out;
}

/** Path segment before a `{param}` → the table whose ids fill it (and the column to take). */
const ID_SOURCES: Record<string, { table: string; column: string; where?: string }> = {
  Kunde: { table: 'customers', column: 'id' },
  Vertrag: { table: 'contracts', column: 'id' },
  Schaden: { table: 'claims', column: 'id' },
  Adresse: { table: 'addresses', column: 'id' },
  Gesellschaft: { table: 'companies', column: 'id' },
  // A document with a stored file, so that its file routes answer too.
  Brief: { table: 'documents', column: 'id', where: 'file_id is not null' },
  Vorgang: { table: 'processes', column: 'id' },
  ByToken: { table: 'processes', column: 'access_token' },
  Files: { table: 'process_files', column: 'file_id' },
  Cards: { table: 'cards', column: 'id' },
  Zip: { table: 'zip_requests', column: 'id' },
  Product: { table: 'form_products', column: 'id' },
  Risk: { table: 'form_risks', column: 'id' },
  Outbox: { table: 'mail_outbox', column: 'id' },
};

/** Values for non-id path parameters, by parameter name. */
const NAMED_VALUES: Record<string, string> = { type: 'Kunde', key: 'VERTRAG', listKey: 'VertragGrid' };

/** Which parameter of a path stands after which segment. */
function segmentBefore(path: string, param: string): string | undefined {
  const parts = path.split('/');
  const at = parts.indexOf(`{${param}}`);
  return at > 0 ? parts[at - 1] : undefined;
}

export type TPathValues = (op: TOperation, param: string) => string;

async function firstValue(db: Db, source: { table: string; column: string; where?: string }, licenseId: string): Promise<string | null> {
  const where = source.where ? sql` and ${sql.raw(source.where)}` : sql``;
  try {
    const rows = (await db.execute(
      sql`select ${sql.identifier(source.column)}::text as v from ${sql.identifier(source.table)} where license_id = ${licenseId}${where} order by 1 limit 1`,
    )) as unknown as { rows?: Array<{ v: string }> } | Array<{ v: string }>;
    const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
    return list[0]?.v ?? null;
  } catch {
    // A table or column that does not exist (a renamed source): the caller falls back to a random id.
    return null;
  }
}

/**
 * Real values of one licence for every path parameter the operations use; unknown parameters get a fresh UUID
 * (the request still runs, and reaches "not found").
 */
export async function pathParamValues(db: Db, licenseId: string): Promise<TPathValues> {
  const resolved = new Map<string, string | null>();
  for (const [segment, source] of Object.entries(ID_SOURCES)) resolved.set(segment, await firstValue(db, source, licenseId));
  // Process files are addressed under their process: use the process of that file.
  const fileId = resolved.get('Files');
  const fileProcess = fileId
    ? await firstValue(db, { table: 'process_files', column: 'process_id', where: `file_id = '${fileId.replace(/[^0-9a-f-]/g, '')}'` }, licenseId)
    : null;
  // Files of a form risk are addressed under their risk: a file of the risk that `Risk` names.
  const riskId = resolved.get('Risk');
  const riskFile = riskId
    ? await firstValue(db, { table: 'form_risk_files', column: 'file_id', where: `risk_id = '${riskId.replace(/[^0-9a-f-]/g, '')}'` }, licenseId)
    : null;
  return (op, param) => {
    // A parameter with a fixed set of values (an enum or a constant) takes its first.
    const schema = op.pathParams.find((p) => p.name === param)?.schema;
    if (schema && (schema.const !== undefined || schema.enum?.length)) return String(sampleFor(schema));
    if (NAMED_VALUES[param]) return NAMED_VALUES[param]!;
    const segment = segmentBefore(op.path, param);
    if (segment === 'Vorgang' && op.path.includes('/Files/{') && fileProcess) return fileProcess;
    if (segment === 'Files' && op.path.includes('/Forms/Risk/')) return riskFile ?? '00000000-0000-4000-8000-00000000ffff';
    return (segment && resolved.get(segment)) || '00000000-0000-4000-8000-00000000ffff';
  };
}

export function fillPath(op: TOperation, value: (param: string) => string): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(value(name)));
}

/** Registered routes under /api that the OpenAPI document does not describe (HEAD routes follow their GET). */
export function undocumentedRoutes(app: TApp, doc: TOpenApiDocument, allowed: (route: string) => boolean): string[] {
  const documented = new Set(listOperations(doc).map((op) => `${op.method} ${op.path}`));
  return app.registeredRoutes
    .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`)
    .filter((key) => !documented.has(key) && !allowed(key));
}
