/**
 * Every JSON answer a guest receives inside a licence passes the domain's personal-data rule (maskPersonalData):
 * birthdays, e-mail addresses, phone numbers, bank and tax ids become null — in details, lists, search, the
 * activity feed, processes and offers alike, and in any route added later, without each service having to
 * remember it. Files cannot be masked, so file routes refuse guests altogether (`config.guests: false`, checked in
 * the licence context). The generic data query also masks in SQL and refuses filters and sorts on these fields.
 */
import fp from 'fastify-plugin';
import { maskPersonalData, masksPersonalData } from '@portal/domain';

export const guestMaskingPlugin = fp(
  async (app) => {
    // preSerialization sees objects only (not streams or strings) and runs before the response schema is checked.
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      const ctx = request.licenseContext;
      if (!ctx || !masksPersonalData(ctx.permission) || request.routeOptions.config.answersOwnAccount) return payload;
      return maskPersonalData(payload);
    });
  },
  { name: 'portal-guest-masking', dependencies: ['portal-license-context'] },
);
