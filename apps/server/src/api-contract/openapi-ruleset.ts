/**
 * Lints the OpenAPI document as integrators' tools do: Spectral's `spectral:oas` ruleset (recommended rules, plus
 * parameter descriptions) and the project's own rules:
 *
 * - portal-operation-id: operationIds are lowerCamelCase, verb first (queryData, getContract);
 * - portal-error-statuses: every operation declares 400, 401 (unless public: `security: []`) and 403 (unless
 *   `x-no-403` says why it can't be refused);
 * - portal-problem-answers: every 4xx/5xx answer is the shared Problem (application/problem+json), unless
 *   `x-not-problem` says why the answer has a body of its own.
 */
import spectralCore, { type ISpectralDiagnostic, type RulesetDefinition } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { pattern } from '@stoplight/spectral-functions';

const { Spectral, Document, createRulesetFunction } = spectralCore;

const PROBLEM_REF = '#/components/schemas/Problem';
const OPERATIONS = '$.paths[*][get,put,post,delete,patch]';
/** The verbs operationIds begin with: one word for one kind of action across the API. */
export const OPERATION_VERBS = ['get', 'list', 'query', 'search', 'resolve', 'export', 'download', 'stream', 'render', 'create', 'post', 'upload', 'import', 'update', 'set', 'save', 'mark', 'revert', 'transfer', 'end', 'delete', 'log', 'login', 'logout', 'revoke', 'send', 'sign', 'verify'];

type TResponse = { content?: Record<string, { schema?: { $ref?: string } }>; 'x-not-problem'?: string };
type TOperation = { security?: unknown[]; responses?: Record<string, TResponse>; 'x-no-403'?: string };

const declaresErrorStatuses = createRulesetFunction<TOperation, null>({ input: { type: 'object' }, options: null }, (op) => {
  const statuses = Object.keys(op.responses ?? {});
  const missing: string[] = [];
  if (!statuses.includes('400')) missing.push('400');
  const isPublic = Array.isArray(op.security) && op.security.length === 0;
  if (!isPublic && !statuses.includes('401')) missing.push('401');
  if (!statuses.includes('403') && !op['x-no-403']?.trim()) missing.push('403 (or x-no-403 with the reason)');
  return missing.length ? [{ message: `The operation does not declare ${missing.join(', ')}.` }] : [];
});

const errorsAreProblems = createRulesetFunction<TOperation, null>({ input: { type: 'object' }, options: null }, (op, _options, context) => {
  const results = [];
  for (const [status, answer] of Object.entries(op.responses ?? {})) {
    if (!/^[45]/.test(status) || answer['x-not-problem']?.trim()) continue;
    const content = answer.content ?? {};
    const types = Object.keys(content);
    if (types.length !== 1 || content['application/problem+json']?.schema?.$ref !== PROBLEM_REF) {
      results.push({ message: `${status} must answer application/problem+json with the shared Problem schema.`, path: [...context.path, 'responses', status] });
    }
  }
  return results;
});

export const PORTAL_RULESET = {
  extends: [[oas as RulesetDefinition, 'recommended']],
  rules: {
    // Off in spectral:oas's recommended set; integrators read parameters in their generated clients.
    'oas3-parameter-description': 'warn',
    'portal-operation-id': {
      description: 'operationIds are lowerCamelCase, verb first.',
      severity: 'error',
      given: OPERATIONS,
      then: { field: 'operationId', function: pattern, functionOptions: { match: `^(${OPERATION_VERBS.join('|')})([A-Z][A-Za-z0-9]*)?$` } },
    },
    'portal-error-statuses': {
      description: 'Every operation declares 400, 401 (unless public) and 403 (or why not).',
      severity: 'error',
      given: OPERATIONS,
      then: { function: declaresErrorStatuses },
    },
    'portal-problem-answers': {
      description: 'Every 4xx/5xx answer is the shared Problem.',
      severity: 'error',
      // The unresolved document: the answer must point at the Problem component, not only look like it.
      resolved: false,
      given: OPERATIONS,
      then: { function: errorsAreProblems },
    },
  },
} as unknown as RulesetDefinition;

/** Spectral's findings on the document: errors and warnings (hints and information left out). */
export async function lintOpenApiDocument(doc: object): Promise<ISpectralDiagnostic[]> {
  const spectral = new Spectral();
  spectral.setRuleset(PORTAL_RULESET);
  const results = await spectral.run(new Document(JSON.stringify(doc, null, 2), spectralParsers.Json, 'openapi.json'));
  // Severity: 0 error, 1 warning, 2 information, 3 hint.
  return results.filter((r) => r.severity <= 1);
}

export const formatFinding = (r: ISpectralDiagnostic) => `${r.severity === 0 ? 'error' : 'warning'} ${r.code} at ${r.path.join('.')}: ${r.message}`;
