import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg } from './sanitize-svg.js';

const clean = (markup: string) => sanitizeSvg(Buffer.from(markup))?.toString('utf8') ?? null;
const svg = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 40"${attrs}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps drawing content and in-document references', () => {
    const out = clean(svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#0b5cad"/></linearGradient></defs><rect width="250" height="40" fill="url(#g)"/><text x="4" y="28">Mustermann&#160;GmbH</text>'));
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('<text');
    expect(out).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(out).not.toContain('&nbsp;');
  });

  it.each([
    ['script element', '<script>alert(1)</script>', ['<script', 'alert']],
    ['event handler', '<rect onmouseover="alert(1)" width="1" height="1"/>', ['onmouseover', 'alert']],
    ['javascript link', '<a href="javascript:alert(1)"><text>x</text></a>', ['javascript', '<a']],
    ['xlink to outside', '<use xlink:href="https://evil.test/s.svg#a" xmlns:xlink="http://www.w3.org/1999/xlink"/>', ['evil.test']],
    ['outside image', '<image href="https://evil.test/p.png"/>', ['evil.test', '<image']],
    ['foreignObject', '<foreignObject><iframe src="https://evil.test"></iframe></foreignObject>', ['foreignObject', 'iframe', 'evil.test']],
    ['style sheet import', '<style>@import url(https://evil.test/a.css);</style>', ['@import', 'evil.test']],
    ['style attribute url', '<rect style="fill:url(https://evil.test/x)" width="1" height="1"/>', ['evil.test']],
    ['paint from outside', '<rect fill="url(https://evil.test/p#x)" width="1" height="1"/>', ['evil.test']],
    ['animation re-pointing a link', '<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>', ['javascript', '<set']],
  ])('removes %s', (_name, inner, forbidden) => {
    const out = clean(svg(inner))!;
    expect(out).toContain('<svg');
    for (const bad of forbidden) expect(out).not.toContain(bad);
  });

  it('removes handlers on the root and refuses what is not an SVG', () => {
    expect(clean(svg('<rect width="1" height="1"/>', ' onload="alert(1)"'))).not.toContain('onload');
    expect(clean('<html><body>x</body></html>')).toBeNull();
    expect(looksLikeSvg(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg/>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('%PDF-1.4'))).toBe(false);
    expect(looksLikeSvg(Buffer.from([0xff, 0xd8, 0xff, 0x00]))).toBe(false);
  });
});
