/** A multipart/form-data body for upload tests: text fields and files, with a fresh boundary. */
import { randomUUID } from 'node:crypto';

export type TPart = { name: string; value?: string; filename?: string; data?: Buffer; contentType?: string };

export function multipartBody(parts: TPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.data ? `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), p.data ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest file the upload accepts as a PDF (by its magic bytes). */
export const TINY_PDF = Buffer.from('%PDF-1.4\n% test document\n%%EOF\n');
