/** The member's needs analysis in the active licence (spec 000 §2.3, §5; 001 §4). */
import {
  isStaff,
  offersNeedsAnalysis,
  recommendedCoverages,
  type TNeedsAnalysis,
  type TNeedsAnalysisMembersPage,
  type TNeedsAnalysisMembersQuery,
  type TNeedsAnalysisState,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { forbidden } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { findNeedsAnalysis, listNeedsAnalyses, upsertNeedsAnalysis } from './repository.js';

function stateOf(ctx: TLicenseContext, entry: { answers: TNeedsAnalysis; savedAt: Date } | null): TNeedsAnalysisState {
  const active = offersNeedsAnalysis(ctx.permission);
  return {
    Active: active,
    Enforced: active && ctx.permission.features.NeedsAnalysisEnforced,
    Entry: entry?.answers ?? null,
    Saved: entry?.savedAt.toISOString() ?? null,
    Recommended: entry ? recommendedCoverages(entry.answers) : [],
  };
}

export async function getNeedsAnalysis({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TNeedsAnalysisState> {
  return stateOf(ctx, await findNeedsAnalysis(db, { licenseId: ctx.licenseId, userId: ctx.userId }));
}

/** Saves the member's answers; only where the licence offers the analysis to the member's preset. */
export async function saveNeedsAnalysis({ db, ctx, answers }: { db: Db; ctx: TLicenseContext; answers: TNeedsAnalysis }): Promise<TNeedsAnalysisState> {
  if (!offersNeedsAnalysis(ctx.permission)) throw forbidden('The needs analysis is not offered to you in this licence');
  const savedAt = await upsertNeedsAnalysis(db, { licenseId: ctx.licenseId, userId: ctx.userId, answers });
  return stateOf(ctx, { answers, savedAt });
}

/**
 * What the answers feed: the licence's staff (licence admins and employees) see every member's answers and the
 * coverages they point to, so that the broker firm can offer what is missing. Members of other roles: 403.
 */
export async function listMemberNeedsAnalyses({ db, ctx, query }: { db: Db; ctx: TLicenseContext; query: TNeedsAnalysisMembersQuery }): Promise<TNeedsAnalysisMembersPage> {
  if (!isStaff(ctx.permission)) throw forbidden('Only the licence\'s staff read the members\' needs analyses');
  const { rows, total } = await listNeedsAnalyses(db, { licenseId: ctx.licenseId, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return {
    Items: rows.map((r) => ({
      UserId: r.userId,
      Name: `${r.firstName} ${r.lastName}`.trim(),
      Email: r.email,
      Saved: r.savedAt.toISOString(),
      Entry: r.answers,
      Recommended: recommendedCoverages(r.answers),
    })),
    Total: total,
    Page: query.page,
    PageSize: query.pageSize,
  };
}
