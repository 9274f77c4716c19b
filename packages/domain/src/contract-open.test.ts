import { describe, expect, it } from 'vitest';
import { contractOpenTarget, contractPagePath, isDesktopUserAgent } from './contract-open.js';

const WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36';

describe('isDesktopUserAgent', () => {
  it('is true for Windows and Mac only', () => {
    expect(isDesktopUserAgent(WIN)).toBe(true);
    expect(isDesktopUserAgent(MAC)).toBe(true);
  });
  it('is false for iPad, iPhone, Android, Linux and nothing', () => {
    for (const ua of [IPAD, IPHONE, ANDROID, LINUX, '', null, undefined]) expect(isDesktopUserAgent(ua)).toBe(false);
  });
});

describe('contractOpenTarget', () => {
  it('opens a dialog on desktop: 1200 wide for KOMPAKT types, 915 x 95vh otherwise', () => {
    expect(contractOpenTarget({ id: '7', typ: 'KOMPAKTKRAFT', desktop: true })).toEqual({
      kind: 'dialog',
      id: '7',
      width: 1200,
      height: '95vh',
      kompakt: true,
      path: '/kompakt/7',
    });
    expect(contractOpenTarget({ id: '8', typ: 'KFZ', desktop: true })).toMatchObject({ kind: 'dialog', width: 915, height: '95vh', kompakt: false, path: '/vertrag/8' });
  });
  it('navigates elsewhere: /kompakt/{id} for KOMPAKT, /vertrag/{id} otherwise', () => {
    expect(contractOpenTarget({ id: '7', typ: 'KOMPAKTSACH', desktop: false })).toEqual({ kind: 'page', id: '7', path: '/kompakt/7' });
    expect(contractOpenTarget({ id: '8', typ: 'HR', desktop: false })).toEqual({ kind: 'page', id: '8', path: '/vertrag/8' });
    expect(contractOpenTarget({ id: '9', typ: null, desktop: false })).toEqual({ kind: 'page', id: '9', path: '/vertrag/9' });
  });
  it('local policies open /vertrag/{id}/Lokalpolicen', () => {
    expect(contractPagePath({ id: '5', typ: 'HR', lokalpolice: true })).toBe('/vertrag/5/Lokalpolicen');
    expect(contractOpenTarget({ id: '5', typ: 'HR', desktop: false, lokalpolice: true })).toEqual({ kind: 'page', id: '5', path: '/vertrag/5/Lokalpolicen' });
  });
});
