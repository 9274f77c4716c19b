/**
 * Seals a completed document: a PDF digital signature (adbe.pkcs7.detached, SHA-256, as PAdES baseline B readers
 * accept it) with the licence's certificate, using @signpdf (placeholder through pdf-lib, then the CMS signature
 * over the ByteRange). The empty signature fields of the rendering are removed first: they were filled by drawing,
 * and a reader would otherwise offer to sign them again.
 */
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import signpdf from '@signpdf/signpdf';
import { PDFDocument, PDFSignature } from 'pdf-lib';

export type TSealInput = { p12: Buffer; passphrase: string; reason: string; name: string; location: string; contactInfo: string; signingTime: Date };

/** Room for the CMS signature: the certificate chain of a CA-issued certificate fits easily. */
const SIGNATURE_LENGTH = 16_384;

export async function sealPdf(bytes: Uint8Array, input: TSealInput): Promise<Buffer> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const form = doc.getForm();
  // By hand: pdf-lib's removeField wants an appearance stream, which these empty widgets do not have.
  for (const field of form.getFields()) {
    if (!(field instanceof PDFSignature)) continue;
    for (const widget of field.acroField.getWidgets()) {
      const ref = doc.context.getObjectRef(widget.dict);
      if (ref) for (const page of doc.getPages()) page.node.removeAnnot(ref);
    }
    form.acroForm.removeField(field.acroField);
    doc.context.delete(field.ref);
  }
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: input.reason,
    contactInfo: input.contactInfo,
    name: input.name,
    location: input.location,
    signingTime: input.signingTime,
    signatureLength: SIGNATURE_LENGTH,
    appName: 'Maklerportal',
  });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  return signpdf.sign(prepared, new P12Signer(input.p12, { passphrase: input.passphrase }), input.signingTime);
}
