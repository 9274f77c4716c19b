/**
 * The error answers of every operation in the OpenAPI document, all with the one shared `Problem` schema
 * (RFC 9457 application/problem+json with the project's `code` values as an enum). Which statuses an operation
 * can give follows from what the platform does to every request, read off the operation itself:
 *
 * - 400: input is validated at the edge (zod schemas, the input guard) — every operation;
 * - 401: a session is needed — every operation but the public ones (`security: []`);
 * - 403: licence access (LICENSE_FORBIDDEN, READ_ONLY, FORBIDDEN) for licence-scoped operations, and the CSRF
 *   check (CROSS_ORIGIN) for every write;
 * - 404: an object that does not exist or may not be seen — operations with path parameters, or that take ids
 *   (format uuid) in the query or the body;
 * - 413/415: request bodies (size, content type), uploads included — every write, since a client may send a body
 *   even where none is expected;
 * - 429: throttled operations (login, guest login);
 * - 503: maintenance — every operation but health and status.
 *
 * Further statuses a single operation gives (409 on a closed claim) are listed in EXTRA_STATUSES.
 */
import { z } from 'zod';
import { ZProblem } from '@portal/domain';
import { MAINTENANCE_EXEMPT_PATHS } from './maintenance-hook.js';

type TResponse = { description: string; content?: Record<string, unknown>; 'x-not-problem'?: string };
type TOperation = {
  'x-no-403'?: string;
  summary?: string;
  parameters?: Array<{ in: string; name: string; schema?: unknown }>;
  requestBody?: unknown;
  security?: unknown[];
  responses?: Record<string, TResponse>;
};
export type TOpenApiObject = {
  paths?: Record<string, Record<string, TOperation>>;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
};

const PROBLEM_REF = '#/components/schemas/Problem';

const DESCRIPTIONS: Record<string, string> = {
  '400': 'Bad input: the problem names each field at fault in `errors` (code VALIDATION, LICENSE_REQUIRED, …).',
  '401': 'No session, or it has ended (UNAUTHENTICATED, SESSION_EXPIRED).',
  '403': 'Not allowed: the licence is not the user\'s (LICENSE_FORBIDDEN), the session is read-only (READ_ONLY), the role may not (FORBIDDEN), or the request came from another site (CROSS_ORIGIN).',
  '404': 'No such object, or one the member may not see (NOT_FOUND).',
  '409': 'The object is in a state that does not allow the change (CONFLICT, FORM_TRANSFERRED; IN_USE, STANDARD_SET_LOCKED and DEFINITION_TYPE_TAKEN for detail views), or it changed since the version the request is based on (VERSION_CONFLICT, with the server\'s `current` state).',
  '410': 'The sign link no longer works: it expired (SIGN_LINK_EXPIRED), was used (SIGN_LINK_USED) or withdrawn (SIGN_LINK_REVOKED); an invitation link was accepted already (INVITE_LINK_USED) or expired (INVITE_LINK_EXPIRED).',
  '413': 'The body or file is too large (PAYLOAD_TOO_LARGE).',
  '415': 'The content type or the file type is not accepted (UNSUPPORTED_MEDIA_TYPE).',
  '429': 'Too many attempts: wait `Retry-After` seconds (RATE_LIMITED).',
  '502': 'A service the operation relies on failed or gave no usable answer (AI_UNAVAILABLE, MAIL_FAILED).',
  '503': 'The portal is locked for maintenance (MAINTENANCE).',
  '504': 'A service the operation relies on did not answer in time (AI_TIMEOUT).',
};

/** Statuses that one operation gives beyond the platform's (method and path as in the document). */
const EXTRA_STATUSES: Record<string, readonly string[]> = {
  'patch /api/v1/Schaden/{id}': ['409'],
  // Report cards (issue 13): a template in use is not deleted; at most MAX_PDF_TEMPLATES; a stored card that no longer parses.
  'delete /api/v1/PdfTemplate/{id}': ['409'],
  'post /api/v1/PdfTemplate': ['409'],
  'get /api/v1/ReportCard/{id}': ['409'],
  'post /api/v1/ReportCard/{id}/Records': ['409'],
  // A stale Version, or a transferred (read-only) risk.
  'post /api/v1/Forms/Risk/{riskId}': ['409'],
  'post /api/v1/Forms/Risk/{riskId}/Transfer': ['409'],
  // Forms processes: expiring needs Open or Processing; receivers change only before the form is sent or expired.
  'post /api/v1/FormsProcess/Expire': ['409'],
  'put /api/v1/FormsProcess/{id}/Receivers': ['409'],
  'post /api/v1/Forms/Risk/{riskId}/Files': ['409'],
  // A transferred risk; the AI service failing or not answering in time.
  'post /api/v1/Forms/Risk/{riskId}/AiImport': ['409', '502', '504'],
  // Public, yet a wrong password is 401 INVALID_CREDENTIALS.
  'post /api/v1/auth/login': ['401', '429'],
  'post /api/v1/auth/guest': ['429'],
  // A number that names nothing the member can see.
  'get /api/v1/Search/Resolve': ['404'],
  // There is no dev outbox while mail goes out by SMTP (SMTP_URL set).
  'get /api/v1/Dev/Outbox': ['404'],
  // The mail server refused the test mail.
  'post /api/v1/Mail/Test': ['502'],
  // Signing (issue 11): a risk being signed or sent; a signer's link that no longer works or is guessed at.
  'post /api/v1/Sign/Request': ['409'],
  'post /api/v1/Sign/Envelope/{envelopeId}/Revoke': ['409'],
  'get /api/v1/Sign/{token}': ['410', '429'],
  'get /api/v1/Sign/{token}/Documents/{documentId}': ['410', '429'],
  'post /api/v1/Sign/{token}': ['410', '429'],
  'post /api/v1/Sign/Verify': ['429'],
  'post /api/v1/DetailCustomization/Set': ['409'],
  'put /api/v1/DetailCustomization/Set/{id}': ['409'],
  'delete /api/v1/DetailCustomization/Set/{id}': ['409'],
  'put /api/v1/DetailCustomization/Definition/{id}': ['409'],
  'delete /api/v1/DetailCustomization/Definition/{id}': ['409'],
  'delete /api/v1/Settings/InfoWidgetImages/{fileGuid}': ['409'],
  // Services (issue 13): a claim that is not (any more) waiting for approval.
  'post /api/v1/Schaden/{id}/Approve': ['409'],
  'post /api/v1/Schaden/{id}/Reject': ['409'],
  // Vehicles (issue 14): an eVB number already recorded in the licence.
  'post /api/v1/Evb': ['409'],
  // Employee invite (issue 14): a member invited otherwise, a mail that did not go out, an unknown invitee; the link.
  'post /api/v1/EmployeeInvite': ['409', '502'],
  // Content pages (issue 14): the address is taken, or the licence holds the most pages it may.
  'post /api/v1/ContentPages': ['409'],
  'delete /api/v1/EmployeeInvite': ['404'],
  'get /api/v1/auth/invite/{token}': ['410'],
  'post /api/v1/auth/invite/{token}': ['410'],
  // Quote start (issue 14): a product id or slug taken; the demo product refusing a token that fails its checks.
  'post /api/v1/Quote/Products': ['409'],
  'put /api/v1/Quote/Products/{id}': ['409'],
  'get /api/v1/Quote/DemoReceiver': ['403'],
  'post /api/v1/Quote/Offer': ['403', '404', '409'],
  'post /api/v1/Quote/DemoReceiver/Offer': ['403', '404', '409'],
};

