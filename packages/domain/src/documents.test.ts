import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  contentDisposition,
  detectFileType,
  FILE_NAME_MAX_LENGTH,
  normalizeTagSubscription,
  sanitizeFileName,
  uploadFileName,
  zipFileName,
} from './documents.js';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectFileType', () => {
  it('recognises the allowed types by their magic bytes', () => {
    expect(detectFileType(bytes('%PDF-1.7\n'))?.kind).toBe('pdf');
    expect(detectFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])))?.toMatchObject({ kind: 'png', mimeType: 'image/png' });
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0])))?.toMatchObject({ kind: 'jpeg' });
    expect(detectFileType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])))?.toMatchObject({ kind: 'doc' });
    const zip = bytes([0x50, 0x4b, 0x03, 0x04], 'anything');
    expect(detectFileType(zip, new Set(['[Content_Types].xml', '_rels/.rels', 'word/document.xml'])))?.toMatchObject({ kind: 'docx' });
  });
  it('takes a zip for DOCX by its package structure, not by a byte string', () => {
    const zip = bytes([0x50, 0x4b, 0x03, 0x04], 'xxxxword/document.xml');
    // The byte string alone, or a zip without [Content_Types].xml, is not a Word document.
    expect(detectFileType(zip)).toBeNull();
    expect(detectFileType(zip, new Set(['word/document.xml']))).toBeNull();
    expect(detectFileType(zip, new Set(['[Content_Types].xml', 'xl/workbook.xml']))).toBeNull();
    // A central directory naming the parts but not a zip signature: no.
    expect(detectFileType(bytes('%PDX'), new Set(['[Content_Types].xml', 'word/document.xml']))).toBeNull();
  });
  it('refuses everything else, whatever it is called', () => {
    expect(detectFileType(bytes('MZ\x90\x00'))).toBeNull();
    expect(detectFileType(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'))).toBeNull();
    expect(detectFileType(bytes('<html>'))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });
});

describe('sanitizeFileName', () => {
  it('keeps only the last path segment and drops control and reserved characters', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\x\\brief.pdf')).toBe('brief.pdf');
    expect(sanitizeFileName('a\u0000b\r\nc.pdf')).toBe('abc.pdf');
    expect(sanitizeFileName('  ..hidden.pdf  ')).toBe('hidden.pdf');
    expect(sanitizeFileName('what?<x>.pdf')).toBe('what__x_.pdf');
    expect(sanitizeFileName('..')).toBe('Dokument');
  });
  it('limits the length and keeps the extension', () => {
    const long = sanitizeFileName(`${'a'.repeat(500)}.pdf`);
    expect(long.length).toBe(FILE_NAME_MAX_LENGTH);
    expect(long.endsWith('.pdf')).toBe(true);
  });
  it('never yields a path, a control character or an over-long name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (raw) => {
        const name = sanitizeFileName(raw);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(FILE_NAME_MAX_LENGTH);
        expect([...name].some((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20)).toBe(false);
        expect(name.startsWith('.')).toBe(false);
      }),
    );
  });
});

describe('uploadFileName', () => {
  const pdf = detectFileType(bytes('%PDF'))!;
  it('accepts a matching extension, adds a missing one and refuses a faked one', () => {
    expect(uploadFileName('brief.PDF', pdf)).toBe('brief.PDF');
    expect(uploadFileName('brief', pdf)).toBe('brief.pdf');
    expect(uploadFileName('brief.exe', pdf)).toBeNull();
    expect(uploadFileName('foto.jpeg', detectFileType(bytes([0xff, 0xd8, 0xff]))!)).toBe('foto.jpeg');
  });
});

describe('zipFileName', () => {
  const now = new Date('2026-03-05T10:00:00Z');
  it('defaults to Dokumenteneingang_{date}.zip', () => {
    expect(zipFileName(undefined, now)).toBe('Dokumenteneingang_2026-03-05.zip');
    expect(zipFileName('../..', now)).toBe('Dokumenteneingang_2026-03-05.zip');
  });
  it('sanitises and ensures .zip', () => {
    expect(zipFileName('../evil/Meine Briefe', now)).toBe('Meine Briefe.zip');
    expect(zipFileName('x.zip', now)).toBe('x.zip');
  });
});

describe('contentDisposition', () => {
  it('sends an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Prüfung "1".pdf')).toBe(`attachment; filename="Pr_fung _1_.pdf"; filename*=UTF-8''Pr%C3%BCfung%20%221%22.pdf`);
  });
});

describe('normalizeTagSubscription', () => {
  const all = ['t1', 't2', 't3'];
  it('choosing all tags sets AllowAll', () => {
    expect(normalizeTagSubscription({ AllowAll: false, AllowedTags: ['t3', 't1', 't2', 't1'] }, all)).toEqual({ allowAll: true, tagIds: [] });
    expect(normalizeTagSubscription({ AllowAll: true, AllowedTags: ['t1'] }, all)).toEqual({ allowAll: true, tagIds: [] });
  });
  it('keeps a de-duplicated list otherwise', () => {
    expect(normalizeTagSubscription({ AllowAll: false, AllowedTags: ['t1', 't1'] }, all)).toEqual({ allowAll: false, tagIds: ['t1'] });
    expect(normalizeTagSubscription({ AllowAll: false, AllowedTags: [] }, [])).toEqual({ allowAll: false, tagIds: [] });
  });
});
