/**
 * The AI document import of a gptUpload control (issue 10 item 3; docs/api-forms.md): a document in, proposed
 * answers out, by control name. Nothing is saved: the browser shows the proposals with the notice that AI results
 * may be wrong and applies them only when the user confirms. Who may import: whoever may save the risk, while it is
 * a draft. The document is recognised by its content: a PDF, or — when an AI service reads it — a PNG or JPEG.
 */
import type { FastifyBaseLogger } from 'fastify';
import { uploadFileName, type TFormAiImportResult } from '@portal/domain';
import type { Config } from '../../../platform/config.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { detectUploadType } from '../../../platform/files/upload-type.js';
import type { TLicenseContext } from '../../../platform/license-context.js';
import { draftRisk, formOfRisk } from '../service.js';
import { builtinExtractor } from './builtin-extractor.js';
import type { TDocumentExtractor, TExtractionDocument } from './extractor.js';
import { importFields, proposedValues } from './import-fields.js';
import { pdfTextLines } from './pdf-text.js';
import { remoteExtractor } from './remote-extractor.js';

/** The configured extractor: the AI service when AI_BASE_URL and AI_API_KEY are set, else the built-in one. */
export function extractorFor(config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_SECONDS'>, log?: FastifyBaseLogger): TDocumentExtractor {
  if (!config.AI_BASE_URL || !config.AI_API_KEY) return builtinExtractor;
  return remoteExtractor({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: Math.round(config.AI_TIMEOUT_SECONDS * 1000) }, log);
}

const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, message, [{ path: 'file', message }]);

/** The document as the extractor takes it; 415 naming `file` for a type it cannot read. */
async function documentOf(file: { data: Buffer; fileName: string }, extractor: TDocumentExtractor): Promise<TExtractionDocument> {
  const type = await detectUploadType(file.data);
  const readable = extractor.readsImages ? 'a PDF, PNG or JPEG file' : 'a PDF file';
  if (!type || (type.kind !== 'pdf' && !(extractor.readsImages && (type.kind === 'png' || type.kind === 'jpeg')))) {
    throw unsupported(`The document must be ${readable} (recognised by its content)`);
  }
  if (!uploadFileName(file.fileName, type)) throw unsupported(`The file name's extension does not match its content (${type.kind})`);
  if (type.kind !== 'pdf') return { kind: 'image', mimeType: type.mimeType, data: file.data };
  const lines = await pdfTextLines(file.data);
  if (lines.length === 0) {
    // A scan without a text layer: only a model that reads images could read it, page by page as pictures.
    throw validationError([{ path: 'file', message: 'The PDF contains no text (a scan?); upload a PDF with text or a photo' }], 'The PDF contains no text');
  }
  return { kind: 'text', lines };
}

export async function importFormRiskDocument({
  db,
  ctx,
  riskId,
  control,
  file,
  extractor,
}: {
  db: Db;
  ctx: TLicenseContext;
  riskId: string;
  control: string;
  file: { data: Buffer; fileName: string };
  extractor: TDocumentExtractor;
}): Promise<TFormAiImportResult> {
  const { form } = await formOfRisk(db, ctx, await draftRisk(db, ctx, riskId));
  const cc = form.controls.get(control);
  if (!cc) throw validationError([{ path: 'control', message: 'The form has no control of this name' }]);
  if (cc.type !== 'gptUpload') throw validationError([{ path: 'control', message: 'Not an AI document import (gptUpload) control' }]);
  const document = await documentOf(file, extractor);
  const fields = importFields(form);
  if (fields.length === 0) return { Values: {}, Source: extractor.source };
  const found = await extractor.extract(document, fields);
  return { Values: proposedValues(form, fields, found), Source: extractor.source };
}
