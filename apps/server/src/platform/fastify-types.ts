/**
 * What the platform plugins add to Fastify's types: the database, config and file storage on the instance,
 * the authenticated session and licence context on the request, and per-route options.
 */
import type { z } from 'zod';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { TAuthSession } from './auth/session-store.js';
import type { TLicenseContext } from './license-context.js';
import type { Storage } from './storage/storage.js';
import type { TMailer } from './mail/mailer.js';

export type TRegisteredRoute = { method: string; url: string; hidden: boolean };

/** public: no session needed; optional: session loaded if present; session (default under /api/v1): 401 without. */
export type TAuthMode = 'public' | 'optional' | 'session';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Where documents and attachments are stored (STORAGE_DRIVER). */
    storage: Storage;
    /** Outgoing mail (SMTP_URL, else the dev outbox); send after the transaction that caused it (mail/mailer.ts). */
    mailer: TMailer;
    /** Every route as registered (method, URL, hidden from the OpenAPI document), for the contract tests. */
    registeredRoutes: readonly TRegisteredRoute[];
  }
  interface FastifyRequest {
    /** Set by the auth hook for authenticated requests. */
    auth: TAuthSession | null;
    /** Set by the licence-context hook on routes with `config.license`. */
    licenseContext: TLicenseContext | null;
  }
  interface FastifyContextConfig {
    auth?: TAuthMode;
    /** The route works inside one licence (`?license=` or `X-License`). */
    license?: boolean;
    /** Allowed for read-only sessions although it is not a GET (logout). */
    allowReadOnly?: boolean;
    /** `false`: refused to guests (403) — files, zips and exports hand out data no masking can cover. */
    guests?: boolean;
    /**
     * The answer describes the requesting user's own account (User/Init), which guests see unmasked: the guest's own
     * account holds no one's personal data, and its e-mail is not nullable in the schema.
     */
    answersOwnAccount?: boolean;
    /**
     * For the OpenAPI document only: the 200 answer of a route that streams a file or events (or whose JSON is not
     * checked by a response schema at run time): its content types and, for JSON, its schema.
     */
    documentedAnswer?: { description: string; contentTypes: readonly string[]; schema?: Record<string, unknown> };
    /** For the OpenAPI document only: the text fields of a multipart upload beside its one file part. */
    uploadFields?: z.ZodObject;
    /** For the OpenAPI document only: the upload's file part when it is not `file` (e.g. the logo's `logoApp`). */
    uploadFile?: { field: string; description: string };
  }
}
