/**
 * Rules of the sign dialog (spec 001 §5 "Sign dialog", §9): which signing flow a form's documents need, and which
 * e-mails the dialog starts with. Pure; the web app's dialog and the server's checks read the same rules.
 */
import type { TSignSuggestion as TSuggestion } from './signing-api.js';

/**
 * How a form with these distinct signature fields is sent (spec 001 §9): none → transferred as it is; one → the
 * member signs it at once in the PDF viewer ('Abschicken'); more → the sign dialog asks one e-mail per field
 * ('Unterschreiben').
 */
export type TSigningFlow = 'none' | 'own' | 'request';

export function signingFlowOf(distinctFields: readonly string[]): TSigningFlow {
  if (distinctFields.length === 0) return 'none';
  return distinctFields.length === 1 ? 'own' : 'request';
}

/**
 * The e-mails the dialog starts with, one per field: prefilled only with exactly one suggestion and exactly one
 * signature (spec 001 §5); otherwise every field starts empty (guessing who signs which field would be wrong).
 */
export function initialSignerEmails(fields: readonly string[], suggestions: readonly TSuggestion[]): string[] {
  const only = fields.length === 1 && suggestions.length === 1 ? suggestions[0]!.email.trim() : '';
  return fields.map(() => only);
}

/** Suggestions without repeats (same e-mail, any case), in the order given; blank e-mails dropped. */
export function distinctSuggestions(suggestions: readonly TSuggestion[]): TSuggestion[] {
  const seen = new Set<string>();
  const out: TSuggestion[] = [];
  for (const s of suggestions) {
    const key = s.email.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push({ email: s.email.trim(), name: s.name.trim() });
  }
  return out;
}