/** What @fastify/swagger writes for an answer nobody described. */
const GENERATED_DESCRIPTION = 'Default Response';
const SUCCESS_WORDS: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted' };

/** Error answers that an operation declares with a body of its own, and why. */
const OWN_ERROR_BODIES: Record<string, Record<string, string>> = {
  'get /api/health': { '503': 'The database does not answer: the same health body as with 200, which load balancers read.' },
  'get /api/health/ready': { '503': 'Not ready: the database failed or did not answer in time; the readiness body with the reason.' },
};

/** Whether a schema (or request body) has a uuid somewhere: an id that may name no object the member can see. */
function takesIds(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(takesIds);
  if (typeof node !== 'object' || node === null) return false;
  if ((node as { format?: unknown }).format === 'uuid') return true;
  return Object.values(node).some(takesIds);
}

const isPublic = (op: TOperation) => Array.isArray(op.security) && op.security.length === 0;


export function errorStatusesOf(method: string, path: string, op: TOperation): string[] {
  const key = `${method} ${path}`;
  const params = op.parameters ?? [];
  const write = method !== 'get' && method !== 'head';
  const statuses = new Set<string>(['400']);
  if (!isPublic(op)) statuses.add('401');
  if (params.some((p) => p.in === 'query' && p.name === 'license') || write) statuses.add('403');
  if (params.some((p) => p.in === 'path' || (p.in === 'query' && takesIds(p.schema))) || takesIds(op.requestBody)) statuses.add('404');
  if (op.requestBody || write) {
    statuses.add('413');
    statuses.add('415');
  }
  for (const extra of EXTRA_STATUSES[key] ?? []) statuses.add(extra);
  const neverLocked = (method === 'get' || method === 'head') && MAINTENANCE_EXEMPT_PATHS.has(path);
  if (!neverLocked) statuses.add('503');
  return [...statuses].sort();
}

/** The document with the Problem schema among its components and every operation's error answers declared. */
export function withErrorResponses<T extends TOpenApiObject>(doc: T): T {
  const problem = z.toJSONSchema(ZProblem, { target: 'draft-2020-12' });
  delete (problem as { $schema?: unknown }).$schema;
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, Problem: problem } };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      op.responses ??= {};
      // 204 and 304 have no body (the routes declare them as null, which the converter turns into a nullable string).
      for (const empty of ['204', '304']) if (op.responses[empty]) delete op.responses[empty].content;
      const statuses = errorStatusesOf(method, path, op);
      if (!statuses.includes('403')) op['x-no-403'] = isPublic(op) ? 'Public: needs neither a session nor a licence.' : 'Reads only the signed-in user\'s own data, in no licence.';
      for (const [status, reason] of Object.entries(OWN_ERROR_BODIES[`${method} ${path}`] ?? {})) {
        const response = op.responses[status];
        if (!response) continue;
        response['x-not-problem'] = reason;
        if (response.description === GENERATED_DESCRIPTION) response.description = reason;
      }
      // The converter's placeholder says nothing: a success answer is described by what the operation does.
      for (const [status, response] of Object.entries(op.responses)) {
        if (response.description === GENERATED_DESCRIPTION && SUCCESS_WORDS[status]) response.description = `${SUCCESS_WORDS[status]}: ${op.summary ?? 'done'}.`;
      }
      for (const status of statuses) {
        if (op.responses[status]) continue;
        op.responses[status] = { description: DESCRIPTIONS[status] ?? 'Error', content: { 'application/problem+json': { schema: { $ref: PROBLEM_REF } } } };
      }
    }
  }
  return doc;
}
