/** The type of an uploaded file by its content: the domain's rule, with a zip's entry names read for Office files. */
import { detectFileType, FILE_TYPES, isZipSignature, type TDetectedFileType } from '@portal/domain';
import { zipEntryNames } from './zip-entry-names.js';

export async function detectUploadType(bytes: Buffer): Promise<TDetectedFileType | null> {
  const names = isZipSignature(bytes) ? await zipEntryNames(bytes) : null;
  return detectFileType(bytes, names);
}

/** The content types stored files are served in (every type an upload may have), for the OpenAPI document. */
export const UPLOAD_CONTENT_TYPES: readonly string[] = Object.values(FILE_TYPES).map((t) => t.mimeType);
