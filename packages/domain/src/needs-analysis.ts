/**
 * The needs analysis (Bedarfsanalyse, spec 000 §2.3, §3, §5; 001 §4): four questions an end customer answers once per
 * licence, stored per member (POST/GET /api/v1/Bedarfsanalyse?license=). The answers feed the coverages the portal
 * recommends (recommendedCoverages) and the broker's view of the member's needs.
 */
import type { TPermissionContext } from './permissions.js';

/** 1. Private situation (one choice). */
export const PRIVATE_SITUATIONS = ['ALLEINSTEHEND', 'ALLEINSTEHEND_MIT_KIND', 'PAAR', 'PAAR_MIT_KIND'] as const;
/** 2. Professional situation (one choice). */
export const PROFESSIONAL_SITUATIONS = ['AUSBILDUNG_STUDIUM', 'ANGESTELLT_BEAMTET', 'SELBSTSTAENDIG', 'RUHESTAND'] as const;
/** 3.1 What am I (several). */
export const WHAT_AM_I = ['MIETER', 'EIGENTUEMER', 'VERMIETER', 'REISENDER'] as const;
/** 3.2 What do I own (several, none is fine). */
export const WHAT_DO_I_OWN = ['FAHRZEUG', 'HUND', 'BOOT', 'PFERD', 'OELTANK'] as const;

export type TPrivateSituation = (typeof PRIVATE_SITUATIONS)[number];
export type TProfessionalSituation = (typeof PROFESSIONAL_SITUATIONS)[number];
export type TWhatAmI = (typeof WHAT_AM_I)[number];
export type TWhatDoIOwn = (typeof WHAT_DO_I_OWN)[number];

/** The spec's entity (000 §3) as saved; ZNeedsAnalysis (needs-analysis-api.ts) checks it at the edge. */
export type TNeedsAnalysis = {
  PrivateSituation: TPrivateSituation;
  BeruflicheSituation: TProfessionalSituation;
  WasBinIch: TWhatAmI[];
  WasBesitzeIch: TWhatDoIOwn[];
};

/** What the dialog holds while the user answers: nothing chosen yet is null or an empty list. */
export type TNeedsAnalysisDraft = {
  PrivateSituation: TPrivateSituation | null;
  BeruflicheSituation: TProfessionalSituation | null;
  WasBinIch: readonly TWhatAmI[];
  WasBesitzeIch: readonly TWhatDoIOwn[];
};

export const EMPTY_NEEDS_ANALYSIS: TNeedsAnalysisDraft = { PrivateSituation: null, BeruflicheSituation: null, WasBinIch: [], WasBesitzeIch: [] };

/** Spec 000 §5: Save is enabled only when private and professional situation are set and what-am-I is not empty. */
export function canSaveNeedsAnalysis(draft: TNeedsAnalysisDraft): boolean {
  return draft.PrivateSituation !== null && draft.BeruflicheSituation !== null && draft.WasBinIch.length > 0;
}

/** Coverages (Absicherungen) a broker would look at for these answers; keys the web translates. */
export const COVERAGES = [
  'PRIVATHAFTPFLICHT',
  'HAUSRAT',
  'WOHNGEBAEUDE',
  'HAUS_GRUNDBESITZER_HAFTPFLICHT',
  'RECHTSSCHUTZ',
  'REISE',
  'KFZ',
  'HUNDEHALTER_HAFTPFLICHT',
  'PFERDEHALTER_HAFTPFLICHT',
  'WASSERSPORT_HAFTPFLICHT',
  'GEWAESSERSCHADEN_HAFTPFLICHT',
  'BERUFSUNFAEHIGKEIT',
  'RISIKOLEBEN',
  'UNFALL',
  'BETRIEBSHAFTPFLICHT',
  'PFLEGE',
] as const;
export type TCoverage = (typeof COVERAGES)[number];

/**
 * The coverages the answers point to, in COVERAGES order: every household needs personal liability; tenants and
 * owners their contents; owners and landlords the building and its liability; what one owns its own liability or
 * motor cover; working life its income; children and partners life and accident cover.
 */
export function recommendedCoverages(answers: TNeedsAnalysis): TCoverage[] {
  const found = new Set<TCoverage>(['PRIVATHAFTPFLICHT']);
  const am = new Set(answers.WasBinIch);
  const own = new Set(answers.WasBesitzeIch);
  if (am.has('MIETER') || am.has('EIGENTUEMER')) found.add('HAUSRAT');
  if (am.has('EIGENTUEMER') || am.has('VERMIETER')) found.add('WOHNGEBAEUDE');
  if (am.has('VERMIETER')) {
    found.add('HAUS_GRUNDBESITZER_HAFTPFLICHT');
    found.add('RECHTSSCHUTZ');
  }
  if (am.has('REISENDER')) found.add('REISE');
  if (own.has('FAHRZEUG')) found.add('KFZ');
  if (own.has('HUND')) found.add('HUNDEHALTER_HAFTPFLICHT');
  if (own.has('PFERD')) found.add('PFERDEHALTER_HAFTPFLICHT');
  if (own.has('BOOT')) found.add('WASSERSPORT_HAFTPFLICHT');
  if (own.has('OELTANK')) found.add('GEWAESSERSCHADEN_HAFTPFLICHT');
  const job = answers.BeruflicheSituation;
  if (job === 'ANGESTELLT_BEAMTET' || job === 'SELBSTSTAENDIG' || job === 'AUSBILDUNG_STUDIUM') found.add('BERUFSUNFAEHIGKEIT');
  if (job === 'SELBSTSTAENDIG') found.add('BETRIEBSHAFTPFLICHT');
  if (job === 'RUHESTAND') found.add('PFLEGE');
  const family = answers.PrivateSituation;
  if (family !== 'ALLEINSTEHEND') found.add('RISIKOLEBEN');
  if (family === 'ALLEINSTEHEND_MIT_KIND' || family === 'PAAR_MIT_KIND') found.add('UNFALL');
  return COVERAGES.filter((c) => found.has(c));
}

/** Spec 001 §4: the blocking dialog opens at start-up when the analysis is active and enforced and no entry exists. */
export function needsAnalysisBlocks(state: { Active: boolean; Enforced: boolean; Entry: TNeedsAnalysis | null }): boolean {
  return state.Active && state.Enforced && state.Entry === null;
}

/** Who answers it (spec 000 §2.1 sidenav, 001 §4): end-user presets of a licence that offers it. */
export const offersNeedsAnalysis = (c: Pick<TPermissionContext, 'preset' | 'features'>): boolean =>
  c.features.NeedsAnalysis && (c.preset === 'Privat' || c.preset === 'Gewerbe');
