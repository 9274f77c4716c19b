import { describe, expect, it } from 'vitest';
import { pdfViewerSource } from './pdf-viewer-source';

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
