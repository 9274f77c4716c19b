/**
 * Which PDFs a form product renders (form options `documents` and `signatures`, packages/forms definition-schema):
 * by default one document named after the form with every page but the summary pages and every signature; a
 * product may name several, each with its pages and the signatures it carries. References to pages or signatures
 * the form does not have are ignored, a repeated key counts once.
 */
import type { TFormDefinition, TFormSignature } from '@portal/forms';

export type TDocumentSpec = {
  key: string;
  name: string;
  /** Indices into the definition's pages. */
  pageIndices: number[];
  signatures: TFormSignature[];
  /** The Brieftyp it is filed as on transfer. */
  documentType: string;
};

export const DEFAULT_DOCUMENT_KEY = 'formular';
export const DEFAULT_DOCUMENT_TYPE = 'ANTRAG';

export function documentSpecs(definition: TFormDefinition, productName: string): TDocumentSpec[] {
  const contentPages = definition.pages.flatMap((page, index) => (page.properties.summary === true ? [] : [index]));
  const signatures = [...new Map((definition.options?.signatures ?? []).map((s) => [s.name, s])).values()];
  const declared = definition.options?.documents ?? [];
  if (declared.length === 0) {
    return [{ key: DEFAULT_DOCUMENT_KEY, name: definition.Titel?.trim() || productName, pageIndices: contentPages, signatures, documentType: DEFAULT_DOCUMENT_TYPE }];
  }
  const seen = new Set<string>();
  const specs: TDocumentSpec[] = [];
  for (const doc of declared) {
    if (seen.has(doc.key)) continue;
    seen.add(doc.key);
    const pageIndices = doc.pages ? definition.pages.flatMap((page, index) => (doc.pages!.includes(page.id) ? [index] : [])) : contentPages;
    const named = doc.signatures ? signatures.filter((s) => doc.signatures!.includes(s.name)) : signatures;
    specs.push({ key: doc.key, name: doc.name, pageIndices, signatures: named, documentType: doc.documentType?.trim() || DEFAULT_DOCUMENT_TYPE });
  }
  return specs;
}
