/** The member's needs analysis in the active licence (spec 000 §2.3, §5; 001 §4). */
import { offersNeedsAnalysis, recommendedCoverages, type TNeedsAnalysis, type TNeedsAnalysisState } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { forbidden } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { findNeedsAnalysis, upsertNeedsAnalysis } from './repository.js';

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
