/**
 * Bad requests for one operation, made from its OpenAPI description: wrong types, missing fields, NUL bytes, lone
 * surrogates, huge strings, deep nesting, `__proto__` keys, wrong content types and malformed bodies, in the
 * path, the query, the licence and the body. Every one of them must be answered 4xx (or, where it happens to be
 * valid, 2xx) — never 5xx.
 */
import { sampleFor, type TJsonSchema, type TOperation } from './openapi-operations.js';

export type TBadRequest = {
  name: string;
  method: TOperation['method'];
  url: string;
  headers: Record<string, string>;
  /** A raw body (sent as is) or a value sent as JSON. */
  payload?: string | Buffer;
};

const NUL = '\u0000';
const HUGE = 'x'.repeat(900 * 1024);
const DEEP_JSON = '['.repeat(10_000) + ']'.repeat(10_000);

function typeOf(schema: TJsonSchema): string | undefined {
  const list = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return list.find((t) => t !== 'null') ?? (schema.anyOf ? typeOf(schema.anyOf[0] ?? {}) : schema.properties ? 'object' : undefined);
}

/** A value of another JSON type than the schema asks for. */
function wrongTypeFor(schema: TJsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return 'not an object';
    default:
      return { unexpected: [1, 2, 3] };
  }
}

/** The dotted paths of every string in a value. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

function withValueAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(base)) return base.map((item: unknown, i) => (i === head ? withValueAt(item, rest, value) : item));
  const copy = { ...(base as Record<string, unknown>) };
  copy[String(head)] = withValueAt(copy[String(head)], rest, value);
  return copy;
}

const json = (value: unknown): string => JSON.stringify(value);

/** Where a raw JSON fragment replaces one member of the base object (for texts JSON.stringify cannot make). */
function withRawMember(base: Record<string, unknown>, name: string, raw: string): string {
  const rest = json({ ...base, [name]: undefined }).slice(1, -1);
  return `{${rest ? `${rest},` : ''}${json(name)}:${raw}}`;
}

export type TRequestContext = {
  /** The operation's URL with real path values, without query string. */
  url: (pathValue?: (param: string) => string | undefined) => string;
  /** Query string for a licence-scoped operation (`license=…`), or empty. */
  licenseQuery: string;
  headers: Record<string, string>;
};

