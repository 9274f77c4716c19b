import { describe, expect, it } from 'vitest';
import { badgeText, footerLinkViews, pickAppearance, resolveTargetPath, shortenFooterText } from './shell.js';
import { completeStep, initialPreloadState, isInitialised } from './startup.js';
import { statusesForFilter } from './contract-status.js';
import type { TLicenseAppearance } from './licenses.js';

describe('badgeText', () => {
  it('shows +99 above 99 and nothing for zero', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('+99');
  });
});

describe('footer', () => {
  it('cuts the text at 75 characters and keeps the full text for the tooltip', () => {
    const long = 'x'.repeat(80);
    const r = shortenFooterText(long);
    expect(Array.from(r.text)).toHaveLength(75);
    expect(r.full).toBe(long);
    expect(shortenFooterText('kurz')).toEqual({ text: 'kurz', full: null });
  });
  it('hides #disabled links and turns empty ones into the cookie dialog', () => {
    const views = footerLinkViews({
      Impressum: 'https://example.org/impressum',
      Agb: '#disabled',
      Datenschutz: '',
      Cookies: null,
      Schlichtungsstellen: '#disabled',
      Beschwerdebearbeitung: 'https://example.org/b',
      FooterText: null,
    });
    expect(views.map((v) => v.key)).toEqual(['Impressum', 'Datenschutz', 'Cookies', 'Beschwerdebearbeitung']);
    expect(views.find((v) => v.key === 'Cookies')?.opensCookieDialog).toBe(true);
  });
});

describe('pickAppearance', () => {
  const a = (License: string, ViewPreset: number) => ({ License, ViewPreset }) as TLicenseAppearance;
  const list = [a('A', 0), a('B', 2), a('C', 1)];
  it('prefers the licence parameter, then the token licence, then the first nonzero preset', () => {
    expect(pickAppearance(list, 'C')?.License).toBe('C');
    expect(pickAppearance(list, 'X', 'A')?.License).toBe('A');
    expect(pickAppearance(list)?.License).toBe('B');
    expect(pickAppearance([a('A', 0)])?.License).toBe('A');
  });
});

describe('resolveTargetPath', () => {
  it('maps / and issuer URLs to the start page and keeps other targets', () => {
    expect(resolveTargetPath('/', '/startseite')).toBe('/startseite');
    expect(resolveTargetPath('/vertrag?issuer=x', '/schaden')).toBe('/startseite');
    expect(resolveTargetPath('/vertrag/1', '/startseite')).toBe('/vertrag/1');
    expect(resolveTargetPath('//evil.example', '/startseite')).toBe('/startseite');
    expect(resolveTargetPath('/initialisierung', '/startseite')).toBe('/startseite');
  });
});

describe('preload steps', () => {
  it('opens PostProcess once all other steps succeeded', () => {
    let s = initialPreloadState();
    for (const step of ['Settings', 'Worker', 'Summary'] as const) s = completeStep(s, step, true);
    expect(s.PostProcess).toBe('Wait');
    s = completeStep(s, 'Process', true);
    expect(s.PostProcess).toBe('Open');
    expect(isInitialised(s)).toBe(false);
    s = completeStep(s, 'PostProcess', true);
    expect(isInitialised(s)).toBe(true);
  });
  it('keeps PostProcess waiting when a step failed', () => {
    let s = initialPreloadState();
    s = completeStep(s, 'Worker', false);
    for (const step of ['Settings', 'Summary', 'Process'] as const) s = completeStep(s, step, true);
    expect(s.PostProcess).toBe('Wait');
  });
});

describe('statusesForFilter', () => {
  it('groups the status filter values', () => {
    expect(statusesForFilter('Angebot')).toEqual(['Angebot', 'Anfrage']);
    expect(statusesForFilter('AktiveAbsicherungen')).toEqual(['Police', 'Police extern', 'Fremdteil']);
    expect(statusesForFilter('Police')).toEqual(['Police', 'Eigen']);
    expect(statusesForFilter('Unsinn')).toEqual([]);
  });
});
