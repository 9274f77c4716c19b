import { describe, expect, it } from 'vitest';
import { canSeeQuoteStart, canStartQuote, handoverUrlWithToken, isValidHandoverUrl, pickQuoteProduct, quoteReady, type TQuoteProductMapping } from './quote-start.js';
import { NO_PERMISSIONS } from './roles.js';

const product = (cc: string, over: Partial<TQuoteProductMapping> = {}): TQuoteProductMapping & { name: string } => ({
  name: cc,
  CcProductId: cc,
  Slug: cc.toLowerCase(),
  Lines: [],
  ObjectKinds: [],
  Active: true,
  SortOrder: 0,
  ...over,
});
const house = product('WG', { Lines: ['WG'], ObjectKinds: ['Einfamilienhaus', 'Ferienhaus'], SortOrder: 1 });
const motor = product('KFZ', { Lines: ['KFZ'], SortOrder: 2 });
const vwfs = product('VWFS', { Slug: 'vwfs-vvd', Lines: ['KFZ'], SortOrder: 3 });
const off = product('OFF', { Lines: ['WG'], Active: false, SortOrder: 0 });
const all = [vwfs, off, motor, house];

describe('pickQuoteProduct', () => {
  it('takes the product named by ccProductId or slug, and nothing else when it is missing or inactive', () => {
    expect(pickQuoteProduct(all, { ccProductId: 'KFZ', contract: { Typ: 'KOMPAKTHAFT' } })?.name).toBe('KFZ');
    expect(pickQuoteProduct(all, { slug: 'vwfs-vvd' })?.name).toBe('VWFS');
    expect(pickQuoteProduct(all, { ccProductId: 'NOPE', objectKind: 'Einfamilienhaus' })).toBeNull();
    expect(pickQuoteProduct(all, { ccProductId: 'OFF' })).toBeNull();
  });

  it("maps a contract by its line of business (Sparte, else the typed contract's line), first by order", () => {
    expect(pickQuoteProduct(all, { contract: { Typ: 'KOMPAKTKRAFT', Sparte: null } })?.name).toBe('KFZ');
    expect(pickQuoteProduct(all, { contract: { Typ: 'X', Sparte: 'wg' } })?.name).toBe('WG');
    expect(pickQuoteProduct(all, { contract: { Typ: 'KOMPAKTRSV' } })).toBeNull();
  });

  it('maps an object by its kind (case ignored), after the contract line; none without either', () => {
    expect(pickQuoteProduct(all, { objectKind: ' ferienhaus ' })?.name).toBe('WG');
    expect(pickQuoteProduct(all, { contract: { Typ: 'KOMPAKTRSV' }, objectKind: 'Einfamilienhaus' })?.name).toBe('WG');
    expect(pickQuoteProduct(all, { objectKind: 'Lagerhalle' })).toBeNull();
    expect(pickQuoteProduct(all, {})).toBeNull();
    expect(pickQuoteProduct([], { objectKind: 'Einfamilienhaus' })).toBeNull();
  });
});

describe('quote rules', () => {
  it("enables 'new offer' only with a product and an object or contract", () => {
    expect(quoteReady({ product: house, object: { Id: 'o' }, contract: null })).toBe(true);
    expect(quoteReady({ product: house, object: null, contract: { Id: 'c' } })).toBe(true);
    expect(quoteReady({ product: null, object: { Id: 'o' }, contract: null })).toBe(false);
    expect(quoteReady({ product: house, object: null, contract: null })).toBe(false);
  });

  it('lets members with Angebotserstellung see the page, and start only when not read-only', () => {
    const withFlag = { permissions: { ...NO_PERMISSIONS, Angebotserstellung: true }, readOnly: false };
    expect([canSeeQuoteStart(withFlag), canStartQuote(withFlag)]).toEqual([true, true]);
    const readOnly = { ...withFlag, readOnly: true };
    expect([canSeeQuoteStart(readOnly), canStartQuote(readOnly)]).toEqual([true, false]);
    expect(canSeeQuoteStart({ permissions: NO_PERMISSIONS })).toBe(false);
  });

  it('accepts https URLs, http only for this machine, and portal paths', () => {
    for (const ok of ['https://rechner.example.com/start?x=1', 'http://localhost:3000/cc', 'http://127.0.0.1/x', '/rechner-demo']) expect(isValidHandoverUrl(ok), ok).toBe(true);
    for (const bad of ['http://rechner.example.com', 'javascript:alert(1)', 'https://user:pw@x.example.com', 'https://x.example.com/#a', '//evil.example.com', '/a\\b', '', ' https://x.example.com', 'ftp://x.example.com']) {
      expect(isValidHandoverUrl(bad), bad).toBe(false);
    }
  });

  it('adds the token as query parameter, keeping the product URL and its parameters', () => {
    expect(handoverUrlWithToken('https://r.example.com/start?mode=a', 'abc.def.ghi')).toBe('https://r.example.com/start?mode=a&token=abc.def.ghi');
    expect(handoverUrlWithToken('/rechner-demo', 't')).toBe('/rechner-demo?token=t');
  });
});
