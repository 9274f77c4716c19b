/**
 * Compiles a form definition once into what the engine needs on every keystroke: the controls by name
 * with their place in the data (the repeating groups around them), their calculations and conditions
 * with references resolved, and the dependency graph in topological order. Whatever is wrong with the
 * definition becomes a definition issue, never an exception: unknown references are ignored, duplicate
 * names bind to the first control, and the calculations and hide-and-clear actions of controls on a
 * cycle are switched off (the rest of the form works).
 */
import type { TCalculationStep, TCondition, TControl, TControlType, TFormDefinition } from './definition-schema.js';
import { findCycles, topologicalOrder } from './dependency-graph.js';
import { parseDateRule, type TDateRule } from './date-rules.js';
import type { TDefinitionMessageKey, TMessageParams } from './form-messages.js';

export type TDefinitionIssue = { key: TDefinitionMessageKey; controls: readonly string[]; params: TMessageParams };

export type TCompiledControl = {
  name: string;
  control: TControl;
  type: TControlType;
  /** The repeating groups around it, outermost first: its value sits in their rows. */
  scope: readonly string[];
  /** The nearest group around it (repeating or not): it is hidden, read-only or cleared with it. */
  parent: string | null;
  children: readonly string[];
  pageIndex: number;
  /** Has an entry in the form data (not a hint, clock, AI import or plain group). */
  holdsValue: boolean;
  repeating: boolean;
  /** Null when it has none or a cycle switched it off. */
  calculation: readonly TCalculationStep[] | null;
  /** Hide, show and read-only conditions, and hide-and-clear ones that are not on a cycle. */
  conditions: readonly TCondition[];
  /** The hide-and-clear conditions among them that clear the value. */
  clearConditions: readonly TCondition[];
  dateMin: TDateRule | null;
  dateMax: TDateRule | null;
  /** Position in the value order (operands before results, groups before their controls). */
  rank: number;
  /** Position in the definition, depth first (groups before their controls). */
  treeIndex: number;
  /** Controls whose value or clearing reads this one's value. */
  valueDependents: readonly string[];
  /** Controls whose conditions or choices (dynamicList) read this one's value. */
  stateDependents: readonly string[];
};

export type TCompiledForm = {
  definition: TFormDefinition;
  controls: ReadonlyMap<string, TCompiledControl>;
  /** Names in value order. */
  valueOrder: readonly string[];
  /** Names in definition order. */
  treeOrder: readonly string[];
  issues: readonly TDefinitionIssue[];
};

const NO_VALUE_TYPES: ReadonlySet<TControlType> = new Set(['hint', 'clock', 'gptUpload']);

export const controlName = (control: TControl): string => control.properties.Kennung?.trim() || control.id;

type TDraft = Omit<TCompiledControl, 'rank' | 'valueDependents' | 'stateDependents' | 'children'> & { children: string[] };

/** The controls of a page with their children: nested ones and page-level ones that name a group as their parent. */
function childrenByParent(controls: readonly TControl[]): Map<string, TControl[]> {
  const groupIds = new Set(controls.filter((c) => c.type === 'group').map((c) => c.id));
  const byParent = new Map<string, TControl[]>();
  for (const c of controls) {
    const parent = c.parent !== null && c.parent !== undefined && c.parent !== c.id && groupIds.has(c.parent) ? c.parent : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), c]);
  }
  return byParent;
}

function flatten(definition: TFormDefinition, issues: TDefinitionIssue[]): TDraft[] {
  const drafts: TDraft[] = [];
  const byName = new Map<string, TDraft>();
  const visited = new Set<TControl>();

  const visit = (control: TControl, pageIndex: number, scope: readonly string[], parent: TDraft | null, pageChildren: Map<string, TControl[]>) => {
    if (visited.has(control)) return;
    visited.add(control);
    const name = controlName(control);
    const repeating = control.type === 'group' && control.properties.repeating === true;
    let draft = byName.get(name);
    if (draft) {
      issues.push({ key: 'duplicateName', controls: [name], params: { name } });
    } else {
      const props = control.properties;
      draft = {
        name,
        control,
        type: control.type,
        scope,
        parent: parent?.name ?? null,
        children: [],
        pageIndex,
        holdsValue: !NO_VALUE_TYPES.has(control.type) && (control.type !== 'group' || repeating),
        repeating,
        calculation: props.calculation?.steps.length ? props.calculation.steps : null,
        conditions: props.conditions ?? [],
        clearConditions: (props.conditions ?? []).filter((c) => c.action === 'hideAndClear'),
        dateMin: null,
        dateMax: null,
        treeIndex: drafts.length,
      };
      if (control.type === 'date') {
        draft.dateMin = dateBound(name, control.properties.Minimum, issues);
        draft.dateMax = dateBound(name, control.properties.Maximum, issues);
      }
      byName.set(name, draft);
      drafts.push(draft);
      parent?.children.push(name);
    }
    if (control.type !== 'group') return;
    const innerScope = draft.repeating && draft.control === control ? [...scope, name] : scope;
    for (const child of [...(control.controls ?? []), ...(pageChildren.get(control.id) ?? [])]) visit(child, pageIndex, innerScope, draft, pageChildren);
  };

  definition.pages.forEach((page, pageIndex) => {
    const pageChildren = childrenByParent(page.controls);
    for (const control of pageChildren.get('') ?? []) visit(control, pageIndex, [], null, pageChildren);
    // Controls whose parent chain loops never hang off the page: place them at its top level.
    for (const control of page.controls) visit(control, pageIndex, [], null, pageChildren);
  });
  return drafts;
}

