/** Detail-view administration (spec 000 §2.4, §4): sets and definitions of a licence; writes by licence admins. */
import {
  canCustomizeDetailViews,
  duplicateDefinitionTypes,
  sortSetsByName,
  type TDetailDefinitionInput,
  type TDetailDefinitionItem,
  type TDetailSet,
  type TDetailSetInput,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { recordAdminChange } from '../../platform/audit/record-admin-change.js';
import * as repo from './repository.js';

type TArgs = { db: Db; ctx: TLicenseContext };

function requireAdmin(ctx: TLicenseContext): void {
  if (!canCustomizeDetailViews(ctx.permission)) throw forbidden('Only licence administrators with the CanCustomDetailView permission change detail views');
}

const toSet = (s: repo.TSetRow): TDetailSet => ({ Id: s.id, Name: s.name, IsStandard: s.isStandard, Definitions: s.definitions });

export async function listDetailSets({ db, ctx }: TArgs): Promise<TDetailSet[]> {
  await repo.ensureStandardSetAndProfiles(db, ctx.licenseId);
  return sortSetsByName((await repo.listSets(db, ctx.licenseId)).map(toSet));
}

export async function listDetailDefinitions({ db, ctx }: TArgs): Promise<TDetailDefinitionItem[]> {
  const [defs, sets] = await Promise.all([repo.listDefinitions(db, ctx.licenseId), repo.listSets(db, ctx.licenseId)]);
  return defs.map((d) => ({
    Id: d.id,
    Name: d.name,
    Type: d.type,
    Columns: d.columns,
    Settings: { ColumnsLocked: d.columnsLocked },
    UsedInSets: sortSetsByName(sets.filter((s) => s.definitions.includes(d.id)).map((s) => ({ Name: s.name }))).map((s) => s.Name),
  }));
}

/** Refuses unknown definitions (400 naming the entry) and two of one type (409 DEFINITION_TYPE_TAKEN). */
async function checkSetDefinitions(db: Db, licenseId: string, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await repo.findDefinitions(db, licenseId, unique);
  const missing = unique.findIndex((id) => !found.some((f) => f.id === id));
  if (missing >= 0) throw new AppError('VALIDATION', 400, 'Unknown detail view', [{ path: `Definitions.${ids.indexOf(unique[missing]!)}`, message: 'No such detail view in this licence' }]);
  const twice = duplicateDefinitionTypes(found.map((f) => ({ Type: f.type })));
  if (twice.length > 0) {
    throw new AppError('DEFINITION_TYPE_TAKEN', 409, `Only one detail view per type in a set: ${twice.join(', ')}`, [{ path: 'Definitions', message: `More than one of type ${twice.join(', ')}` }]);
  }
}

export async function createDetailSet({ db, ctx, input }: TArgs & { input: TDetailSetInput }): Promise<TDetailSet> {
  requireAdmin(ctx);
  const id = await db.transaction(async (tx) => {
    await checkSetDefinitions(tx, ctx.licenseId, input.Definitions);
    const newId = await repo.insertSet(tx, ctx.licenseId, input.Name);
    await repo.updateSet(tx, ctx.licenseId, newId, { name: input.Name, definitions: [...new Set(input.Definitions)] });
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'detailSet.create', target: newId, before: null, after: input });
    return newId;
  });
  return toSet((await repo.findSet(db, ctx.licenseId, id))!);
}

export async function updateDetailSet({ db, ctx, id, input }: TArgs & { id: string; input: TDetailSetInput }): Promise<TDetailSet> {
  requireAdmin(ctx);
  await db.transaction(async (tx) => {
    const before = await repo.findSet(tx, ctx.licenseId, id);
    if (!before) throw notFound('No such configuration');
    await checkSetDefinitions(tx, ctx.licenseId, input.Definitions);
    await repo.updateSet(tx, ctx.licenseId, id, { name: input.Name, definitions: [...new Set(input.Definitions)] });
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'detailSet.update', target: id, before: toSet(before), after: input });
  });
  return toSet((await repo.findSet(db, ctx.licenseId, id))!);
}

