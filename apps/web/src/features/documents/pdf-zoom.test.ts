import { describe, expect, it } from 'vitest';
import { clampZoom, pdfViewerSource } from './pdf-zoom';

describe('clampZoom', () => {
  it('keeps the zoom between 50 % and 300 % on 25 % steps', () => {
    expect(clampZoom(0)).toBe(0.5);
    expect(clampZoom(Infinity)).toBe(3);
    expect(clampZoom(1.1)).toBe(1);
    expect(clampZoom(1.2)).toBe(1.25);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});

describe('pdfViewerSource', () => {
  it('accepts the portal API paths, encoded or not', () => {
    expect(pdfViewerSource('api/v1/Brief/abc/File?license=L1')).toBe('/api/v1/Brief/abc/File?license=L1');
    expect(pdfViewerSource(encodeURIComponent('/api/v1/Brief/abc/File?license=L1'))).toBe('/api/v1/Brief/abc/File?license=L1');
  });
  it('refuses foreign URLs, other paths and traversal', () => {
    expect(pdfViewerSource('https://evil.test/x.pdf')).toBeNull();
    expect(pdfViewerSource('//evil.test/api/v1/x')).toBeNull();
    expect(pdfViewerSource('auth/login')).toBeNull();
    expect(pdfViewerSource('api/v1/../../etc/passwd')).toBeNull();
    expect(pdfViewerSource('%E0%A4%A')).toBeNull();
  });
});
