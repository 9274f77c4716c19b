/**
 * The needs analysis (Bedarfsanalyse, spec 000 §2.3, §3, §5; 001 §4): four questions an end customer answers once per
 * licence, stored per member (POST/GET /api/v1/Bedarfsanalyse?license=). The answers feed the coverages the portal
 * recommends (recommendedCoverages) and the broker's view of the member's needs.
 */
import { z } from 'zod';
import type { TPermissionContext } from './permissions.js';

/** 1. Private situation (one choice). */
export const PRIVATE_SITUATIONS = ['ALLEINSTEHEND', 'ALLEINSTEHEND_MIT_KIND', 'PAAR', 'PAAR_MIT_KIND'] as const;
/** 2. Professional situation (one choice). */
export const PROFESSIONAL_SITUATIONS = ['AUSBILDUNG_STUDIUM', 'ANGESTELLT_BEAMTET', 'SELBSTSTAENDIG', 'RUHESTAND'] as const;
/** 3.1 What am I (several). */
export const WHAT_AM_I = ['MIETER', 'EIGENTUEMER', 'VERMIETER', 'REISENDER'] as const;
/** 3.2 What do I own (several, none is fine). */
export const WHAT_DO_I_OWN = ['FAHRZEUG', 'HUND', 'BOOT', 'PFERD', 'OELTANK'] as const;

export const ZPrivateSituation = z.enum(PRIVATE_SITUATIONS);
export const ZProfessionalSituation = z.enum(PROFESSIONAL_SITUATIONS);
export const ZWhatAmI = z.enum(WHAT_AM_I);
export const ZWhatDoIOwn = z.enum(WHAT_DO_I_OWN);
export type TPrivateSituation = z.infer<typeof ZPrivateSituation>;
export type TProfessionalSituation = z.infer<typeof ZProfessionalSituation>;
export type TWhatAmI = z.infer<typeof ZWhatAmI>;
export type TWhatDoIOwn = z.infer<typeof ZWhatDoIOwn>;

const uniqueList = <T extends z.ZodEnum>(item: T, max: number) =>
  z.array(item).max(max).refine((list) => new Set(list).size === list.length, 'Each answer at most once');

/** The body of POST Bedarfsanalyse: the spec's entity (000 §3) with the Save rule of 000 §5 built in. */
export const ZNeedsAnalysis = z.object({
  PrivateSituation: ZPrivateSituation,
  BeruflicheSituation: ZProfessionalSituation,
  WasBinIch: uniqueList(ZWhatAmI, WHAT_AM_I.length).refine((list) => list.length > 0, 'Choose at least one'),
  WasBesitzeIch: uniqueList(ZWhatDoIOwn, WHAT_DO_I_OWN.length),
});
export type TNeedsAnalysis = z.infer<typeof ZNeedsAnalysis>;

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

/** GET (and the answer of POST) Bedarfsanalyse: whether the licence offers and enforces it, and the member's entry. */
export const ZNeedsAnalysisState = z.object({
  /** The licence offers the needs analysis (feature NeedsAnalysis). */
  Active: z.boolean(),
  /** The licence makes its end customers answer it before they use the portal (feature NeedsAnalysisEnforced). */
  Enforced: z.boolean(),
  Entry: ZNeedsAnalysis.nullable().describe('The member\'s answers; null before the first save.'),
  Saved: z.iso.datetime().nullable().describe('When the member last saved; null before the first save.'),
  Recommended: z.array(z.enum(COVERAGES)).describe('The coverages the answers point to (empty before the first save).'),
});
export type TNeedsAnalysisState = z.infer<typeof ZNeedsAnalysisState>;

/** Spec 001 §4: the blocking dialog opens at start-up when the analysis is active and enforced and no entry exists. */
export function needsAnalysisBlocks(state: Pick<TNeedsAnalysisState, 'Active' | 'Enforced' | 'Entry'>): boolean {
  return state.Active && state.Enforced && state.Entry === null;
}

/** Who answers it (spec 000 §2.1 sidenav, 001 §4): end-user presets of a licence that offers it. */
export const offersNeedsAnalysis = (c: Pick<TPermissionContext, 'preset' | 'features'>): boolean =>
  c.features.NeedsAnalysis && (c.preset === 'Privat' || c.preset === 'Gewerbe');
