/**
 * An empty signature field (AcroForm field type /Sig) on a page: what a signing tool (the next issue's PDF signing,
 * or any PDF reader) finds by its name and fills. pdf-lib reads such fields (form.getSignature(name)) but has no
 * call to create one, so the field's widget dictionary is written here directly.
 */
import { PDFHexString, PDFName, type PDFDocument, type PDFPage } from 'pdf-lib';

export type TBox = { x: number; y: number; width: number; height: number };

export function addSignatureField(doc: PDFDocument, page: PDFPage, name: string, box: TBox): void {
  const form = doc.getForm();
  const widget = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    // The field name as UTF-16 text: names may hold umlauts.
    T: PDFHexString.fromText(name),
    TU: PDFHexString.fromText(`Unterschrift: ${name}`),
    Rect: [box.x, box.y, box.x + box.width, box.y + box.height],
    // Printable (4): the signature is printed with the page.
    F: 4,
    P: page.ref,
  });
  const ref = doc.context.register(widget);
  form.acroForm.addField(ref);
  page.node.addAnnot(ref);
  // SigFlags 1: the document holds signature fields (readers then offer to sign).
  form.acroForm.dict.set(PDFName.of('SigFlags'), doc.context.obj(1));
}