function dateBound(control: string, text: string | null | undefined, issues: TDefinitionIssue[]): TDateRule | null {
  if (!text?.trim()) return null;
  const rule = parseDateRule(text);
  if (!rule) issues.push({ key: 'invalidDateRule', controls: [control], params: { control, rule: text } });
  return rule;
}

const triggerNames = (conditions: readonly TCondition[]) =>
  conditions.flatMap((c) => c.triggers.flatMap((t) => (t.comparativeName ? [t.sourceName, t.comparativeName] : [t.sourceName])));

/** The names a control's value reads: calculation operands, hide-and-clear sources, its group. */
function valueSources(d: TDraft): string[] {
  const operands = (d.calculation ?? []).flatMap((s) => (s.controlName ? [s.controlName] : []));
  return [...operands, ...triggerNames(d.clearConditions), ...(d.parent ? [d.parent] : [])];
}

/** The names a control's state (hidden, read-only) or choices read. */
function stateSources(d: TDraft): string[] {
  const dynamic = d.control.type === 'dynamicList' && d.control.properties.targetQuestion ? [d.control.properties.targetQuestion] : [];
  return [...triggerNames(d.conditions), ...dynamic];
}

function reportUnknownReferences(drafts: readonly TDraft[], known: ReadonlySet<string>, issues: TDefinitionIssue[]): void {
  for (const d of drafts) {
    const named = [...valueSources(d), ...stateSources(d)];
    if (d.control.type === 'dynamicList' && d.control.properties.targetGroup) named.push(d.control.properties.targetGroup);
    for (const name of new Set(named)) if (!known.has(name)) issues.push({ key: 'unknownReference', controls: [d.name], params: { control: d.name, name } });
  }
}

function edgesOf(drafts: readonly TDraft[], indexOf: ReadonlyMap<string, number>, sources: (d: TDraft) => string[]): number[][] {
  const edges = drafts.map((): number[] => []);
  drafts.forEach((d, target) => {
    for (const name of new Set(sources(d))) {
      const source = indexOf.get(name);
      if (source !== undefined) edges[source]!.push(target);
    }
  });
  return edges;
}

export function compileForm(definition: TFormDefinition): TCompiledForm {
  const issues: TDefinitionIssue[] = [];
  const drafts = flatten(definition, issues);
  const indexOf = new Map(drafts.map((d, i) => [d.name, i]));
  reportUnknownReferences(drafts, new Set(indexOf.keys()), issues);

  // A cycle among values would recompute forever: report it and switch off what closes it.
  for (const cycle of findCycles(edgesOf(drafts, indexOf, valueSources))) {
    const names = cycle.map((i) => drafts[i]!.name);
    issues.push({ key: 'cycle', controls: names, params: { controls: names } });
    for (const i of cycle) {
      const d = drafts[i]!;
      d.calculation = null;
      // The condition still hides; it no longer clears.
      d.clearConditions = [];
      d.conditions = d.conditions.map((c) => (c.action === 'hideAndClear' ? { ...c, action: 'hide' as const } : c));
    }
  }

  const valueEdges = edgesOf(drafts, indexOf, valueSources);
  const stateEdges = edgesOf(drafts, indexOf, stateSources);
  const order = topologicalOrder(valueEdges);
  const rank = new Array<number>(drafts.length);
  order.forEach((node, position) => (rank[node] = position));
  const namesOf = (targets: readonly number[]) => targets.map((t) => drafts[t]!.name);

  const controls = new Map<string, TCompiledControl>(
    drafts.map((d, i) => [d.name, { ...d, rank: rank[i]!, valueDependents: namesOf(valueEdges[i]!), stateDependents: namesOf(stateEdges[i]!) }]),
  );
  return { definition, controls, valueOrder: order.map((i) => drafts[i]!.name), treeOrder: drafts.map((d) => d.name), issues };
}
