/**
 * Builds the Fastify app: external plugins → platform plugins (db, storage, errors, security, maintenance, auth,
 * licence context) → module routes → the web app. Holds no state of its own, so tests build one per file
 * and production can run many instances on one database.
 */
import { auditLogRoutes } from './modules/audit-log/routes.js';
import { agenciesRoutes } from './modules/agencies/routes.js';
import { agencyAnalysisRoutes } from './modules/agency-analysis/routes.js';
import { portfolioAnalysisRoutes } from './modules/portfolio-analysis/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { faqRoutes } from './modules/faq/routes.js';
import { contentPageRoutes } from './modules/content-pages/routes.js';
import { riskManagementRoutes } from './modules/risk-management/routes.js';
import { employeeInviteRoutes } from './modules/employee-invite/routes.js';
import { vehicleRoutes } from './modules/vehicles/routes.js';
import { quoteStartRoutes } from './modules/quote-start/routes.js';
import { cardRoutes } from './modules/cards/routes.js';
import { needsAnalysisRoutes } from './modules/needs-analysis/routes.js';
import { licenseImageRoutes } from './modules/license-images/routes.js';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './platform/config.js';
import type { TRegisteredRoute } from './platform/fastify-types.js';
import type { Database } from './platform/db/client.js';
import { apiDocsPlugin, apiDocsRoutes } from './platform/api-docs.js';
import { appVersion } from './platform/app-version.js';
import { authHookPlugin } from './platform/auth/auth-hook.js';
import { bodyParsingPlugin } from './platform/body-parsing.js';
import { controlRoutes } from './platform/control-channel.js';
import { dbPlugin } from './platform/db-plugin.js';
import { errorHandlerPlugin, sendProblem, toAppError } from './platform/error-handler.js';
import { inputGuardPlugin } from './platform/input-guard.js';
import { csrfGuardPlugin } from './platform/csrf-guard.js';
import { licenseContextPlugin } from './platform/license-context.js';
import { guestMaskingPlugin } from './platform/guest-masking.js';
import { maintenanceHookPlugin } from './platform/maintenance-hook.js';
import { requestGatePlugin } from './platform/request-gate.js';
import { securityHeadersPlugin } from './platform/security-headers.js';
import { storagePlugin } from './platform/storage/storage-plugin.js';
import { mailPlugin } from './platform/mail/mail-plugin.js';
import type { TMailer } from './platform/mail/mailer.js';
import { reminderRunnerPlugin } from './platform/mail/reminder-runner.js';
import { devOutboxRoutes } from './platform/mail/outbox/routes.js';
import { mailTestRoutes } from './platform/mail/test-mail/routes.js';
import type { Storage } from './platform/storage/storage.js';
import { webAppPlugin } from './platform/web-app.js';
import { compressionPlugin } from './platform/compression.js';
import { activityRoutes } from './modules/activity/routes.js';
import { activityFeedRoutes } from './modules/activity-feed/routes.js';
import { appStatusRoutes } from './modules/app-status/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { sessionRoutes } from './modules/sessions/routes.js';
import { dataQueryRoutes } from './modules/data-query/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { listSettingsRoutes } from './modules/list-settings/routes.js';
import { referenceRoutes } from './modules/reference/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { processRoutes } from './modules/processes/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { summaryRoutes } from './modules/summary/routes.js';
import { userRoutes } from './modules/user/routes.js';
import { addressRoutes } from './modules/addresses/routes.js';
import { claimRoutes } from './modules/claims/routes.js';
import { companyRoutes } from './modules/companies/routes.js';
import { contractRoutes } from './modules/contracts/routes.js';
import { customerRoutes } from './modules/customers/routes.js';
import { documentRoutes } from './modules/documents/routes.js';
import { tagRoutes } from './modules/tags/routes.js';
import { offerRoutes } from './modules/offers/routes.js';
import { formRoutes } from './modules/forms/routes.js';
import { serviceRoutes } from './modules/services/routes.js';
import { pdfTemplateRoutes } from './modules/pdf-templates/routes.js';
import { formsProcessRoutes } from './modules/forms-processes/routes.js';
import { signingRoutes } from './modules/signing/routes.js';
import { detailViewRoutes } from './modules/detail-views/routes.js';
import { infoWidgetRoutes, permissionTemplateRoutes } from './modules/permission-profiles/routes.js';
import { eventBusPlugin } from './platform/events/plugin.js';
import { eventRoutes } from './platform/events/routes.js';

/** Large enough for any JSON the API takes; uploads get their own limit on their routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Fastify's `trustProxy` for TRUST_PROXY: a hop count becomes "trust the n nearest hops". */
function trustProxyOption(setting: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting === 0 ? false : (_address, hop) => hop < setting;
  return setting;
}

