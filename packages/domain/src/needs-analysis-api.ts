/**
 * The zod contracts of GET/POST /api/v1/Bedarfsanalyse?license= (spec 000 §7); the rules are in needs-analysis.ts
 * (kept free of zod: the web's entry uses them).
 */
import { z } from 'zod';
import { COVERAGES, PRIVATE_SITUATIONS, PROFESSIONAL_SITUATIONS, WHAT_AM_I, WHAT_DO_I_OWN, type TNeedsAnalysis } from './needs-analysis.js';

export const ZPrivateSituation = z.enum(PRIVATE_SITUATIONS);
export const ZProfessionalSituation = z.enum(PROFESSIONAL_SITUATIONS);
export const ZWhatAmI = z.enum(WHAT_AM_I);
export const ZWhatDoIOwn = z.enum(WHAT_DO_I_OWN);

const uniqueList = <T extends z.ZodEnum>(item: T, max: number) =>
  z.array(item).max(max).refine((list) => new Set(list).size === list.length, 'Each answer at most once');

/** The body of POST Bedarfsanalyse: the spec's entity (000 §3) with the Save rule of 000 §5 built in. */
export const ZNeedsAnalysis = z.object({
  PrivateSituation: ZPrivateSituation,
  BeruflicheSituation: ZProfessionalSituation,
  WasBinIch: uniqueList(ZWhatAmI, WHAT_AM_I.length).refine((list) => list.length > 0, 'Choose at least one'),
  WasBesitzeIch: uniqueList(ZWhatDoIOwn, WHAT_DO_I_OWN.length),
});

/** Compile-time check: the schema's output is the domain type (a mismatch does not compile). */
type TMustHold<T extends true> = T;
export type TNeedsAnalysisSchemaMatches = TMustHold<z.infer<typeof ZNeedsAnalysis> extends TNeedsAnalysis ? true : false>;

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

