/**
 * Comparing a form's labels with what a document says, forgivingly: case, umlauts spelled either way (ä / ae),
 * other accents, punctuation and spacing do not matter, and a longer label may differ by a typing error or two.
 */

/** Lower case, umlauts and ß spelled out, accents dropped, everything but letters and digits one space. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Edit distance, given up (Infinity) as soon as it exceeds `limit`. */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return Infinity;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typing errors forgiven: none in short words (where one letter changes the meaning), one from 8, two from 16 letters. */
const tolerance = (length: number) => (length >= 16 ? 2 : length >= 8 ? 1 : 0);

/** Abbreviations forms and letters use in labels (folded), written out. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  nr: 'nummer',
  tel: 'telefon',
  str: 'strasse',
  plz: 'postleitzahl',
  geb: 'geburts',
  vers: 'versicherungs',
  vn: 'versicherungsnehmer',
};
const spelledOut = (folded: string) => folded.replace(/\b[a-z]+\b/g, (word) => ABBREVIATIONS[word] ?? word);

/** Whether two folded texts name the same thing. */
export function sameFolded(a: string, b: string): boolean {
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const compactA = spelledOut(a).replace(/ /g, '');
  const compactB = spelledOut(b).replace(/ /g, '');
  if (compactA === '' || compactB === '') return false;
  if (compactA === compactB) return true;
  return distanceWithin(compactA, compactB, tolerance(Math.min(compactA.length, compactB.length))) !== Infinity;
}
