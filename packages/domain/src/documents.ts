/**
 * Documents (Brief): request/response shapes of the documents API and its pure rules — upload type
 * detection by content (magic bytes), file-name sanitising, the zip file name and the tag subscription
 * rule "choosing all tags sets AllowAll" (spec 000 §3, §4, §5, §7).
 */
import { z } from 'zod';

/** Upload limit of one document. */
export const DOCUMENT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Longest file name kept (characters, extension included). */
export const FILE_NAME_MAX_LENGTH = 120;
/** Most documents one zip request may name. */
export const ZIP_MAX_DOCUMENTS = 2500;

export const DOCUMENT_TYPES = ['ANGEBOT', 'ANTRAG', 'BEITRAGSRECHNUNG', 'LETZTER_NACHTRAG', 'POLICE', 'SCHADENABSCHLUSSMELDUNG', 'SCHADENMELDUNG'] as const;

const uuid = z.uuid();

export const ZBriefReadStatus = z.object({ Id: uuid, Read: z.boolean() }).strict();
export type TBriefReadStatus = z.infer<typeof ZBriefReadStatus>;

export const ZBriefReadStatusAll = z.object({ Ids: z.array(uuid).max(ZIP_MAX_DOCUMENTS).optional() }).strict();
export type TBriefReadStatusAll = z.infer<typeof ZBriefReadStatusAll>;

export const ZSuccess = z.object({ Success: z.boolean() });
export const ZSuccessCount = z.object({ Success: z.boolean(), Count: z.number().int() });

export const ZBriefUrl = z.object({ Url: z.string() });
export type TBriefUrl = z.infer<typeof ZBriefUrl>;

export const ZBriefZipRequest = z
  .object({
    /** Empty or absent with OnlyUnread: all new documents; otherwise the named documents. */
    BriefIds: z.array(uuid).max(ZIP_MAX_DOCUMENTS).optional(),
    OnlyUnread: z.boolean().optional(),
    FileName: z.string().max(255).optional(),
  })
  .strict();
export type TBriefZipRequest = z.infer<typeof ZBriefZipRequest>;

export const ZBriefUploadResult = z.object({ Id: z.string(), Titel: z.string(), FileName: z.string(), MimeType: z.string(), Size: z.number().int() });
export type TBriefUploadResult = z.infer<typeof ZBriefUploadResult>;

export const ZBriefTag = z.object({ Id: z.string(), Name: z.string(), Matchcode: z.string() });
export type TBriefTag = z.infer<typeof ZBriefTag>;

export const ZTagSubscription = z.object({ License: z.string(), AllowAll: z.boolean(), AllowedTags: z.array(ZBriefTag) });
export type TTagSubscription = z.infer<typeof ZTagSubscription>;

export const ZTagSubscriptionUpdate = z.object({ AllowAll: z.boolean(), AllowedTags: z.array(uuid).max(1000).default([]) }).strict();
export type TTagSubscriptionUpdate = z.infer<typeof ZTagSubscriptionUpdate>;

/**
 * Choosing all tags sets AllowAll (spec 000 §4): the stored form is AllowAll with no list, or a
 * de-duplicated list of the licence's tags. Ids that are not tags of the licence must be refused before.
 */
export function normalizeTagSubscription(update: { AllowAll: boolean; AllowedTags: readonly string[] }, allTagIds: readonly string[]): { allowAll: boolean; tagIds: string[] } {
  const chosen = [...new Set(update.AllowedTags)];
  if (update.AllowAll) return { allowAll: true, tagIds: [] };
  const all = new Set(allTagIds);
  if (all.size > 0 && chosen.length === all.size && chosen.every((t) => all.has(t))) return { allowAll: true, tagIds: [] };
  return { allowAll: false, tagIds: chosen };
}

export type TDetectedFileType = { kind: 'pdf' | 'png' | 'jpeg' | 'docx' | 'doc'; mimeType: string; extensions: readonly string[] };

export const FILE_TYPES: Record<TDetectedFileType['kind'], TDetectedFileType> = {
  pdf: { kind: 'pdf', mimeType: 'application/pdf', extensions: ['pdf'] },
  png: { kind: 'png', mimeType: 'image/png', extensions: ['png'] },
  jpeg: { kind: 'jpeg', mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  docx: { kind: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  doc: { kind: 'doc', mimeType: 'application/msword', extensions: ['doc'] },
};

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The local file header signature every zip (and so every Office Open XML document) starts with. */
export const isZipSignature = (bytes: Uint8Array): boolean => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);

/**
 * Office Open XML by its package structure (ECMA-376 Part 2): the `[Content_Types].xml` part, plus the main part of
 * the kind. Only DOCX is an accepted upload; a zip with other contents is not an Office document.
 */
export const OFFICE_MAIN_PARTS = { docx: 'word/document.xml' } as const;
export const OFFICE_CONTENT_TYPES_PART = '[Content_Types].xml';

/**
 * The file type by content, never by name: PDF (%PDF), PNG, JPEG, DOC (OLE compound file header), DOCX (a zip
 * whose central directory — `zipEntryNames`, read by the caller without unpacking anything — holds
 * `[Content_Types].xml` and `word/document.xml`). Anything else is null (refused).
 */
export function detectFileType(bytes: Uint8Array, zipEntryNames?: ReadonlySet<string> | null): TDetectedFileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return FILE_TYPES.pdf;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return FILE_TYPES.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return FILE_TYPES.jpeg;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return FILE_TYPES.doc;
  if (isZipSignature(bytes) && zipEntryNames?.has(OFFICE_CONTENT_TYPES_PART) && zipEntryNames.has(OFFICE_MAIN_PARTS.docx)) return FILE_TYPES.docx;
  return null;
}

/** The extension of a (sanitised) file name, lower case, without the dot; '' when none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A file name safe to store and to send in Content-Disposition: only the last path segment, no control
 * or reserved characters, no leading dots, at most FILE_NAME_MAX_LENGTH characters (extension kept).
 * Falls back to `fallback` when nothing usable is left.
 */
export function sanitizeFileName(raw: string, fallback = 'Dokument'): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[<>:"|?*\u202a-\u202e\u2066-\u2069]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (name.length > FILE_NAME_MAX_LENGTH) {
    const ext = fileExtension(name);
    const keepExt = ext.length > 0 && ext.length <= 10 ? `.${ext}` : '';
    name = name.slice(0, FILE_NAME_MAX_LENGTH - keepExt.length).replace(/[.\s]+$/, '') + keepExt;
  }
  return name === '' ? fallback : name;
}

/** The uploaded file's name with an extension that matches its detected type; null when the given extension contradicts the content. */
export function uploadFileName(raw: string, type: TDetectedFileType): string | null {
  const name = sanitizeFileName(raw);
  const ext = fileExtension(name);
  if (ext === '') return `${name}.${type.extensions[0]}`.slice(-FILE_NAME_MAX_LENGTH);
  return type.extensions.includes(ext) ? name : null;
}

const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The zip's file name: sanitised, ending in .zip; default `Dokumenteneingang_{YYYY-MM-DD}.zip` (spec 000 §7). */
export function zipFileName(raw: string | undefined, now: Date): string {
  const fallback = `Dokumenteneingang_${isoDay(now)}.zip`;
  if (!raw) return fallback;
  const name = sanitizeFileName(raw, '');
  if (name === '') return fallback;
  return fileExtension(name) === 'zip' ? name : `${name.slice(0, FILE_NAME_MAX_LENGTH - 4)}.zip`;
}

/** Content-Disposition for a download: an ASCII fallback plus the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
