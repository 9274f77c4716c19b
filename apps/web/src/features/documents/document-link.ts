/**
 * A link that opens one document: documents have no page of their own, so the link is the documents page with the
 * document's preview open (/dokumente?dokument={id}) — used by the search (/suche/Brief/{id}) and any other link.
 */
export type TDocumentSearch = { dokument?: string };

export const documentPreviewPath = (id: string): string => `/dokumente?dokument=${encodeURIComponent(id)}`;

/** The route's search: `dokument` when it is a non-empty id of sensible length, else nothing. */
export function readDocumentSearch(search: Record<string, unknown>): TDocumentSearch {
  const id = typeof search.dokument === 'string' ? search.dokument.trim() : '';
  return id && id.length <= 100 ? { dokument: id } : {};
}
