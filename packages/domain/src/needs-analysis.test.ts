import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canSaveNeedsAnalysis,
  EMPTY_NEEDS_ANALYSIS,
  needsAnalysisBlocks,
  PRIVATE_SITUATIONS,
  PROFESSIONAL_SITUATIONS,
  recommendedCoverages,
  WHAT_AM_I,
  WHAT_DO_I_OWN,
  type TNeedsAnalysisDraft,
} from './needs-analysis.js';
import { ZNeedsAnalysis } from './needs-analysis-api.js';

const draftArb: fc.Arbitrary<TNeedsAnalysisDraft> = fc.record({
  PrivateSituation: fc.option(fc.constantFrom(...PRIVATE_SITUATIONS), { nil: null }),
  BeruflicheSituation: fc.option(fc.constantFrom(...PROFESSIONAL_SITUATIONS), { nil: null }),
  WasBinIch: fc.subarray([...WHAT_AM_I]),
  WasBesitzeIch: fc.subarray([...WHAT_DO_I_OWN]),
});

describe('canSaveNeedsAnalysis (spec 000 §5)', () => {
  it('is off for the empty dialog and each partly filled one', () => {
    expect(canSaveNeedsAnalysis(EMPTY_NEEDS_ANALYSIS)).toBe(false);
    const full: TNeedsAnalysisDraft = { PrivateSituation: 'PAAR', BeruflicheSituation: 'RUHESTAND', WasBinIch: ['MIETER'], WasBesitzeIch: [] };
    expect(canSaveNeedsAnalysis(full)).toBe(true);
    expect(canSaveNeedsAnalysis({ ...full, PrivateSituation: null })).toBe(false);
    expect(canSaveNeedsAnalysis({ ...full, BeruflicheSituation: null })).toBe(false);
    expect(canSaveNeedsAnalysis({ ...full, WasBinIch: [] })).toBe(false);
    // What I own is optional.
    expect(canSaveNeedsAnalysis({ ...full, WasBesitzeIch: ['HUND', 'BOOT'] })).toBe(true);
  });

  it('agrees with the server schema for every draft', () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        expect(ZNeedsAnalysis.safeParse(draft).success).toBe(canSaveNeedsAnalysis(draft));
      }),
    );
  });
});

describe('ZNeedsAnalysis', () => {
  it('refuses unknown and repeated answers', () => {
    const ok = { PrivateSituation: 'PAAR', BeruflicheSituation: 'RUHESTAND', WasBinIch: ['MIETER'], WasBesitzeIch: [] };
    expect(ZNeedsAnalysis.safeParse({ ...ok, WasBinIch: ['MIETER', 'MIETER'] }).success).toBe(false);
    expect(ZNeedsAnalysis.safeParse({ ...ok, WasBesitzeIch: ['RAKETE'] }).success).toBe(false);
    expect(ZNeedsAnalysis.safeParse({ ...ok, PrivateSituation: 'VERHEIRATET' }).success).toBe(false);
  });
});

describe('recommendedCoverages', () => {
  it('follows the answers', () => {
    expect(recommendedCoverages({ PrivateSituation: 'ALLEINSTEHEND', BeruflicheSituation: 'RUHESTAND', WasBinIch: ['MIETER'], WasBesitzeIch: [] })).toEqual([
      'PRIVATHAFTPFLICHT',
      'HAUSRAT',
      'PFLEGE',
    ]);
    const family = recommendedCoverages({ PrivateSituation: 'PAAR_MIT_KIND', BeruflicheSituation: 'SELBSTSTAENDIG', WasBinIch: ['EIGENTUEMER', 'VERMIETER'], WasBesitzeIch: ['FAHRZEUG', 'HUND', 'OELTANK'] });
    expect(family).toEqual(expect.arrayContaining(['WOHNGEBAEUDE', 'HAUS_GRUNDBESITZER_HAFTPFLICHT', 'KFZ', 'HUNDEHALTER_HAFTPFLICHT', 'GEWAESSERSCHADEN_HAFTPFLICHT', 'BETRIEBSHAFTPFLICHT', 'RISIKOLEBEN', 'UNFALL']));
    expect(family).not.toContain('PFLEGE');
  });
});

describe('needsAnalysisBlocks (spec 001 §4)', () => {
  it('only when active, enforced and not answered', () => {
    const entry = { PrivateSituation: 'PAAR', BeruflicheSituation: 'RUHESTAND', WasBinIch: ['MIETER'], WasBesitzeIch: [] } as const;
    expect(needsAnalysisBlocks({ Active: true, Enforced: true, Entry: null })).toBe(true);
    expect(needsAnalysisBlocks({ Active: true, Enforced: false, Entry: null })).toBe(false);
    expect(needsAnalysisBlocks({ Active: false, Enforced: true, Entry: null })).toBe(false);
    expect(needsAnalysisBlocks({ Active: true, Enforced: true, Entry: { ...entry, WasBinIch: [...entry.WasBinIch], WasBesitzeIch: [] } })).toBe(false);
  });
});
