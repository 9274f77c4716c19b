/**
 * The pluggable part of the AI document import: an extractor reads a document and names, for each import field,
 * the values it found (best first). Which one runs is configuration: with AI_BASE_URL and AI_API_KEY the remote
 * one (an OpenAI-compatible chat-completions service), without them the built-in one (the PDF's text, by the
 * fields' labels). What the extractor finds is only a candidate: import-fields.ts reads and checks it.
 */
import type { TImportField } from './import-fields.js';
import type { TTextLine } from './pdf-text.js';

/** A document to read: a PDF's text lines, or an image (only an extractor with `readsImages` takes those). */
export type TExtractionDocument = { kind: 'text'; lines: readonly TTextLine[] } | { kind: 'image'; mimeType: string; data: Buffer };

export type TDocumentExtractor = {
  source: 'ai' | 'builtin';
  readsImages: boolean;
  extract(document: TExtractionDocument, fields: readonly TImportField[]): Promise<Record<string, unknown[]>>;
};
