/**
 * OpenAPI description of the API, built by @fastify/swagger from the routes' zod schemas.
 * GET /api/docs is the reference page, GET /api/docs/json the document.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyContextConfig } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './auth/session-cookie.js';
import { withErrorResponses, type TOpenApiObject } from './openapi-errors.js';

/** The document's tags, one per area of the API, each described for the reference page. */
export const API_TAGS = [
  { name: 'platform', description: 'Health and the portal\'s status before login.' },
  { name: 'auth', description: 'Login (password or guest), logout, the session and the user\'s active sessions; licence administrators end members\' sessions.' },
  { name: 'user', description: 'The logged-in user: licences, their appearance, language, start-up data of a licence, activity log.' },
  { name: 'summary', description: 'Counts for the start page and the badges.' },
  { name: 'activity', description: 'The activity feed (notifications) of a licence.' },
  { name: 'processes', description: 'Processes (Vorgang): threads of messages and files between broker and customer, their feed and read state.' },
  { name: 'offers', description: 'Active offers (Angebot) of open processes.' },
  { name: 'details', description: 'Single records: customers (Kunde), contracts (Vertrag), claims (Schaden), addresses and objects (Adresse), insurers (Gesellschaft).' },
  { name: 'data', description: 'The generic list query and its CSV export over every list type.' },
  { name: 'lists', description: 'Default columns of lists and the user\'s grid settings.' },
  { name: 'search', description: 'Global search and the resolution of search links.' },
  { name: 'documents', description: 'Documents (Brief): read state, zips, upload, files, tags and tag notifications.' },
  { name: 'settings', description: 'The user\'s settings and the licence\'s appearance.' },
  { name: 'cards', description: 'The card view of the Karten start page, its administration by licence admins (draft, publish, backups) and the admins\' portal view preset.' },
  { name: 'report-cards', description: 'Report cards and their PDF templates (spec 001 §2.9, §7 Report cards): the templates licence admins edit, rendering a record to a PDF, and a report card\'s records.' },
  { name: 'reference', description: 'Reference data of a licence: insurance lines (Sparten), document folders, dashboard cards.' },
  { name: 'events', description: 'Server-sent events of a licence.' },
  { name: 'services', description: 'Services (/meldung/*): the requests a member starts — claim report, third-party contract, inventory transfer, new application, new offer, new prospect — each a form sent into the broker\'s post box, and the approval of reported claims.' },
  { name: 'forms', description: 'Forms: the products a member may start, a product\'s pages, and risks (one filling-in of a form) saved as versioned drafts and transferred to the broker.' },
  { name: 'forms-processes', description: 'Forms processes: form risks with the record they were started for, their receivers, valid-until date and group; the list, receivers, expiry and the XLSX export.' },
  { name: 'detail views', description: 'Detail-view administration: configuration sets and the detail views (definitions of masks and table columns) they select, at most one per type.' },
  { name: 'permission profiles', description: 'Permission profile templates (/api/v2), one per role of the licence: the detail-view configuration and the info widget of its members.' },
  { name: 'info widget', description: 'The info widget on the start page: the images licence administrators upload, its text, and the member\'s own widget.' },
  { name: 'signing', description: 'Signing: sign requests for a form\'s documents, the signer\'s personal link (public), the seal and its verification, and the licence\'s sealing certificate.' },
  { name: 'dashboard', description: 'Start-page dashboards: the items of the dashboard boxes, the user\'s custom data (the box layout BoxContent_V{n}) and the licence\'s end-user dashboard appearance.' },
  { name: 'agencies', description: 'Agency analysis for brokers: customers with a birthday soon and customers per German federal state (by postcode) and country abroad.' },
  { name: 'analysis', description: 'Portfolio analysis for brokers and staff: stock, new business, cancellations and claims aggregated for charts.' },
  { name: 'faq', description: 'The FAQ of licences whose product family has one: questions and answers by category; licence administrators edit them.' },
  { name: 'content', description: 'Content pages (/content/{id}): Markdown pages of a licence such as "Über uns", rendered to sanitised HTML; licence administrators write them.' },
  { name: 'risk-management', description: 'Risk management (/risikomanagement): objects by validity and risk sum, policies running out, contracts needing advice, over the member\'s visible data.' },
  { name: 'employee-invite', description: 'Employee management: invite employees by e-mail with a role and the customers they may see, list and remove them; the public invitation link that sets the password.' },
  { name: 'vehicles', description: 'The vehicle list and the eVB list of the motor contracts (KOMPAKTKRAFT, EUROMOBIL); recording the eVB numbers insurers issue.' },
  { name: 'quote-start', description: 'The quote start page: start data of a quote, the signed hand-over to an external calculation product, the licence\'s calculation products (licence administrators) and the demo product\'s receiver.' },
];

