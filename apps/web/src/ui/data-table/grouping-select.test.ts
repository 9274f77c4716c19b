import { describe, expect, it } from 'vitest';
import { DATA_CATALOG } from '@portal/domain';
import { isGroupable } from './grouping-select';

describe('isGroupable', () => {
  it('offers no unique key of a row (one group per row) but the shared values', () => {
    const def = (name: string) => DATA_CATALOG.Vertrag.find((d) => d.name === name)!;
    expect(isGroupable(def('VertragsNr'))).toBe(false);
    expect(isGroupable(def('Id'))).toBe(false);
    expect(isGroupable(def('ComputedStatus'))).toBe(true);
    expect(isGroupable(def('Kunde.Kundenname'))).toBe(true);
    // A claim's contract number is shared by the contract's claims: grouping by it makes sense.
    expect(isGroupable(DATA_CATALOG.Schaden.find((d) => d.name === 'Vertrag.VertragsNr')!)).toBe(true);
    expect(isGroupable(DATA_CATALOG.Schaden.find((d) => d.name === 'NummerMakler')!)).toBe(false);
  });
});
