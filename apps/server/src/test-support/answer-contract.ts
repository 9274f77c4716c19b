/**
 * Holds every answer the API tests receive to the OpenAPI document: the status must be one the operation declares,
 * the content type one it declares for that status, and a JSON body must match the declared schema (ajv, JSON
 * Schema 2020-12 as in OpenAPI 3.1). A test whose request gets an answer that breaks the document fails with what
 * broke, so the document cannot promise what the API does not keep.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import FindMyWay from 'find-my-way';
import type { TApp } from '../app.js';

type TSchema = Record<string, unknown>;
type TResponse = { content?: Record<string, { schema?: TSchema }> };
type TOperation = { operationId?: string; responses?: Record<string, TResponse> };
export type TOpenApi = { paths?: Record<string, Record<string, TOperation>>; components?: Record<string, unknown> };

/** One answer as a test saw it; `body` null when the test read it as a stream. */
export type TAnswer = { method: string; url: string; statusCode: number; headers: Record<string, unknown>; body: string | null };

type TMatched = { path: string; operation: TOperation };

export type TAnswerContract = { check: (answer: TAnswer) => string[] };

const JSON_TYPE = /^application\/([a-z.+-]+\+)?json$/;

export function answerContract(doc: TOpenApi): TAnswerContract {
  // The same router as Fastify's, so that a URL finds the operation Fastify runs for it.
  const router = FindMyWay<FindMyWay.HTTPVersion.V1>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      router.on(method.toUpperCase() as 'GET', path.replace(/\{(\w+)\}/g, ':$1'), () => undefined, { path, operation } satisfies TMatched);
    }
  }
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<TSchema, ValidateFunction>();
  const validatorOf = (schema: TSchema) => {
    let validate = validators.get(schema);
    if (!validate) {
      // The operation's schema points into the document's components: compile it beside them.
      validate = ajv.compile({ ...schema, components: doc.components });
      validators.set(schema, validate);
    }
    return validate;
  };

  return {
    check(answer) {
      const [pathname] = answer.url.split('?');
      if (!pathname!.startsWith('/api/')) return [];
      const found = router.find(answer.method.toUpperCase() as 'GET', pathname!);
      // Not an operation of the document (the reference page itself, an unknown path).
      if (!found) return [];
      const { path, operation } = found.store as TMatched;
      const name = `${answer.method.toUpperCase()} ${path} (${operation.operationId ?? 'no operationId'}) answered ${answer.statusCode}`;
      const declared = operation.responses?.[String(answer.statusCode)] ?? operation.responses?.default;
      if (!declared) return [`${name}, a status the document does not declare`];
      const contentType = String(answer.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const hasBody = answer.body === null ? contentType !== '' : answer.body.length > 0;
      if (!declared.content) return hasBody && answer.method.toUpperCase() !== 'HEAD' ? [`${name} with a body (${contentType}), where the document declares none`] : [];
      const media = declared.content[contentType];
      if (!media) return [`${name} as ${contentType || 'no content type'}, where the document declares ${Object.keys(declared.content).join(', ')}`];
      if (answer.body === null || !JSON_TYPE.test(contentType) || !media.schema) return [];
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer.body);
      } catch {
        return [`${name} with a body that is not JSON`];
      }
      const validate = validatorOf(media.schema);
      if (validate(parsed)) return [];
      return [`${name} with a body that breaks its schema: ${ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' })}`];
    },
  };
}

export class AnswerBreaksContractError extends Error {
  constructor(problems: string[]) {
    super(`The answer breaks the OpenAPI document:\n- ${problems.join('\n- ')}`);
    this.name = 'AnswerBreaksContractError';
  }
}

const contracts = new WeakMap<TApp, TAnswerContract>();

/**
 * From now on every `app.inject(…)` of the app is checked against its document (or the one given); an answer that
 * breaks it rejects the call. Answers read as a stream are checked for status and content type here, and for their
 * body by `checkStreamedAnswer` once the test has read it.
 */
export function holdAnswersToContract(app: TApp, doc: TOpenApi = app.swagger() as TOpenApi): void {
  const contract = answerContract(doc);
  contracts.set(app, contract);
  const inject = app.inject.bind(app) as (opts: unknown) => Promise<Awaited<ReturnType<TApp['inject']>>>;
  const checked = async (opts: unknown) => {
    const res = await inject(opts);
    const request = (typeof opts === 'string' ? { url: opts } : opts) as { method?: string; url?: string; path?: string; payloadAsStream?: boolean };
    const problems = contract.check({
      method: request.method ?? 'GET',
      url: request.url ?? request.path ?? '/',
      statusCode: res.statusCode,
      headers: res.headers,
      body: request.payloadAsStream ? null : res.body,
    });
    if (problems.length) throw new AnswerBreaksContractError(problems);
    return res;
  };
  // Only the promise form is checked; the callback and chain forms are not used by the tests.
  app.inject = ((opts?: unknown, callback?: unknown) => (opts === undefined || callback !== undefined ? (inject as (o?: unknown, c?: unknown) => unknown)(opts, callback) : checked(opts))) as TApp['inject'];
}

/** Checks the body of an answer that a test read as a stream (see holdAnswersToContract). */
export function checkStreamedAnswer(app: TApp, answer: TAnswer): void {
  const problems = contracts.get(app)?.check(answer) ?? [];
  if (problems.length) throw new AnswerBreaksContractError(problems);
}
