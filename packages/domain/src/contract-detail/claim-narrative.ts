/** A claim's narrative (Hergang) in the contract detail (spec 001 §9): one line, at most 5000 characters. */
export const CLAIM_NARRATIVE_MAX_CHARS = 5000;

export function claimNarrative(text: string | null | undefined): string {
  const oneLine = (text ?? '').replace(/\s+/g, ' ').trim();
  // Cut by code points, so that no emoji or umlaut built of two code units is split in half.
  const chars = Array.from(oneLine);
  return chars.length > CLAIM_NARRATIVE_MAX_CHARS ? chars.slice(0, CLAIM_NARRATIVE_MAX_CHARS).join('') : oneLine;
}