export type TBuildAppOptions = {
  database: Pick<Database, 'db'>;
  config: Config;
  /** The built web app (apps/web/dist); served with SPA fallback when it exists. */
  webDistDir?: string | undefined;
  /** Enables the local control route for CLIs (control-channel.ts) with this token. */
  controlToken?: string | undefined;
  /** Fastify logger options; off unless given (tests stay quiet). */
  logger?: FastifyServerOptions['logger'];
  /** File storage; default the one STORAGE_DRIVER configures. */
  storage?: Storage | undefined;
  /** Outgoing mail; default the one SMTP_URL configures (SMTP, else the dev outbox). */
  mailer?: TMailer | undefined;
  /** Runs the reminder mail runner every REMINDER_POLL_SECONDS (the server does; tests call runDueReminders). */
  startReminders?: boolean | undefined;
  /** Handlers running at once (request-gate.ts): for the embedded database, whose one connection serves all; default no limit. */
  concurrentHandlers?: number | undefined;
};

export async function buildApp({ database, config, webDistDir, controlToken, logger = false, storage, mailer, startReminders = false, concurrentHandlers }: TBuildAppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A bad URL (malformed percent-encoding, an over-long path parameter) is answered before any route; as problem+json too.
    frameworkErrors: (err, _request, reply) => sendProblem(reply, toAppError(err)),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Recorded so that the contract tests can prove every route is in the OpenAPI document.
  const registeredRoutes: TRegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of methods) registeredRoutes.push({ method: String(method), url: route.url, hidden });
  });

  // External plugins.
  await app.register(fastifyCookie);
  await app.register(apiDocsPlugin, { version: appVersion(config.APP_VERSION) });

  // Platform plugins, in the order their hooks must run: maintenance (503) before auth (401) before licence (400/403).
  await app.register(dbPlugin, { db: database.db, config });
  await app.register(storagePlugin, { storage });
  await app.register(mailPlugin, { mailer });
  if (startReminders) await app.register(reminderRunnerPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(bodyParsingPlugin);
  await app.register(inputGuardPlugin);
  await app.register(csrfGuardPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(maintenanceHookPlugin);
  await app.register(authHookPlugin);
  await app.register(licenseContextPlugin);
  await app.register(guestMaskingPlugin);
  await app.register(eventBusPlugin);
  if (concurrentHandlers) await app.register(requestGatePlugin, { limit: concurrentHandlers });
  // After the hooks that read or change answers (their onSend runs first), before every route.
  await app.register(compressionPlugin);

  // Modules.
  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(appStatusRoutes);
      await api.register(authRoutes);
      await api.register(sessionRoutes);
      await api.register(userRoutes);
      await api.register(activityRoutes);
      await api.register(activityFeedRoutes);
      await api.register(summaryRoutes);
      await api.register(processRoutes);
      await api.register(settingsRoutes);
      await api.register(customerRoutes);
      await api.register(contractRoutes);
      await api.register(claimRoutes);
      await api.register(addressRoutes);
      await api.register(companyRoutes);
      await api.register(dataQueryRoutes);
      await api.register(referenceRoutes);
      await api.register(listSettingsRoutes);
      await api.register(searchRoutes);
      await api.register(documentRoutes);
      await api.register(tagRoutes);
      await api.register(offerRoutes);
      await api.register(formRoutes);
      await api.register(pdfTemplateRoutes);
      await api.register(formsProcessRoutes);
      await api.register(serviceRoutes);
      await api.register(signingRoutes);
      await api.register(eventRoutes);
      await api.register(devOutboxRoutes);
      await api.register(mailTestRoutes);
      await api.register(auditLogRoutes);
      await api.register(dashboardRoutes);
      await api.register(cardRoutes);
      await api.register(detailViewRoutes);
      await api.register(infoWidgetRoutes);
      await api.register(needsAnalysisRoutes);
      await api.register(licenseImageRoutes);
      await api.register(agencyAnalysisRoutes);
      await api.register(agenciesRoutes);
      await api.register(portfolioAnalysisRoutes);
      await api.register(faqRoutes);
      await api.register(contentPageRoutes);
      await api.register(riskManagementRoutes);
      await api.register(employeeInviteRoutes);
      await api.register(vehicleRoutes);
      await api.register(quoteStartRoutes);
    },
    { prefix: '/api/v1' },
  );
  // The one v2 path of the spec (000 §7): the permission profile templates.
  await app.register(
    async (api) => {
      await api.register(permissionTemplateRoutes);
    },
    { prefix: '/api/v2' },
  );
  await app.register(apiDocsRoutes);
  if (controlToken) await app.register(controlRoutes, { token: controlToken });

  // The web app and the 404 answer for everything else.
  await app.register(webAppPlugin, { webDistDir });
  return app;
}

export type TApp = Awaited<ReturnType<typeof buildApp>>;
