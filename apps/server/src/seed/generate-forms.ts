/** The demo form products of a licence: every demo form its product families offer, checked by the engine's schema. */
import { ZFormDefinition } from '@portal/forms';
import type { formProducts } from '../platform/db/schema.js';
import type { LicenseContext } from './context.js';
import { DEMO_FORMS } from './demo-forms.js';
import { SERVICE_FORMS } from './service-forms.js';

export function demoFormProducts(ctx: LicenseContext): (typeof formProducts.$inferInsert)[] {
  const families: readonly string[] = ctx.license.families;
  return DEMO_FORMS.filter((form) => !form.family || families.includes(form.family)).map((form) => ({
    id: ctx.id('formProduct', DEMO_FORMS.indexOf(form)),
    licenseId: ctx.license.id,
    name: form.name,
    // Stored as the schema reads it (aliases resolved), so that what the API serves is what the engine runs.
    definition: ZFormDefinition.parse(form.definition),
    startRoles: form.startRoles,
    createdAt: ctx.past(200, 0.3),
    updatedAt: ctx.past(30, 0.6),
  }));
}

/** The forms of the services (/meldung/*, issue 13): every licence offers all of them. */
export function serviceFormProducts(ctx: LicenseContext): (typeof formProducts.$inferInsert)[] {
  return SERVICE_FORMS.map((form, i) => ({
    id: ctx.id('serviceFormProduct', i),
    licenseId: ctx.license.id,
    name: form.name,
    definition: ZFormDefinition.parse(form.definition),
    startRoles: [],
    serviceKey: form.serviceKey,
    createdAt: ctx.past(200, 0.3),
    updatedAt: ctx.past(30, 0.6),
  }));
}
