/**
 * The licence's standard view set (TABELLE_* definitions: the lists' default columns) and a few
 * dashboard cards whose filters the lists apply through ?cardId=.
 */
import { DATA_CATALOG, DEFAULT_LIST_COLUMNS, LIST_DATA_TYPE, type TDetailColumn, type TListKey } from '@portal/domain';
import type { cards, detailDefinitions, detailSetDefinitions, detailSets } from '../platform/db/schema.js';
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
  const cardRows: (typeof cards.$inferInsert)[] = [
    { name: { de: 'KFZ-Verträge', en: 'Motor contracts' }, icon: 'directions_car', link: '/vertrag', additionalProperties: { Property: 'Typ', Operator: 'In', Value: ['KOMPAKTKRAFT', 'EUROMOBIL', 'KFZ'] } },
    { name: { de: 'Verträge mit Beratungsbedarf', en: 'Contracts needing advice' }, icon: 'support_agent', link: '/vertrag', additionalProperties: { Property: 'BeratungErforderlich', Operator: 'Equal', Value: true } },
    { name: { de: 'Sammelverträge', en: 'Collective contracts' }, icon: 'folder_shared', link: '/vertrag', additionalProperties: { Property: 'Sammelvertrag', Operator: 'Equal', Value: true } },
    // A card group (spec 000 §2.5: /custom/{id}) with two cards inside.
    { name: { de: 'Services', en: 'Services' }, icon: 'folder', action: 'group' },
    { name: { de: 'Schaden melden', en: 'Report a claim' }, icon: 'report', action: 'claimReport', parentId: ctx.id('card', 3) },
    { name: { de: 'Bedarfsanalyse', en: 'Needs analysis' }, icon: 'assignment', action: 'needsAnalysis', parentId: ctx.id('card', 3) },
  ].map((c, i) => ({ ...c, id: ctx.id('card', i), licenseId, sortOrder: i, createdAt }));
  return { definitions, set, links, cards: cardRows };
}
