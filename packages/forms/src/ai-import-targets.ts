/**
 * What the AI document import (gptUpload) may fill: the controls marked KI-Abruf, each with its label and
 * the hint for the AI (KI-Hilfe), in the order of the form. Controls in repeating groups are left out: an
 * import fills single answers, not entries.
 */
import type { TCompiledForm } from './compile-form.js';
import type { TControlType } from './definition-schema.js';

export type TAiImportTarget = { name: string; type: TControlType; label: string; hint: string | null };

export function aiImportTargets(form: TCompiledForm): TAiImportTarget[] {
  return form.treeOrder
    .map((name) => form.controls.get(name)!)
    .filter((cc) => cc.holdsValue && !cc.repeating && cc.scope.length === 0 && cc.control.properties['KI-Abruf'] === true)
    .map((cc) => ({ name: cc.name, type: cc.type, label: cc.control.properties.Überschrift?.trim() || cc.name, hint: cc.control.properties['KI-Hilfe']?.trim() || null }));
}
