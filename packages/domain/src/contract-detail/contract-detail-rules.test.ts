import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimNarrative, CLAIM_NARRATIVE_MAX_CHARS } from './claim-narrative.js';
import { dayNumber, identifyClaim, samePlate, type TClaimCandidate } from './claim-identification.js';
import { dunningStatus } from './dunning.js';
import { hailDeductibleText } from './hail-deductible.js';
import { COVER_TYPES, isCoverType, NO_PREMIUM_FREE_INFORMATION, premiumFreePeriods, securityCertificateExtras, splitLineData } from './line-data.js';
import { readablePlate, vehicleFromLineData } from './vehicle.js';

const claim = (Id: string, SchadenZeitpunkt: string | null, Fin: string | null = null): TClaimCandidate => ({ Id, SchadenZeitpunkt, Fin });

describe('claim identification (spec 001 §5)', () => {
  const claims = [claim('far', '2026-03-01'), claim('near', '2026-03-12'), claim('closest', '2026-03-09'), claim('edge', '2026-03-13')];

  it('takes the claim within ±3 days closest to the claim date; the others are prior claims, newest first', () => {
    const r = identifyClaim({ claims, claimDate: '2026-03-10', contractType: 'KOMPAKTHAGEL', isMainContract: false });
    expect(r.identified?.Id).toBe('closest');
    expect(r.prior.map((c) => c.Id)).toEqual(['edge', 'near', 'far']);
  });

  it('3 days either side count, 4 do not', () => {
    expect(identifyClaim({ claims: [claim('a', '2026-03-13')], claimDate: '2026-03-10', contractType: 'KOMPAKTSACH', isMainContract: false }).identified?.Id).toBe('a');
    expect(identifyClaim({ claims: [claim('a', '2026-03-07')], claimDate: '2026-03-10', contractType: 'KOMPAKTSACH', isMainContract: false }).identified?.Id).toBe('a');
    const none = identifyClaim({ claims: [claim('a', '2026-03-14'), claim('b', '2026-03-06')], claimDate: '2026-03-10', contractType: 'KOMPAKTSACH', isMainContract: false });
    expect(none.identified).toBeNull();
    expect(none.prior).toHaveLength(2);
  });

  it('counts German calendar days: 23:30 UTC on the 6th is the 7th in Germany, inside the window', () => {
    const r = identifyClaim({ claims: [claim('late', '2026-03-06T23:30:00Z')], claimDate: '2026-03-10', contractType: 'KOMPAKTSACH', isMainContract: false });
    expect(r.identified?.Id).toBe('late');
  });

  it('a motor contract also needs the claim’s vehicle number to be the chassis number (spaces, hyphens and case aside)', () => {
    const motor = [claim('other-car', '2026-03-10', 'WVWZZZ1JZXW000001'), claim('this-car', '2026-03-12', 'wvw zzz1jz-xw000002')];
    const r = identifyClaim({ claims: motor, claimDate: '2026-03-10', contractType: 'KOMPAKTKRAFT', isMainContract: false, chassisNumber: 'WVWZZZ1JZXW000002' });
    expect(r.identified?.Id).toBe('this-car');
    expect(r.prior.map((c) => c.Id)).toEqual(['other-car']);
    // Without a chassis number nothing matches on a motor contract…
    expect(identifyClaim({ claims: motor, claimDate: '2026-03-10', contractType: 'EUROMOBIL', isMainContract: false }).identified).toBeNull();
    // …but the main contract decides by date alone.
    expect(identifyClaim({ claims: motor, claimDate: '2026-03-10', contractType: 'KOMPAKTKRAFT', isMainContract: true }).identified?.Id).toBe('other-car');
  });

  it('compares licence plates ignoring spaces and hyphens', () => {
    expect(samePlate('M-AB 1234', 'mab1234')).toBe(true);
    expect(samePlate('M-AB 1234', 'M-AB 1235')).toBe(false);
    expect(samePlate('', '')).toBe(false);
  });

  it('property: the identified claim is within the window, no other claim in the window is closer, and every claim is listed once', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(day, { maxLength: 12 }), day, (dates, claimDate) => {
        const list = dates.map((d, i) => claim(`c${i}`, d));
        const r = identifyClaim({ claims: list, claimDate, contractType: 'KOMPAKTHAFT', isMainContract: false });
        const target = dayNumber(claimDate)!;
        const dist = (c: TClaimCandidate) => Math.abs(dayNumber(c.SchadenZeitpunkt)! - target);
        expect(r.prior.length + (r.identified ? 1 : 0)).toBe(list.length);
        if (r.identified) {
          expect(dist(r.identified)).toBeLessThanOrEqual(3);
          for (const c of r.prior) expect(dist(c) >= dist(r.identified)).toBe(true);
        } else {
          for (const c of list) expect(dist(c)).toBeGreaterThan(3);
        }
      }),
    );
  });
});

describe('dunning (spec 001 §5)', () => {
  it('shows the highest level only for VWFS_AUFPARTNER = Ja and a settlement with Soll above 0', () => {
    const settlements = [
      { Soll: 120.5, Status: '1. Mahnung' },
      { Soll: '80,00', Status: '2. Mahnung' },
      { Soll: 0, Status: '3. Mahnung' },
    ];
    expect(dunningStatus({ vwfsAufpartner: 'Ja', settlements })).toBe('2. Mahnung');
    expect(dunningStatus({ vwfsAufpartner: 'Nein', settlements })).toBeNull();
    expect(dunningStatus({ vwfsAufpartner: null, settlements })).toBeNull();
    expect(dunningStatus({ vwfsAufpartner: 'Ja', settlements: [{ Soll: 50, Status: 'Bezahlt' }, { Soll: -10, Status: '3. Mahnung' }] })).toBeNull();
  });
});

