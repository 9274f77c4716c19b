/** The card view (members) and its administration (licence admins): spec 000 §2.5 Cards, §3 Card config, §4 Admin mode. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminViewPreset, ZAdminViewPresetAnswer, ZCardBackup, ZCardCustomToggle, ZCardDraft, ZCardInput, ZCardOrder, ZCardView } from '@portal/domain';
import { z } from 'zod';
import { requireLicense, ZLicenseParam } from '../../platform/license-context.js';
import { idParams } from '../../platform/id-params.js';
import {
  createCard,
  deleteCard,
  discardCardDraft,
  getCardDraft,
  getCardView,
  listCardBackups,
  publishCardDraft,
  reorderDraftCards,
  restoreCardBackup,
  saveCardBackup,
  setCustomCards,
  setOwnViewPreset,
  updateCard,
} from './service.js';

const licensed = { license: true } as const;
const admins = { license: true, guests: false } as const;
const ADMIN_ONLY = ' Licence admins only (403 otherwise).';
const tags = ['cards'];

export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: Parameters<typeof requireLicense>[0]) => ({ db: app.db, ctx: requireLicense(request) });

  app.get(
    '/CardView',
    {
      schema: { operationId: 'getCardView', summary: 'The card view', description: 'The live card view of the active licence (Karten start page): its own cards when Custom, else the default cards.', tags, querystring: ZLicenseParam, response: { 200: ZCardView } },
      config: licensed,
    },
    async (request) => getCardView(deps(request)),
  );

  app.get(
    '/Admin/CardView/Draft',
    {
      schema: { operationId: 'getCardDraft', summary: 'The card view draft', description: `The working copy of the card view (the live view while nothing is changed), whether it differs from live, and the live view.${ADMIN_ONLY}`, tags, querystring: ZLicenseParam, response: { 200: ZCardDraft } },
      config: admins,
    },
    async (request) => getCardDraft(deps(request)),
  );

  app.put(
    '/Admin/CardView/Draft/Custom',
    {
      schema: { operationId: 'setCardViewCustom', summary: 'Default or custom cards', description: `Whether the draft shows the licence's own cards (true) or the default cards.${ADMIN_ONLY}`, tags, querystring: ZLicenseParam, body: ZCardCustomToggle, response: { 200: ZCardDraft } },
      config: admins,
    },
    async (request) => setCustomCards(deps(request), request.body.Custom),
  );

  app.post(
    '/Admin/CardView/Draft/Cards',
    {
      schema: { operationId: 'createCard', summary: 'New card', description: `Adds a card at the end of its group in the draft. The filter (AdditionalProperties) must apply to the contracts list.${ADMIN_ONLY}`, tags, querystring: ZLicenseParam, body: ZCardInput, response: { 200: ZCardDraft } },
      config: admins,
    },
    async (request) => createCard(deps(request), request.body),
  );

  app.put(
    '/Admin/CardView/Draft/Cards/:id',
    {
      schema: { operationId: 'updateCard', summary: 'Change a card', description: `Replaces a card of the draft.${ADMIN_ONLY}`, tags, params: idParams('card'), querystring: ZLicenseParam, body: ZCardInput, response: { 200: ZCardDraft } },
      config: admins,
    },
    async (request) => updateCard(deps(request), request.params.id, request.body),
  );

  app.delete(
    '/Admin/CardView/Draft/Cards/:id',
    {
      schema: { operationId: 'deleteCard', summary: 'Remove a card', description: `Removes a card from the draft; a card group with everything in it.${ADMIN_ONLY}`, tags, params: idParams('card'), querystring: ZLicenseParam, response: { 200: ZCardDraft } },
      config: admins,
    },
    async (request) => deleteCard(deps(request), request.params.id),
  );

  app.put(
    '/Admin/CardView/Draft/Order',
    {
      schema: { operationId: 'setCardOrder', summary: 'Reorder cards', description: `Puts the cards of one group (or the start page) of the draft in the given order.${ADMIN_ONLY}`, tags, querystring: ZLicenseParam, body: ZCardOrder, response: { 200: ZCardDraft } },
      config: admins,
    },
    async (request) => reorderDraftCards(deps(request), request.body),
  );

  app.post(
    '/Admin/CardView/Publish',
    {
      schema: { operationId: 'saveLiveCardView', summary: 'Publish the card view', description: `Makes the draft the live card view members see.${ADMIN_ONLY}`, tags, querystring: ZLicenseParam, response: { 200: ZCardDraft } },
      config: admins,
    },
    async (request) => publishCardDraft(deps(request)),
  );

  app.post(
    '/Admin/CardView/Discard',
    {
      schema: { operationId: 'revertCardDraft', summary: 'Discard the draft', description: `Drops the draft's changes; the live view stays.${ADMIN_ONLY}`, tags, querystring: ZLicenseParam, response: { 200: ZCardDraft } },
      config: admins,
    },
    async (request) => discardCardDraft(deps(request)),
  );

  app.get(
    '/Admin/CardView/Backups',
    {
      schema: { operationId: 'listCardBackups', summary: 'Card view backups', description: `The saved backups of the card view, newest first (at most 50).${ADMIN_ONLY}`, tags, querystring: ZLicenseParam, response: { 200: z.array(ZCardBackup) } },
      config: admins,
    },
    async (request) => listCardBackups(deps(request)),
  );

  app.post(
    '/Admin/CardView/Backups',
    {
      schema: { operationId: 'saveCardBackup', summary: 'Back up the card view', description: `Saves the draft (or the live view when unchanged) as a backup; the newest 20 are kept.${ADMIN_ONLY}`, tags, querystring: ZLicenseParam, response: { 200: ZCardBackup } },
      config: admins,
    },
    async (request) => saveCardBackup(deps(request)),
  );

  app.post(
    '/Admin/CardView/Backups/:id/Restore',
    {
      schema: { operationId: 'revertCardDraftToBackup', summary: 'Restore a backup', description: `Copies a backup into the draft; publish to make it live.${ADMIN_ONLY}`, tags, params: idParams('backup'), querystring: ZLicenseParam, response: { 200: ZCardDraft } },
      config: admins,
    },
    async (request) => restoreCardBackup(deps(request), request.params.id),
  );

  app.put(
    '/Admin/ViewPreset',
    {
      schema: { operationId: 'setAdminViewPreset', summary: 'View the portal as a preset', description: `Sets the view preset the requesting admin sees the portal with in this licence (their own membership; User/Init answers it).${ADMIN_ONLY}`, tags, querystring: ZLicenseParam, body: ZAdminViewPreset, response: { 200: ZAdminViewPresetAnswer } },
      config: admins,
    },
    async (request) => setOwnViewPreset(deps(request), request.body.Preset),
  );
};
