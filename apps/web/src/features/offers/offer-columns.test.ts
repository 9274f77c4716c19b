import { describe, expect, it } from 'vitest';
import { DATA_CATALOG } from '@portal/domain';
import { getPath } from '../../ui/data-table/data-path';
import de from './i18n/de.json';
import en from './i18n/en.json';
import pl from './i18n/pl.json';
import { OFFER_COLUMNS, OFFER_DEFAULT_COLUMNS, OFFER_DEFAULT_SORTS, OFFER_REQUIRED_FIELDS, offerProcessPath } from './offer-columns';

describe('offer columns', () => {
  it('every catalogue property of Angebot has a header in de, en and pl', () => {
    for (const def of DATA_CATALOG.Angebot) {
      for (const [lang, json] of Object.entries({ de, en, pl })) {
        const label = getPath({ columns: json.columns }, `columns.${def.name}`);
        expect(typeof label === 'string' && label.length > 0, `${lang} ${def.name}`).toBe(true);
      }
    }
  });

  it('defaults, sorts and required fields are catalogue properties', () => {
    const names = new Set(DATA_CATALOG.Angebot.map((d) => d.name));
    const choosable = new Set(OFFER_COLUMNS.map((d) => d.name));
    for (const c of OFFER_DEFAULT_COLUMNS) expect(choosable.has(c), c).toBe(true);
    for (const s of OFFER_DEFAULT_SORTS) expect(names.has(s.Property), s.Property).toBe(true);
    for (const f of OFFER_REQUIRED_FIELDS) expect(names.has(f), f).toBe(true);
    expect(OFFER_COLUMNS.some((d) => d.type === 'id')).toBe(false);
  });

  it('a row opens the messages of its process', () => {
    expect(offerProcessPath('0b0e7c1e-1111-4222-8333-944445555666')).toBe('/vorgang/0b0e7c1e-1111-4222-8333-944445555666/nachrichten');
    expect(offerProcessPath(null)).toBeNull();
  });
});
