/** A grid of controls and each control by its type; a hidden control leaves its place empty. */
import { Box } from '@mui/material';
import { memo, useMemo, useRef, type ComponentType } from 'react';
import { pathKey, type TCellState, type TControlType } from '@portal/forms';
import { withoutHidden, type TLayoutItem } from './control-layout';
import { AiImportControl } from './controls/ai-import-control';
import { CheckboxControl, CheckboxListControl } from './controls/checkbox-control';
import { ChoiceControl } from './controls/choice-control';
import type { TControlProps } from './controls/control-props';
import { DateControl, TimeControl } from './controls/date-time-control';
import { DisplayValueControl } from './controls/display-value-control';
import { GroupControl } from './controls/group-control';
import { LocationControl } from './controls/location-control';
import { NumberControl } from './controls/number-control';
import { RemarkControl } from './controls/remark-control';
import { ClockControl, HintControl } from './controls/static-controls';
import { TextControl } from './controls/text-control';
import { UploadControl } from './controls/upload-control';
import { gridCellSx, gridCellVariables, gridStyle, inReadingOrder } from './grid-layout';
import { useRuntime, useRuntimeSelector } from './runtime-context';
import { useField, type TField } from './use-field';

const CONTROLS: Record<Exclude<TControlType, 'group'>, ComponentType<TControlProps>> = {
  textInput: TextControl,
  textarea: TextControl,
  number: NumberControl,
  list: ChoiceControl,
  checklist: ChoiceControl,
  dynamicList: ChoiceControl,
  date: DateControl,
  time: TimeControl,
  checkbox: CheckboxControl,
  checkboxList: CheckboxListControl,
  hint: HintControl,
  upload: UploadControl,
  location: LocationControl,
  gptUpload: AiImportControl,
  displayValue: DisplayValueControl,
  remark: RemarkControl,
  clock: ClockControl,
};

const sameBody = (a: TControlBodyProps, b: TControlBodyProps) =>
  a.cc === b.cc &&
  a.rows === b.rows &&
  a.compactChildren === b.compactChildren &&
  Object.is(a.field.value, b.field.value) &&
  a.field.readOnly === b.field.readOnly &&
  a.field.error === b.field.error;

type TControlBodyProps = { cc: TLayoutItem['cc']; field: TField; rows: readonly number[]; compactChildren: TLayoutItem['children'] };

/** The control itself; it renders again only when what it shows changes, not when its cell is hidden or shown. */
const ControlBody = memo(function ControlBody({ cc, field, rows, compactChildren }: TControlBodyProps) {
  const Control = cc.type === 'group' ? null : CONTROLS[cc.type];
  return Control ? <Control cc={cc} field={field} rows={rows} /> : <GroupControl cc={cc} field={field} rows={rows} compactChildren={compactChildren} />;
}, sameBody);

const HIDDEN_CELL = { display: 'none' } as const;

/**
 * One control in its grid cell; memoised, so that a grid laid out anew renders only the controls it added. A hidden
 * control that the grid still holds (it was shown before) keeps its cell, out of sight.
 */
const ControlView = memo(function ControlView({ item, rows }: { item: TLayoutItem; rows: readonly number[] }) {
  const field = useField(item.cc, rows);
  const cellStyle = useMemo(() => gridCellVariables(item.position), [item.position]);
  const hidden = field.hidden || (item.cc.type === 'gptUpload' && field.readOnly);
  return (
    <Box sx={gridCellSx} style={hidden ? HIDDEN_CELL : cellStyle} data-control={item.cc.name}>
      <ControlBody cc={item.cc} field={field} rows={rows} compactChildren={item.children} />
    </Box>
  );
});

/**
 * The names of the controls among `items` that show nothing at these rows, as one comparable text: hidden
 * ones, and AI imports of a read-only form (there is nothing to import into).
 */
function hiddenNames(cells: ReadonlyMap<string, TCellState>, items: readonly TLayoutItem[], rows: readonly number[], readOnly: boolean): string {
  let names = '';
  for (const { cc } of items) {
    const cell = cells.get(pathKey(cc.scope, rows, cc.name));
    if (cell?.hidden || (cc.type === 'gptUpload' && (readOnly || cell?.readOnly))) names += `${cc.name}\n`;
  }
  return names;
}

/** Controls on the 6-column grid, in reading order; `rows` are the entries of the repeating groups around them. */
export const ControlGrid = memo(function ControlGrid({ items, rows }: { items: readonly TLayoutItem[]; rows: readonly number[] }) {
  // Only a change of what is hidden here lays the grid out anew; a keystroke does not.
  const { forceReadOnly } = useRuntime();
  const hidden = useRuntimeSelector((snapshot) => hiddenNames(snapshot.form.cells, items, rows, forceReadOnly || snapshot.form.context.readOnly));
  // Controls once shown stay mounted while hidden: a condition that flips with a keystroke (a remark shown over an
  // amount) would otherwise build and tear down a whole input each time. One list in the definition's reading
  // order, shown and kept alike, so that showing or hiding a control neither moves nor remounts any element: two
  // lists would remount a control moving from one to the other. Removing rows only hidden controls covered keeps
  // the reading order of what is shown, so the tab order is right.
  const shownBefore = useRef(new Set<string>());
  const cells = useMemo(() => {
    const hiddenNow = new Set(hidden.split('\n').filter(Boolean));
    const shown = new Map(withoutHidden(items, hiddenNow).map((item) => [item.cc.name, item]));
    for (const name of shown.keys()) shownBefore.current.add(name);
    return inReadingOrder(items.map((item) => ({ item, position: item.position })))
      .map(({ item }) => shown.get(item.cc.name) ?? item)
      .filter((item) => shown.has(item.cc.name) || shownBefore.current.has(item.cc.name));
  }, [items, hidden]);
  return (
    <Box sx={gridStyle}>
      {cells.map((item) => (
        <ControlView key={item.cc.name} item={item} rows={rows} />
      ))}
    </Box>
  );
});
