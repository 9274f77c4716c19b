/**
 * The edge check every request passes before any handler or database sees its input: strings with a NUL
 * character (PostgreSQL text cannot hold one) or a lone UTF-16 surrogate (not Unicode; it cannot be stored
 * or compared as text), nesting deeper than any payload of ours needs (deep documents overflow recursive code
 * and PostgreSQL's jsonb stack), and more values than any payload of ours holds. Query string, route params and
 * the licence header are checked on request, the parsed JSON body before validation. Answers 400 naming the field.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { TFieldError } from '@portal/domain';
import { validationError } from './errors.js';

/** Deeper than any settings document or query of the API (grid settings nest about 5 levels). */
export const MAX_INPUT_DEPTH = 32;
/** More values (array items, object members) than any request of ours carries; stops walks of huge documents. */
export const MAX_INPUT_NODES = 100_000;

/** In Unicode mode a surrogate pair is one code point, so only a lone surrogate is of category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a string cannot be taken, or null when it can. */
export function unsafeTextReason(text: string): string | null {
  if (text.includes('\u0000')) return 'Must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'Must be well-formed Unicode (a lone surrogate was found)';
  return null;
}

const joinPath = (base: string, key: string | number): string => (base ? `${base}.${key}` : String(key));

/**
 * The first problem of a parsed JSON value, or null. Walks with an explicit stack (never recursion), so that a
 * document nested 10,000 levels deep is refused, not a stack overflow. Keys are checked like values.
 */
export function findInputProblem(value: unknown, rootPath = ''): TFieldError | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: rootPath, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    nodes += 1;
    if (nodes > MAX_INPUT_NODES) return { path: rootPath || 'body', message: `At most ${MAX_INPUT_NODES} values` };
    const current = item.value;
    if (typeof current === 'string') {
      const reason = unsafeTextReason(current);
      if (reason) return { path: item.path || rootPath || 'body', message: reason };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { path: item.path || rootPath || 'body', message: `Nested deeper than ${MAX_INPUT_DEPTH} levels` };
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: joinPath(item.path, i), depth: item.depth + 1 });
      continue;
    }
    for (const [key, child] of Object.entries(current)) {
      const keyReason = unsafeTextReason(key);
      const path = joinPath(item.path, keyReason ? JSON.stringify(key) : key);
      if (keyReason) return { path, message: `Name: ${keyReason}` };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

/** Headers whose values reach the database or the licence check. */
const CHECKED_HEADERS = ['x-license'] as const;

function checkRequestLine(request: FastifyRequest): TFieldError | null {
  for (const source of [request.query, request.params]) {
    if (source && typeof source === 'object') {
      const problem = findInputProblem(source);
      if (problem) return problem;
    }
  }
  for (const name of CHECKED_HEADERS) {
    const raw = request.headers[name];
    const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    for (const value of values) {
      const reason = unsafeTextReason(value);
      if (reason) return { path: name === 'x-license' ? 'X-License' : name, message: reason };
    }
  }
  return null;
}

export const inputGuardPlugin = fp(
  async (app) => {
    // onRequest: before the licence hook reads ?license= / X-License and before any route handler.
    app.addHook('onRequest', async (request) => {
      const problem = checkRequestLine(request);
      if (problem) throw validationError([problem], 'The request holds text that cannot be processed');
    });
    // preValidation: the body is parsed by now; zod validation and the handler come after.
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null || typeof request.body !== 'object') {
        if (typeof request.body === 'string') {
          const reason = unsafeTextReason(request.body);
          if (reason) throw validationError([{ path: 'body', message: reason }]);
        }
        return;
      }
      const problem = findInputProblem(request.body);
      if (problem) throw validationError([problem], 'The request holds input that cannot be processed');
    });
  },
  { name: 'portal-input-guard' },
);
