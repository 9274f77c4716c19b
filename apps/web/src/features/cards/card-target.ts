import type { TViewCard } from '@portal/domain';

/** Routes of the card actions (CARD_ACTIONS); `group` opens the card's group page. */
const ACTION_ROUTES: Record<string, string> = {
  needsAnalysis: '/bedarfsanalyse',
  claimReport: '/meldung/schaden',
  documents: '/dokumente',
  inbox: '/vorgang/posteingang',
};

export type TCardTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * Where a card leads: its group page, its action's route, or its link; a link to the contracts list carries the
 * card's id so the list applies the card's filter (?cardId=, spec 000 §2.7).
 */
export function cardTarget(card: Pick<TViewCard, 'Id' | 'Link' | 'Action' | 'AdditionalProperties'>): TCardTarget {
  if (card.Action === 'group') return { kind: 'route', to: `/custom/${card.Id}` };
  // A report card opens its report page (spec 001 §2.1 pdfTemplate/{id}; issue 13).
  if (card.Action === 'report') return { kind: 'route', to: `/pdfTemplate/${card.Id}` };
  if (card.Action && ACTION_ROUTES[card.Action]) return { kind: 'route', to: ACTION_ROUTES[card.Action]! };
  if (!card.Link) return { kind: 'none' };
  if (card.Link.startsWith('https://')) return { kind: 'external', href: card.Link };
  const filtered = card.Link.split('?')[0] === '/vertrag' && typeof card.AdditionalProperties.Property === 'string';
  return { kind: 'route', to: filtered ? `/vertrag?cardId=${encodeURIComponent(card.Id)}` : card.Link };
}
