/**
 * Services routes (issue 13, spec 000 §2.1, §6): the services of the licence, starting one, and the approval of
 * reported claims (POST /Schaden/{id}/Approve and /Reject). Sending a service is the forms transfer
 * (POST /Forms/Risk/{riskId}/Transfer), which for a service's form checks its permission and files the process.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClaimApprovalParams, ZClaimApprovalResult, ZRejectClaim, ZServiceKeyParams, ZServiceList, ZStartService, ZStartServiceResult } from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { decideClaim, listServices, startService } from './service.js';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['services'];

  app.get(
    '/Services',
    {
      schema: {
        operationId: 'listServices',
        summary: 'Services of the licence',
        description:
          'The services (/meldung/*) the licence offers, each a form product: claim report (plain and comfort variant), third-party contract, inventory transfer, new application, new offer, new prospect. Allowed says whether the member may start it (write access and the service\'s permission flag: Schadenmeldung, Vertragserfassung, Bestandsübertragung, Angebotserstellung, InteressentenAnlegen).',
        tags,
        querystring: ZLicenseParam,
        response: { 200: ZServiceList },
      },
      config: { license: true },
    },
    async (request) => listServices({ db: app.db, ctx: requireLicense(request) }),
  );

  app.post(
    '/Services/:key/Start',
    {
      schema: {
        operationId: 'createServiceRisk',
        summary: 'Start a service',
        description:
          'Resumes the member\'s own unsent draft of the service\'s form (for the contract given, if any) or starts a new one, and answers the risk to open in the form viewer. 403 without write access or the service\'s permission flag, 404 when the licence does not offer the service or ContractId is not a contract the member may see. Sending the form (POST /Forms/Risk/{riskId}/Transfer) creates the process in the broker\'s post box; a claim report also files the claim.',
        tags,
        params: ZServiceKeyParams,
        querystring: ZLicenseParam,
        body: ZStartService,
        response: { 200: ZStartServiceResult },
      },
      config: { license: true },
    },
    async (request) => startService({ db: app.db, ctx: requireLicense(request), key: request.params.key, input: request.body }),
  );

  app.post(
    '/Schaden/:id/Approve',
    {
      schema: {
        operationId: 'setClaimApproved',
        summary: 'Approve a claim report',
        description:
          'Approves a claim report waiting for approval (approvalPendingSchaeden): it becomes an open claim, and the reporter reads the approval as a message of the claim\'s process. 403 unless the member may approve claims (CanApproveSchadenmeldung, not read-only), 404 for a claim the member may not see, 409 CONFLICT when it is not waiting for approval.',
        tags,
        params: ZClaimApprovalParams,
        querystring: ZLicenseParam,
        response: { 200: ZClaimApprovalResult },
      },
      config: { license: true },
    },
    async (request) => decideClaim({ db: app.db, bus: app.eventBus, ctx: requireLicense(request), claimId: request.params.id, decision: { approve: true } }),
  );

  app.post(
    '/Schaden/:id/Reject',
    {
      schema: {
        operationId: 'setClaimRejected',
        summary: 'Reject a claim report',
        description:
          'Rejects a claim report waiting for approval with a reason: the claim is closed as Abgelehnt and the reason goes to the reporter as a message of the claim\'s process. 403 unless the member may approve claims (CanApproveSchadenmeldung, not read-only), 404 for a claim the member may not see, 409 CONFLICT when it is not waiting for approval, 400 without a reason.',
        tags,
        params: ZClaimApprovalParams,
        querystring: ZLicenseParam,
        body: ZRejectClaim,
        response: { 200: ZClaimApprovalResult },
      },
      config: { license: true },
    },
    async (request) => decideClaim({ db: app.db, bus: app.eventBus, ctx: requireLicense(request), claimId: request.params.id, decision: { approve: false, reason: request.body.Reason } }),
  );
};
