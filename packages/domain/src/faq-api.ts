/**
 * The FAQ (spec 001 §2.6, §3 FAQ entry: Kategorie, Frage, Antwort): questions and answers grouped by category,
 * for the licence family that has it; licence administrators edit the entries.
 */
import { z } from 'zod';
import type { TPermissionContext } from './permissions.js';

/** Spec 001 §6: the FAQ is for one licence family only. */
export const hasFaq = (c: Pick<TPermissionContext, 'families'>): boolean => c.families.includes('KOMPAKT');

/** A licence's FAQ is read whole by its page: kept small enough for that. */
export const FAQ_MAX_ENTRIES = 300;

const text = (max: number) => z.string().trim().min(1).max(max);

export const ZFaqEntryInput = z.object({
  Kategorie: text(120).describe('The category the entry is grouped under.'),
  Frage: text(500).describe('The question.'),
  Antwort: text(10_000).describe('The answer (plain text; blank lines separate paragraphs).'),
  SortOrder: z.number().int().min(0).max(100_000).default(0).describe('Order within the category (ascending).'),
});
export type TFaqEntryInput = z.infer<typeof ZFaqEntryInput>;

export const ZFaqEntry = ZFaqEntryInput.extend({ Id: z.string(), Bearbeitet: z.string().describe('Last change (ISO date-time).') });
export type TFaqEntry = z.infer<typeof ZFaqEntry>;

export const ZFaqList = z.object({ Items: z.array(ZFaqEntry), CanEdit: z.boolean().describe('Whether the member may add, change and delete entries.') });
export type TFaqList = z.infer<typeof ZFaqList>;

export const ZFaqEntryParams = z.object({ id: z.uuid().describe('The FAQ entry.') });

/** Entries grouped by category in the order categories first appear (the list comes sorted by category, order, question). */
export function groupFaq<T extends Pick<TFaqEntry, 'Kategorie'>>(entries: readonly T[]): { category: string; entries: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const e of entries) {
    const list = groups.get(e.Kategorie);
    if (list) list.push(e);
    else groups.set(e.Kategorie, [e]);
  }
  return [...groups].map(([category, list]) => ({ category, entries: list }));
}

/** Whether an entry matches a search text (question, answer or category; case and accents ignored). */
export function faqMatches(entry: Pick<TFaqEntry, 'Kategorie' | 'Frage' | 'Antwort'>, search: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${entry.Kategorie} ${entry.Frage} ${entry.Antwort}`);
  return words.every((w) => haystack.includes(w));
}
