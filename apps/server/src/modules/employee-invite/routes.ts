/**
 * Employee management (spec 001 §7 Employee invite): GET/POST/DELETE /EmployeeInvite and GET
 * /EmployeeInvite/Permissions for members with ShowEmployeeInvite; the public invitation link
 * GET/POST /auth/invite/{token}.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAcceptInvite,
  ZAcceptInviteResult,
  ZInviteBody,
  ZInvitedUserList,
  ZInviteLinkInfo,
  ZInvitePermissions,
  ZInviteQuery,
  ZInviteResult,
  ZInviteTokenParams,
  ZRemoveInvitees,
  ZRemoveInviteesResult,
} from '@portal/domain';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { ownOrigin } from '../../platform/csrf-guard.js';
import { readSessionToken, setSessionCookie } from '../../platform/auth/session-cookie.js';
import { acceptInvite, getInviteLink, inviteEmployee, invitePermissions, listEmployeeInvites, removeEmployeeInvites } from './service.js';

const tags = ['employee-invite'];
const licensed = { license: true, guests: false } as const;
const ONLY = 'Members with the permission ShowEmployeeInvite who may write in the licence (403 otherwise); licence admins manage every invited member, everyone else those they invited.';
const NO_STORE = 'no-store';

export const employeeInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/EmployeeInvite',
    {
      schema: {
        operationId: 'listEmployeeInvites',
        summary: 'Invited employees',
        description: `The members invited into the licence: e-mail, role, last activity, assigned customers and whether the invitation is pending or accepted. ${ONLY}`,
        tags,
        querystring: ZLicenseParam,
        response: { 200: ZInvitedUserList },
      },
      config: licensed,
    },
    async (request) => listEmployeeInvites({ db: app.db, ctx: requireLicense(request) }),
  );

  app.get(
    '/EmployeeInvite/Permissions',
    {
      schema: {
        operationId: 'listEmployeeInviteRoles',
        summary: 'Roles the caller may assign',
        description: `The role names an invitation may carry: licence admins employee and licenseAdmin, everyone else employee. ${ONLY}`,
        tags,
        querystring: ZLicenseParam,
        response: { 200: ZInvitePermissions },
      },
      config: licensed,
    },
    async (request) => invitePermissions({ ctx: requireLicense(request) }),
  );

  app.post(
    '/EmployeeInvite',
    {
      schema: {
        operationId: 'createEmployeeInvite',
        summary: 'Invite an employee',
        description: `Creates the user when the e-mail is new, gives them a membership in the licence with the role and the customers (they then see only those customers and their contracts, claims, documents, processes and addresses) and mails a one-time link (/einladung/{token}, valid 7 days) in the invitee's language. Inviting a pending invitee again replaces the role, the customers and the link; an accepted one gets the new role and customers without a mail. 400 naming Customers.n for a customer the caller does not see; 409 CONFLICT when the e-mail is a member who was not invited; 502 MAIL_FAILED when the mail did not go out (the invitation is saved). Recorded in the administration audit log. ${ONLY}`,
        tags,
        querystring: ZLicenseParam.extend(ZInviteQuery.shape),
        body: ZInviteBody,
        response: { 201: ZInviteResult },
      },
      config: licensed,
    },
    async (request, reply) =>
      reply.code(201).send(
        await inviteEmployee({
          deps: { db: app.db, mailer: app.mailer, config: app.config, log: request.log },
          ctx: requireLicense(request),
          query: { email: request.query.email, permission: request.query.permission },
          body: request.body,
          origin: ownOrigin(request),
        }),
      ),
  );

  app.delete(
    '/EmployeeInvite',
    {
      schema: {
        operationId: 'deleteEmployeeInvites',
        summary: 'Remove invited employees',
        description: `Removes the memberships of the invited members with these e-mails from the licence (their assigned customers and links go with them; the accounts stay for other licences). 404 naming the index for an e-mail that is no invited member the caller manages; never the caller's own; a licence admin only by a licence admin (403). Recorded in the administration audit log. ${ONLY}`,
        tags,
        querystring: ZLicenseParam,
        body: ZRemoveInvitees,
        response: { 200: ZRemoveInviteesResult },
      },
      config: licensed,
    },
    async (request) => removeEmployeeInvites({ db: app.db, ctx: requireLicense(request), emails: request.body }),
  );

  app.get(
    '/auth/invite/:token',
    {
      schema: {
        operationId: 'getEmployeeInviteLink',
        summary: 'An invitation link',
        description: 'Whom an invitation link is for and into which licence (public, no login), and whether a password must be set. 404 for an unknown token; 410 INVITE_LINK_USED once accepted, INVITE_LINK_EXPIRED after 7 days.',
        tags,
        params: ZInviteTokenParams,
        response: { 200: ZInviteLinkInfo },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NO_STORE).header('Referrer-Policy', 'no-referrer');
      return getInviteLink({ db: app.db, token: request.params.token });
    },
  );

  app.post(
    '/auth/invite/:token',
    {
      schema: {
        operationId: 'postEmployeeInviteAcceptance',
        summary: 'Accept an invitation',
        description:
          'Accepts the invitation once. A new account sets its password (at least 10 characters; 400 naming Password otherwise) and is logged in (session cookie set); an account that has a password already just joins the licence and logs in as usual. Links that do not work answer as GET /auth/invite/{token}.',
        tags,
        params: ZInviteTokenParams,
        body: ZAcceptInvite,
        response: { 200: ZAcceptInviteResult },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NO_STORE).header('Referrer-Policy', 'no-referrer');
      const { result, session } = await acceptInvite({
        db: app.db,
        config: app.config,
        token: request.params.token,
        body: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: readSessionToken(request),
      });
      if (session) setSessionCookie(request, reply, session.token, session.expiresAt);
      return result;
    },
  );
};
