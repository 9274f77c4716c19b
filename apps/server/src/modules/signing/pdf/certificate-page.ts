/**
 * The signing certificate page appended to each completed document: the form and document, and for every signer
 * the field, e-mail, time, address and browser, and the document's SHA-256 before and after their signature — the
 * audit trail printed into the document it speaks of (as Documenso's and DocuSeal's certificates do).
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedPdfFonts } from '../../forms/render/pdf-fonts.js';

export type TCertificateSigner = {
  field: string;
  email: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  sha256Before: string | null;
  sha256After: string | null;
};

export type TCertificatePage = {
  formTitle: string;
  documentName: string;
  licenseName: string;
  envelopeId: string;
  requestedBy: string;
  requestedAt: Date;
  originalSha256: string;
  signers: readonly TCertificateSigner[];
  completedAt: Date;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);

/** Time in German notation with its zone, e.g. 26.11.2026, 13:05:09 UTC. */
export const certificateTime = (d: Date): string =>
  `${new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(d)} UTC`;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      // A word longer than the line (a hash, a user agent without spaces) is cut into pieces.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let n = rest.length;
        while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function addCertificatePage(bytes: Uint8Array, info: TCertificatePage): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const fonts = await embedPdfFonts(doc);
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const width = A4.width - 2 * MARGIN;
  const write = (text: string, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {}) => {
    const size = opts.size ?? 9;
    const font = opts.bold ? fonts.bold : fonts.regular;
    for (const line of wrap(text, font, size, width - (opts.indent ?? 0))) {
      if (y < MARGIN + size) {
        page = doc.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN;
      }
      page.drawText(line, { x: MARGIN + (opts.indent ?? 0), y: y - size, size, font, color: opts.color ?? rgb(0, 0, 0) });
      y -= size * 1.4;
    }
    y -= opts.gap ?? 0;
  };
  write('Signaturzertifikat', { size: 16, bold: true, gap: 2 });
  write('Signing certificate · Certyfikat podpisu', { size: 10, color: GREY, gap: 10 });
  write(`Formular: ${info.formTitle}`, { bold: true });
  write(`Dokument: ${info.documentName}`);
  write(`Makler: ${info.licenseName}`);
  write(`Angefordert von ${info.requestedBy} am ${certificateTime(info.requestedAt)}`);
  write(`Vorgangsnummer der Unterschrift: ${info.envelopeId}`);
  write(`SHA-256 des Dokuments vor der ersten Unterschrift: ${info.originalSha256}`, { size: 8, color: GREY, gap: 10 });
  info.signers.forEach((s, i) => {
    write(`${i + 1}. ${s.field}`, { size: 11, bold: true });
    write(`E-Mail: ${s.email}`, { indent: 12 });
    write(`Unterschrieben am: ${certificateTime(s.signedAt)}`, { indent: 12 });
    write(`IP-Adresse: ${s.ip ?? '–'}`, { indent: 12 });
    if (s.userAgent) write(`Browser: ${s.userAgent.slice(0, 300)}`, { indent: 12, size: 8, color: GREY });
    if (s.sha256Before) write(`SHA-256 vorher: ${s.sha256Before}`, { indent: 12, size: 8, color: GREY });
    if (s.sha256After) write(`SHA-256 nachher: ${s.sha256After}`, { indent: 12, size: 8, color: GREY, gap: 8 });
  });
  write(`Abgeschlossen am ${certificateTime(info.completedAt)}.`, { gap: 4 });
  write(
    'Dieses Dokument ist mit dem Zertifikat des Maklers digital versiegelt (PDF-Signatur). Jede spätere Änderung macht das Siegel ungültig; prüfen Sie es auf der Seite „Signatur prüfen“ des Portals (/signatur-pruefen).',
    { size: 8, color: GREY },
  );
  return doc.save({ useObjectStreams: false });
}