const API_DESCRIPTION = [
  'The API of the broker portal, as its own web app uses it. A guide for integrators (log-in, licences, paging, errors, stability, changelog) is docs/api.md in the repository.',
  '',
  '- **Session**: `POST /api/v1/auth/login` sets the session cookie; every other operation but the public ones needs it.',
  '- **Licence**: a user may belong to several licences (tenants). Licence-scoped operations take the licence as `?license=` or the `X-License` header; `GET /api/v1/User/Licences` lists the user\'s. Another licence\'s objects answer 404, another licence 403.',
  '- **Paging**: the list query pages by `Page.Skip`/`Page.Take` or, faster on large lists, by the cursor `Next` passed back as `Page.After`.',
  '- **Errors**: `application/problem+json` (RFC 9457) with a stable `code`; bad input names each field in `errors`.',
].join('\n');

const DOCUMENT_FILE_PART = { field: 'file', description: 'The file (PDF, PNG, JPEG, DOC or DOCX; at most 20 MB).' };

/** A multipart upload: one file part (`file` unless the route names another) and the route's text fields. */
function multipartBody(fields: z.ZodObject, filePart = DOCUMENT_FILE_PART) {
  const described = z.toJSONSchema(fields, { target: 'draft-2020-12', io: 'input' }) as { properties?: object; required?: string[] };
  return {
    type: 'object',
    required: [filePart.field, ...(described.required ?? [])],
    properties: { [filePart.field]: { type: 'string', format: 'binary', description: filePart.description }, ...described.properties },
    additionalProperties: false,
  };
}

type TBodySchema = { type?: unknown; anyOf?: TBodySchema[] };
type TRequestBody = { required?: boolean; content?: Record<string, { schema?: TBodySchema }> };

/**
 * A body schema that also takes null (zod `.nullish()`: Fastify hands a missing body over as null) means the body
 * is optional: said as `required: false` with the object schema alone, which is what client generators understand.
 */
export function markOptionalBodies<T extends TOpenApiObject>(doc: T): T {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, { requestBody?: TRequestBody }>)) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        const variants = media.schema?.anyOf;
        if (!variants?.some((v) => v.type === 'null')) continue;
        const rest = variants.filter((v) => v.type !== 'null');
        media.schema = rest.length === 1 ? rest[0] : { anyOf: rest };
        operation.requestBody!.required = false;
      }
    }
  }
  return doc;
}

export const apiDocsPlugin = fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Broker portal API',
          version,
          description: API_DESCRIPTION,
          contact: { name: 'The operator of this portal' },
          license: { name: 'Proprietary: for the operator\'s customers and their integrators' },
        },
        servers: [{ url: '/', description: 'The portal that serves this document: every path starts with /api.' }],
        tags: API_TAGS,
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_COOKIE,
              description: 'The session cookie that POST /api/v1/auth/login (or /auth/guest) sets: HttpOnly, SameSite=Lax. Writes must come from the portal\'s own origin (Origin or Sec-Fetch-Site), else 403 CROSS_ORIGIN.',
            },
          },
        },
        security: [{ session: [] }],
      },
      // Public routes need no session; every other one gets the session scheme of the document.
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        const config = (input.route as { config?: FastifyContextConfig } | undefined)?.config;
        let schema: Record<string, unknown> = { ...transformed.schema };
        if (config?.auth === 'public') schema = { ...schema, security: [] };
        const answer = config?.documentedAnswer;
        if (answer) {
          const body = answer.schema ?? { type: 'string', format: 'binary' };
          const content = Object.fromEntries(answer.contentTypes.map((type) => [type, { schema: body }]));
          schema = { ...schema, response: { ...(schema.response as object | undefined), 200: { description: answer.description, content } } };
        }
        // @fastify/swagger documents `body` under the `consumes` types: the multipart body, for the document only.
        if (config?.uploadFields) schema = { ...schema, body: multipartBody(config.uploadFields, config.uploadFile), consumes: ['multipart/form-data'] };
        return { ...transformed, schema };
      },
      transformObject: (input) => markOptionalBodies(withErrorResponses(('openapiObject' in input ? input.openapiObject : input.swaggerObject) as TOpenApiObject)) as never,
    });
  },
  { name: 'portal-api-docs' },
);

/**
 * The reference page at /api/docs (Swagger UI, served from the portal's own files: no CDN, works offline) and the
 * document at /api/docs/json and /api/docs/yaml. "Try it out" runs in the page's origin, so it uses the browser's
 * session cookie. Registered after all other routes so that the document is complete.
 */
export const apiDocsRoutes = fp(
  async (app) => {
    await app.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false, displayOperationId: true },
      staticCSP: false,
    });
  },
  { name: 'portal-api-docs-routes', dependencies: ['portal-api-docs'] },
);

export const API_DOCS_PREFIX = '/api/docs';
