import { describe, expect, it } from 'vitest';
import { documentPreviewPath, readDocumentSearch } from './document-link';

describe('document links', () => {
  it('opens a document as the preview of the documents page', () => {
    expect(documentPreviewPath('a b/c')).toBe('/dokumente?dokument=a%20b%2Fc');
  });
  it('reads only a sensible id from the URL', () => {
    expect(readDocumentSearch({ dokument: ' 9f1c ' })).toEqual({ dokument: '9f1c' });
    expect(readDocumentSearch({ dokument: '' })).toEqual({});
    expect(readDocumentSearch({ dokument: 42 })).toEqual({});
    expect(readDocumentSearch({ dokument: 'x'.repeat(101) })).toEqual({});
    expect(readDocumentSearch({})).toEqual({});
  });
});
