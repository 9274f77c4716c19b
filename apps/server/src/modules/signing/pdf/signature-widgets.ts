/**
 * The signature fields of a rendered form PDF (AcroForm fields of type /Sig, named after the form's `signatures`
 * option, see forms/render/signature-field.ts): each widget's page and rectangle, which the signer's XFDF must fill.
 */
import { PDFDocument, PDFSignature } from 'pdf-lib';

export type TPdfWidget = { field: string; page: number; x: number; y: number; width: number; height: number };

export async function readSignatureWidgets(bytes: Uint8Array): Promise<{ pageCount: number; widgets: TPdfWidget[] }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages();
  const widgets: TPdfWidget[] = [];
  for (const field of doc.getForm().getFields()) {
    if (!(field instanceof PDFSignature)) continue;
    for (const widget of field.acroField.getWidgets()) {
      const pageRef = widget.P();
      const page = pages.findIndex((p) => p.ref === pageRef || (pageRef !== undefined && p.node === doc.context.lookup(pageRef)));
      if (page < 0) continue;
      const r = widget.getRectangle();
      widgets.push({ field: field.getName(), page, x: r.x, y: r.y, width: r.width, height: r.height });
    }
  }
  return { pageCount: pages.length, widgets };
}
