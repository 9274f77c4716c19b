/**
 * The compact layout (spec 001 §4: "Compact layout removes rows without any value and shrinks
 * groups"): controls the caller does not keep (no answer, hidden) drop out; grid rows that no kept
 * control covers any more are removed and what is below moves up; a group loses the rows its own
 * controls no longer need, from its bottom. Positions otherwise stay: nothing moves sideways.
 */
import type { TControl, TGridPosition } from './definition-schema.js';
import { defaultSizeOf } from './form-grid.js';

export type TCompactItem = { control: TControl; position: TGridPosition; children: TCompactItem[] };

/** Where a control sits; one without a grid position gets a full-width row of its own, in order. */
function positionOf(control: TControl, index: number): TGridPosition {
  if (control.gridPosition) return control.gridPosition;
  const size = control.defaultSize ?? defaultSizeOf(control.type);
  return { x: 0, y: index, cols: size.cols, rows: size.rows };
}

const bottomOf = (positions: readonly TGridPosition[]) => positions.reduce((bottom, p) => Math.max(bottom, p.y + p.rows), 0);

/**
 * `keep` decides for controls that are not groups (typically: visible and answered); a group stays
 * while any of its controls does.
 */
export function compactLayout(controls: readonly TControl[], keep: (control: TControl) => boolean): TCompactItem[] {
  const kept: TCompactItem[] = [];
  controls.forEach((control, index) => {
    const position = positionOf(control, index);
    if (control.type !== 'group') {
      if (keep(control)) kept.push({ control, position, children: [] });
      return;
    }
    const inner = control.controls ?? [];
    const children = compactLayout(inner, keep);
    if (children.length === 0) return;
    const removedInside = bottomOf(inner.map(positionOf)) - bottomOf(children.map((c) => c.position));
    kept.push({ control, position: { ...position, rows: Math.max(1, position.rows - Math.max(0, removedInside)) }, children });
  });

  const covered = new Set<number>();
  for (const { position } of kept) for (let row = position.y; row < position.y + position.rows; row++) covered.add(row);
  const removedAbove = (y: number) => {
    let removed = 0;
    for (let row = 0; row < y; row++) if (!covered.has(row)) removed++;
    return removed;
  };
  return kept.map((item) => ({ ...item, position: { ...item.position, y: item.position.y - removedAbove(item.position.y) } }));
}
