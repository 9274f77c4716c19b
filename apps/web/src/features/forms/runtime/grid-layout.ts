/** Where controls sit on the 6-column form grid (spec 001 §9), as CSS grid placement. */
import type { CSSProperties } from 'react';
import { defaultSizeOf, FORM_GRID, type TControl, type TGridPosition } from '@portal/forms';

/** A control's grid position; one without gets its default size on a row of its own, in order. */
export function gridPositionOf(control: TControl, index: number): TGridPosition {
  if (control.gridPosition) return control.gridPosition;
  const size = control.defaultSize ?? defaultSizeOf(control.type);
  return { x: 0, y: index, cols: size.cols, rows: size.rows };
}

export type TPlaced<T> = { item: T; position: TGridPosition };

/**
 * Reading order: top to bottom, then left to right. The DOM follows it so that the tab order and the one
 * column of a narrow screen match what the wide grid shows.
 */
export function inReadingOrder<T>(placed: readonly TPlaced<T>[]): TPlaced<T>[] {
  return [...placed].sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x);
}

/** Below the layout breakpoint the grid has one column and every control takes the full width. */
export const NARROW_GRID = `@media (max-width:${FORM_GRID.layoutBreakpoint - 0.02}px)`;

/** Where a control sits, as the CSS variables `gridCellSx` reads (inline: one class for every cell, not one per position). */
export function gridCellVariables(position: TGridPosition): CSSProperties {
  const x = Math.min(position.x, FORM_GRID.columns - 1);
  const cols = Math.min(position.cols, FORM_GRID.columns - x);
  // CSSProperties has no custom properties; the cast names the two this module reads.
  return { '--form-cell-column': `${x + 1} / span ${cols}`, '--form-cell-row': `${position.y + 1} / span ${position.rows}` } as CSSProperties;
}

export const gridCellSx = {
  gridColumn: 'var(--form-cell-column)',
  gridRow: 'var(--form-cell-row)',
  minWidth: 0,
  [NARROW_GRID]: { gridColumn: '1 / -1', gridRow: 'auto' },
} as const;

export const gridStyle = {
  display: 'grid',
  gridTemplateColumns: `repeat(${FORM_GRID.columns}, minmax(0, 1fr))`,
  // A row is at least 90 px; a control with a long message or a growing group makes its rows taller.
  gridAutoRows: `minmax(${FORM_GRID.rowHeight}px, auto)`,
  gap: `${FORM_GRID.margin}px`,
  alignItems: 'start',
  [NARROW_GRID]: { gridTemplateColumns: 'minmax(0, 1fr)', gridAutoRows: `minmax(${FORM_GRID.rowHeightMobile}px, auto)` },
} as const;
