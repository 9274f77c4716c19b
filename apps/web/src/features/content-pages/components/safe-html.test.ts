// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify walks happy-dom's nodes incompletely (see form-runtime.options.test.tsx); jsdom is what its authors test on.
import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './safe-html';

describe('sanitizeContentHtml', () => {
  it('keeps the text elements of a page and drops what could run script', () => {
    const html = sanitizeContentHtml(
      '<h2>Titel</h2><p onclick="x()">Text <a href="javascript:alert(1)">böse</a> <a href="/content/ueber-uns">gut</a></p><script>alert(2)</script><img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe><style>*{}</style>',
    );
    expect(html).toContain('<h2>Titel</h2>');
    expect(html).toContain('<a href="/content/ueber-uns">gut</a>');
    expect(html).not.toMatch(/<script|<iframe|<style|onclick|onerror|javascript:/i);
  });
});