/** The standard set cannot be deleted (409 STANDARD_SET_LOCKED), nor a set a profile uses (409 IN_USE). */
export async function deleteDetailSet({ db, ctx, id }: TArgs & { id: string }): Promise<void> {
  requireAdmin(ctx);
  await db.transaction(async (tx) => {
    const before = await repo.findSet(tx, ctx.licenseId, id);
    if (!before) throw notFound('No such configuration');
    if (before.isStandard) throw new AppError('STANDARD_SET_LOCKED', 409, 'The standard configuration cannot be deleted');
    const profiles = await repo.profilesUsingSet(tx, ctx.licenseId, id);
    if (profiles.length > 0) throw new AppError('IN_USE', 409, `The configuration is used by the profiles ${profiles.join(', ')}`);
    await repo.deleteSet(tx, ctx.licenseId, id);
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'detailSet.delete', target: id, before: toSet(before), after: null });
  });
}

const toItem = (d: Awaited<ReturnType<typeof repo.insertDefinition>>, usedInSets: string[]): TDetailDefinitionItem => ({
  Id: d.id,
  Name: d.name,
  Type: d.type,
  Columns: d.columns,
  Settings: { ColumnsLocked: d.columnsLocked },
  UsedInSets: usedInSets,
});

export async function createDetailDefinition({ db, ctx, input }: TArgs & { input: TDetailDefinitionInput }): Promise<TDetailDefinitionItem> {
  requireAdmin(ctx);
  return db.transaction(async (tx) => {
    const row = await repo.insertDefinition(tx, ctx.licenseId, input);
    await recordAdminChange(tx, { licenseId: ctx.licenseId, actorUserId: ctx.userId, action: 'detailView.create', target: row.id, before: null, after: input });
    return toItem(row, []);
  });
}

/** Changing the type of a definition a set selects may not give that set two of one type (409). */
export async function updateDetailDefinition({ db, ctx, id, input }: TArgs & { id: string; input: TDetailDefinitionInput }): Promise<TDetailDefinitionItem> {
  requireAdmin(ctx);
  return db.transaction(async (tx) => {
    const [before] = await repo.findDefinitions(tx, ctx.licenseId, [id]);
    if (!before) throw notFound('No such detail view');
    const row = (await repo.updateDefinition(tx, ctx.licenseId, id, input))!;
    if (before.type !== input.Type) {
      for (const set of await repo.listSets(tx, ctx.licenseId)) if (set.definitions.includes(id)) await checkSetDefinitions(tx, ctx.licenseId, set.definitions);
    }
    await recordAdminChange(tx, {
      licenseId: ctx.licenseId,
      actorUserId: ctx.userId,
      action: 'detailView.update',
      target: id,
      before: { Name: before.name, Type: before.type, Columns: before.columns, Settings: { ColumnsLocked: before.columnsLocked } },
      after: input,
    });
    return toItem(row, await repo.setsUsingDefinition(tx, ctx.licenseId, id));
  });
}

/** A view selected in a set cannot be deleted (409 IN_USE, naming the sets). */
export async function deleteDetailDefinition({ db, ctx, id }: TArgs & { id: string }): Promise<void> {
  requireAdmin(ctx);
  await db.transaction(async (tx) => {
    const [before] = await repo.findDefinitions(tx, ctx.licenseId, [id]);
    if (!before) throw notFound('No such detail view');
    const sets = await repo.setsUsingDefinition(tx, ctx.licenseId, id);
    if (sets.length > 0) {
      throw new AppError('IN_USE', 409, `Die Ansicht ${before.name} ist in der Konfiguration ${sets.join(', ')} ausgewählt und kann nicht gelöscht werden.`);
    }
    await repo.deleteDefinition(tx, ctx.licenseId, id);
    await recordAdminChange(tx, {
      licenseId: ctx.licenseId,
      actorUserId: ctx.userId,
      action: 'detailView.delete',
      target: id,
      before: { Name: before.name, Type: before.type, Columns: before.columns },
      after: null,
    });
  });
}
