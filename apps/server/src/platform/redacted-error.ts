/**
 * What the log may keep of an unexpected error. Database errors carry the statement's parameters and the
 * failing row in their message, detail and fields (drizzle: "Failed query: … params: …"; PostgreSQL:
 * "Failing row contains (…)"), i.e. personal data: of those only the class, SQLSTATE, constraint, table and
 * the stack frames are kept. Other errors keep a shortened message.
 */
type TErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
};

export type TRedactedError = {
  type: string;
  message?: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  frames?: string[];
  cause?: TRedactedError;
};

const MAX_MESSAGE = 200;
const MAX_FRAMES = 12;
const MAX_CAUSES = 3;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** A PostgreSQL error (pg and PGlite give a five-character SQLSTATE and a severity) or drizzle's wrapper. */
function isDatabaseError(e: TErrorLike): boolean {
  if (typeof e.query === 'string' || 'params' in e) return true;
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && (typeof e.severity === 'string' || e.name === 'DatabaseError');
}

function framesOf(stack: unknown): string[] | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim())
    .slice(0, MAX_FRAMES);
  return frames.length ? frames : undefined;
}

export function redactError(err: unknown, depth = 0): TRedactedError {
  if (!err || typeof err !== 'object') return { type: typeof err };
  const e = err as TErrorLike;
  const database = isDatabaseError(e) || (!!e.cause && typeof e.cause === 'object' && isDatabaseError(e.cause as TErrorLike));
  const message = database ? undefined : text(e.message)?.slice(0, MAX_MESSAGE);
  const sqlState = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
  const out: TRedactedError = {
    type: text(e.name) ?? (err as object).constructor?.name ?? 'Error',
    ...(message ? { message } : {}),
    ...(sqlState ? { sqlState } : {}),
    ...(text(e.constraint) ? { constraint: text(e.constraint) } : {}),
    ...(text(e.table) ? { table: text(e.table) } : {}),
  };
  const frames = framesOf(e.stack);
  if (frames) out.frames = frames;
  if (e.cause && depth < MAX_CAUSES) out.cause = redactError(e.cause, depth + 1);
  return out;
}
