/**
 * The licence's standard view set (TABELLE_* definitions: the lists' default columns) and a few
 * dashboard cards whose filters the lists apply through ?cardId=, and the permission profiles (one per role).
 */
import { DATA_CATALOG, DEFAULT_LIST_COLUMNS, LIST_DATA_TYPE, PROFILE_NAMES, ROLES, type TDetailColumn, type TListKey, type TRole } from '@portal/domain';
import type { cards, detailDefinitions, detailSetDefinitions, detailSets, permissionTemplates } from '../platform/db/schema.js';
import type { LicenseContext } from './context.js';

type Definition = typeof detailDefinitions.$inferInsert;

const TABLE_LISTS: readonly TListKey[] = ['VERTRAG', 'SCHADEN', 'KUNDE'];

function columnsOf(list: TListKey): TDetailColumn[] {
  const catalog = DATA_CATALOG[LIST_DATA_TYPE[list]];
  return DEFAULT_LIST_COLUMNS[list].map((path, i) => ({
    Id: `${list}-${i}`,
    DisplayName: path,
    DataType: catalog.find((p) => p.name === path)?.type ?? 'string',
    OnGrid: true,
    Path: path,
    Sort: null,
  }));
}

export function generateViews(ctx: LicenseContext) {
  const licenseId = ctx.license.id;
  const createdAt = ctx.past(400, 0.1);
  const definitions: Definition[] = TABLE_LISTS.map((list, i) => ({
    id: ctx.id('detailDefinition', i),
    licenseId,
    name: `Standard ${list.toLowerCase()}`,
    type: `TABELLE_${list}`,
    columns: columnsOf(list),
    // The commercial licence fixes its contract columns: users cannot change them.
    columnsLocked: ctx.license.kind === 'GEWERBEKUNDE' && list === 'VERTRAG',
    createdAt,
  }));
  const set: typeof detailSets.$inferInsert = { id: ctx.id('detailSet', 0), licenseId, name: 'Standard', isStandard: true, createdAt };
  const links: (typeof detailSetDefinitions.$inferInsert)[] = definitions.map((d) => ({ licenseId, setId: set.id!, definitionId: d.id! }));
  // A second configuration for the demo of the detail-view administration (issue 12): a compact contract table,
  // used by no profile yet.
  const compactColumns = columnsOf('VERTRAG').filter((c) => ['VertragsNr', 'Kunde.Kundenname', 'Sparte', 'ComputedStatus', 'Vertragsablauf'].includes(c.Path));
  const compact: Definition = { id: ctx.id('detailDefinition', TABLE_LISTS.length), licenseId, name: 'Kompakt vertrag', type: 'TABELLE_VERTRAG', columns: compactColumns, columnsLocked: false, createdAt };
  definitions.push(compact);
  const compactSet: typeof detailSets.$inferInsert = { id: ctx.id('detailSet', 1), licenseId, name: 'Kompakt', isStandard: false, createdAt };
  links.push({ licenseId, setId: compactSet.id!, definitionId: compact.id! });
  const cardRows: (typeof cards.$inferInsert)[] = [
    { name: { de: 'KFZ-Verträge', en: 'Motor contracts' }, icon: 'directions_car', link: '/vertrag', additionalProperties: { Property: 'Typ', Operator: 'In', Value: ['KOMPAKTKRAFT', 'EUROMOBIL', 'KFZ'] } },
    { name: { de: 'Verträge mit Beratungsbedarf', en: 'Contracts needing advice' }, icon: 'support_agent', link: '/vertrag', additionalProperties: { Property: 'BeratungErforderlich', Operator: 'Equal', Value: true } },
    { name: { de: 'Sammelverträge', en: 'Collective contracts' }, icon: 'folder_shared', link: '/vertrag', additionalProperties: { Property: 'Sammelvertrag', Operator: 'Equal', Value: true } },
    // A card group (spec 000 §2.5: /custom/{id}) with two cards inside.
    { name: { de: 'Services', en: 'Services' }, icon: 'folder', action: 'group' },
    { name: { de: 'Schaden melden', en: 'Report a claim' }, icon: 'report', action: 'claimReport', parentId: ctx.id('card', 3) },
    { name: { de: 'Bedarfsanalyse', en: 'Needs analysis' }, icon: 'assignment', action: 'needsAnalysis', parentId: ctx.id('card', 3) },
  ].map((c, i) => ({ ...c, id: ctx.id('card', i), licenseId, sortOrder: i, createdAt }));
  // One permission profile per role (issue 12), all on the standard set; the info widget greets brokers, customers and
  // the licence admin (who edits its text on the start page).
  const greeted: readonly TRole[] = ['licenseAdmin', 'intermediary', 'customer'];
  const profiles: (typeof permissionTemplates.$inferInsert)[] = ROLES.map((role, i) => ({
    id: ctx.id('permissionTemplate', i),
    licenseId,
    role,
    name: PROFILE_NAMES[role],
    detailSetId: set.id!,
    infoWidgetActive: greeted.includes(role),
    infoWidgetClosable: role !== 'licenseAdmin',
    infoWidgetText: role === 'customer' ? `Willkommen im Kundenportal von ${ctx.license.name}. Hier finden Sie Ihre Verträge, Schäden und Dokumente.` : `Willkommen im Portal von ${ctx.license.name}.`,
    updatedAt: createdAt,
  }));
  return { definitions, sets: [set, compactSet], links, cards: cardRows, profiles };
}