describe('hail deductible text (spec 001 §5)', () => {
  it('the amount of 107 in euros when 106 is Ja', () => {
    expect(hailDeductibleText({ ZUS_KOMPAKTHAGEL106: 'Ja', ZUS_KOMPAKTHAGEL107: '1500', ZUS_KOMPAKTHAGEL105: '10' })).toBe('1.500 €');
    expect(hailDeductibleText({ ZUS_KOMPAKTHAGEL106: 'Ja', ZUS_KOMPAKTHAGEL107: '2.500,50' })).toBe('2.500,50 €');
    expect(hailDeductibleText({ ZUS_KOMPAKTHAGEL106: 'Ja', ZUS_KOMPAKTHAGEL107: '' })).toBeNull();
  });

  it('else the step of 105', () => {
    expect(hailDeductibleText({ ZUS_KOMPAKTHAGEL106: 'Nein', ZUS_KOMPAKTHAGEL105: '10' })).toBe('10% max. 7.500 €');
    expect(hailDeductibleText({ ZUS_KOMPAKTHAGEL105: '15' })).toBe('15% max. 12.500 €');
    expect(hailDeductibleText({ ZUS_KOMPAKTHAGEL105: '20' })).toBe('20% max. 17.500 €');
    expect(hailDeductibleText({ ZUS_KOMPAKTHAGEL105: '25 %' })).toBe('25% max. 25.000 €');
    expect(hailDeductibleText({ ZUS_KOMPAKTHAGEL105: '30' })).toBeNull();
    expect(hailDeductibleText({})).toBeNull();
  });
});

describe('claim narrative (spec 001 §9)', () => {
  it('one line, cut at 5000 characters', () => {
    expect(claimNarrative('Hagel\nauf dem   Parkplatz\r\n')).toBe('Hagel auf dem Parkplatz');
    expect(Array.from(claimNarrative('ä'.repeat(6000)))).toHaveLength(CLAIM_NARRATIVE_MAX_CHARS);
    expect(claimNarrative(null)).toBe('');
    fc.assert(fc.property(fc.string({ maxLength: 7000, unit: 'grapheme' }), (s) => {
      const out = claimNarrative(s);
      expect(Array.from(out).length).toBeLessThanOrEqual(CLAIM_NARRATIVE_MAX_CHARS);
      expect(out).not.toMatch(/[\r\n]/);
    }));
  });
});

describe('cover data (spec 001 §2.8, §3)', () => {
  it('entries whose Typ starts with ZUS_ are additional data; the rest cover sections, in order', () => {
    const entries = [{ Typ: 'KOMPAKTHAGEL' }, { Typ: 'ZUS_KOMPAKTHAGEL105' }, { Typ: 'zus_x' }, { Typ: 'KOMPAKTKRAFT' }];
    const { cover, additional } = splitLineData(entries);
    expect(cover.map((e) => e.Typ)).toEqual(['KOMPAKTHAGEL', 'KOMPAKTKRAFT']);
    expect(additional.map((e) => e.Typ)).toEqual(['ZUS_KOMPAKTHAGEL105', 'zus_x']);
    expect(COVER_TYPES.every((t) => isCoverType(t))).toBe(true);
    expect(isCoverType('LEBEN')).toBe(false);
  });

  it('Sicherungsschein: the extra fields S21_F1..10 that hold a value, with their titles', () => {
    const extras = securityCertificateExtras({ S21_F1: 'Bank AG', S21_F2: ' ', S21_F10: 12, S21_F11: 'not a field' }, { S21_F1: 'Sicherungsnehmer' });
    expect(extras).toEqual([
      { key: 'S21_F1', title: 'Sicherungsnehmer', value: 'Bank AG' },
      { key: 'S21_F10', title: 'S21_F10', value: '12' },
    ]);
  });

  it("premium-free periods: 'Keine Information' or a Von/Bis list, by start", () => {
    expect(premiumFreePeriods(NO_PREMIUM_FREE_INFORMATION)).toEqual({ kind: 'none' });
    expect(premiumFreePeriods(null)).toEqual({ kind: 'none' });
    expect(premiumFreePeriods([])).toEqual({ kind: 'none' });
    expect(premiumFreePeriods([{ Von: '01.07.2026', Bis: null }, { Von: '2025-01-01T00:00:00', Bis: '31.03.2025' }])).toEqual({
      kind: 'periods',
      periods: [
        { von: '2025-01-01', bis: '2025-03-31' },
        { von: '2026-07-01', bis: null },
      ],
    });
  });
});

describe('vehicle data (spec 001 §3 kfzDaten)', () => {
  it('reads plate, brand/model and chassis number from the first entry naming a vehicle; the plate made readable', () => {
    const v = vehicleFromLineData([
      { Typ: 'ZUS_KOMPAKTKRAFT', Data: { Schutzbrief: 'Ja' } },
      { Typ: 'KOMPAKTKRAFT', Data: { kennzeichen: 'm - ab  123', fahrzeugmarke: 'BMW', fahrzeugmodell: '320d', fahrgestellnr: 'WBA123' } },
    ]);
    expect(v).toEqual({ Kennzeichen: 'm - ab  123', KennzeichenLesbar: 'M-AB 123', Fahrzeugmarke: 'BMW', Fahrzeugmodell: '320d', MarkeModell: 'BMW 320d', Fahrgestellnr: 'WBA123' });
    expect(vehicleFromLineData([{ Typ: 'KOMPAKTHAGEL', Data: { gemarkung: 'X' } }])).toBeNull();
    expect(readablePlate('  ')).toBeNull();
  });
});
