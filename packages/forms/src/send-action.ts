/**
 * Which send button the form viewer shows (spec 001 §9): 'Unterschreiben' when the rendered documents need more
 * than one distinct signature between them, else 'Abschicken'. A signature field named on two documents is one
 * signature (the same person signs both), so names are counted once over all documents.
 */

/** A rendered document's signature field names as the render answer gives them (may be null). */
export type TSignatureFieldsOf = { SignatureFields?: readonly string[] | null };

export type TSendAction = 'sign' | 'send';

/** The distinct signature field names over all documents, in first-seen order; blank names do not count. */
export function distinctSignatures(documents: readonly TSignatureFieldsOf[]): string[] {
  const seen = new Set<string>();
  for (const doc of documents) {
    for (const field of doc.SignatureFields ?? []) {
      const name = field.trim();
      if (name) seen.add(name);
    }
  }
  return [...seen];
}

/** 'sign' ('Unterschreiben') when more than one distinct signature is needed over all documents, else 'send' ('Abschicken'). */
export function sendActionOf(documents: readonly TSignatureFieldsOf[]): TSendAction {
  return distinctSignatures(documents).length > 1 ? 'sign' : 'send';
}