export function badRequestsFor(op: TOperation, ctx: TRequestContext): TBadRequest[] {
  const out: TBadRequest[] = [];
  const jsonHeaders = { ...ctx.headers, 'content-type': 'application/json' };
  const query = (extra: Record<string, string>): string => {
    const parts = [ctx.licenseQuery, ...Object.entries(extra).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)].filter(Boolean);
    return parts.length ? `?${parts.join('&')}` : '';
  };
  const baseBody = op.jsonBody ? sampleFor(op.jsonBody) : undefined;
  const baseQuery: Record<string, string> = {};
  for (const p of op.queryParams) if (p.required && p.name !== 'license') baseQuery[p.name] = String(sampleFor(p.schema) ?? 'x');
  const send = (name: string, opts: { url?: string; headers?: Record<string, string>; payload?: string | Buffer }) =>
    out.push({
      name,
      method: op.method,
      url: opts.url ?? `${ctx.url()}${query(baseQuery)}`,
      headers: opts.headers ?? (op.jsonBody ? jsonHeaders : ctx.headers),
      ...(opts.payload !== undefined ? { payload: opts.payload } : baseBody !== undefined ? { payload: json(baseBody) } : {}),
    });

  // Every operation: an unknown parameter with a NUL, malformed percent-encoding, a huge query string.
  send('unknown query parameter with NUL', { url: `${ctx.url()}${query({ ...baseQuery, zz: `a${NUL}` })}` });
  send('malformed percent-encoding', { url: `${ctx.url()}${query(baseQuery) || '?'}&bad=%E0%A4%A` });
  send('malformed percent-encoding in the path', { url: `${ctx.url()}%ZZ${query(baseQuery)}` });
  send('huge query string', { url: `${ctx.url()}${query({ ...baseQuery, zz: 'q'.repeat(60_000) })}` });

  // Path parameters.
  for (const p of op.pathParams) {
    for (const [label, value] of [
      ['not an id', 'not-an-id'],
      ['NUL', `a${NUL}b`],
      ['huge', 'a'.repeat(5000)],
      ['traversal', '../../etc/passwd'],
      ['number', '-1'],
    ] as const) {
      send(`path ${p.name}: ${label}`, { url: `${ctx.url((name) => (name === p.name ? value : undefined))}${query(baseQuery)}` });
    }
  }

  // Query parameters (the licence included).
  for (const p of op.queryParams) {
    const variants: Array<[string, string]> = [
      ['NUL', `a${NUL}b`],
      ['huge', 'q'.repeat(10_000)],
      ['wrong type', typeOf(p.schema) === 'string' ? '' : 'not-a-value'],
      ['array', '__ARRAY__'],
    ];
    for (const [label, value] of variants) {
      if (p.name === 'license') {
        const rest = query(baseQuery).replace(/^\?/, '').replace(ctx.licenseQuery, '').replace(/^&/, '');
        const license = value === '__ARRAY__' ? 'license=A&license=B' : `license=${encodeURIComponent(value)}`;
        send(`query license: ${label}`, { url: `${ctx.url()}?${[license, rest].filter(Boolean).join('&')}` });
        continue;
      }
      const q = value === '__ARRAY__' ? `${query(baseQuery)}${query(baseQuery) ? '&' : '?'}${p.name}=1&${p.name}=2` : query({ ...baseQuery, [p.name]: value });
      send(`query ${p.name}: ${label}`, { url: `${ctx.url()}${q}` });
    }
  }
  if (op.licenseScoped) {
    send('X-License: NUL', { url: `${ctx.url()}${query(baseQuery).replace(ctx.licenseQuery, '').replace('?&', '?')}`, headers: { ...ctx.headers, 'x-license': `L${NUL}` } });
    send('no licence', { url: `${ctx.url()}${query(baseQuery).replace(ctx.licenseQuery, '').replace('?&', '?')}` });
  }

  // JSON bodies.
  if (op.jsonBody) {
    send('no body', { headers: ctx.headers, payload: '' });
    send('empty object', { payload: '{}' });
    for (const [label, raw] of [
      ['array', '[]'],
      ['string', '"text"'],
      ['number', '42'],
      ['null', 'null'],
      ['malformed', '{"a":'],
      ['deep nesting', DEEP_JSON],
      ['__proto__', '{"__proto__":{"polluted":true}}'],
      ['constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}'],
    ] as const) {
      send(`body: ${label}`, { payload: raw });
    }
    send('body as text/plain', { headers: { ...ctx.headers, 'content-type': 'text/plain' }, payload: 'plain text' });
    send('body as XML', { headers: { ...ctx.headers, 'content-type': 'application/xml' }, payload: '<a/>' });
    const base = (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody) ? baseBody : {}) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(op.jsonBody.properties ?? {})) {
      send(`body ${name}: wrong type`, { payload: json({ ...base, [name]: wrongTypeFor(schema) }) });
      send(`body ${name}: NUL`, { payload: json({ ...base, [name]: `a${NUL}b` }) });
      send(`body ${name}: lone surrogate`, { payload: withRawMember(base, name, '"a\\ud800b"') });
      send(`body ${name}: huge`, { payload: json({ ...base, [name]: HUGE }) });
      send(`body ${name}: deep`, { payload: withRawMember(base, name, DEEP_JSON) });
      send(`body ${name}: __proto__ inside`, { payload: withRawMember(base, name, '{"__proto__":{"x":1}}') });
    }
    for (const path of stringPaths(baseBody)) {
      if (path.length < 2) continue; // top-level members are covered above
      send(`body ${path.join('.')}: NUL`, { payload: json(withValueAt(baseBody, path, `x${NUL}`)) });
      send(`body ${path.join('.')}: lone surrogate`, { payload: json(withValueAt(baseBody, path, 'LONE')).replace('"LONE"', '"\\udc00"') });
    }
  }

  // Writes without a JSON body: uploads (multipart) and actions.
  if (op.takesNoJson) {
    send('multipart without boundary', { headers: { ...ctx.headers, 'content-type': 'multipart/form-data' }, payload: 'x' });
    send('multipart truncated', {
      headers: { ...ctx.headers, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc',
    });
    send('multipart wrong part names', {
      headers: { ...ctx.headers, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="other"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--zz--\r\n',
    });
    send('multipart NUL field', {
      headers: { ...ctx.headers, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: `--zz\r\nContent-Disposition: form-data; name="Text"\r\n\r\na${NUL}b\r\n--zz--\r\n`,
    });
    send('JSON instead of multipart', { headers: jsonHeaders, payload: '{"file":"x"}' });
    send('deep JSON instead of multipart', { headers: jsonHeaders, payload: DEEP_JSON });
  }
  return out;
}
