/** The choices of list, checklist and dynamicList controls: what is stored, and the label in the form's language. */
import type { TListOption } from '@portal/forms';

export type TChoice = { key: string; value: string | number | boolean; label: string };

/** An option's stored value: its value, else its name or label (the engine compares them as text). */
export function choicesOf(options: readonly TListOption[] | null | undefined, language: string): TChoice[] {
  return (options ?? []).map((o) => {
    const value = o.value ?? o.name ?? o.label ?? '';
    return { key: String(value), value, label: o.translations?.[language] ?? o.label ?? o.name ?? String(value) };
  });
}

/** The choices of a dynamicList: the distinct answers given to the target question in the target group's entries. */
export function dynamicChoices(data: Record<string, unknown>, targetGroup: string | null | undefined, targetQuestion: string | null | undefined): TChoice[] {
  const rows = targetGroup ? data[targetGroup] : undefined;
  if (!Array.isArray(rows) || !targetQuestion) return [];
  const seen = new Set<string>();
  const choices: TChoice[] = [];
  for (const row of rows) {
    const answer: unknown = row && typeof row === 'object' ? (row as Record<string, unknown>)[targetQuestion] : undefined;
    if (typeof answer !== 'string' && typeof answer !== 'number') continue;
    const text = String(answer).trim();
    if (text === '' || seen.has(text)) continue;
    seen.add(text);
    choices.push({ key: text, value: text, label: text });
  }
  return choices;
}

/** The chosen keys of a stored single or multiple answer. */
export function chosenKeys(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
  return list.map(String);
}
