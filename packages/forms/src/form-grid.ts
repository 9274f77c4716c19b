/** The form grid and the default control sizes of spec 001 §9. */

export const FORM_GRID = {
  columns: 6,
  minRows: 12,
  maxRows: 30,
  rowHeight: 90,
  rowHeightMobile: 80,
  margin: 10,
  /** px: the form never grows wider. */
  maxWidth: 1000,
  /** px: below this width the grid has one column. */
  layoutBreakpoint: 600,
} as const;

export type TGridSize = { cols: number; rows: number };

/** Where a new control lands when its type has no size of its own. */
export const DEFAULT_GRID_SIZE: TGridSize = { cols: 3, rows: 1 };

export const DEFAULT_CONTROL_SIZES: Readonly<Partial<Record<string, TGridSize>>> = {
  textInput: { cols: 4, rows: 1 },
  number: { cols: 2, rows: 1 },
  textarea: { cols: 6, rows: 2 },
  list: { cols: 2, rows: 2 },
  date: { cols: 2, rows: 1 },
};

export function defaultSizeOf(type: string): TGridSize {
  return DEFAULT_CONTROL_SIZES[type] ?? DEFAULT_GRID_SIZE;
}
