/** A grid of controls and each control by its type; a hidden control leaves its place empty. */
import { Box } from '@mui/material';
import { memo, type ComponentType } from 'react';
import type { TControlType } from '@portal/forms';
import type { TLayoutItem } from './control-layout';
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
import { gridCellStyle, gridStyle, inReadingOrder } from './grid-layout';
import { useField } from './use-field';

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

function ControlView({ item, rows }: { item: TLayoutItem; rows: readonly number[] }) {
  const field = useField(item.cc, rows);
  if (field.hidden) return null;
  if (item.cc.type === 'group') return <GroupControl cc={item.cc} field={field} rows={rows} compactChildren={item.children} />;
  const Control = CONTROLS[item.cc.type];
  return <Control cc={item.cc} field={field} rows={rows} />;
}

/** Controls on the 6-column grid, in reading order; `rows` are the entries of the repeating groups around them. */
export const ControlGrid = memo(function ControlGrid({ items, rows }: { items: readonly TLayoutItem[]; rows: readonly number[] }) {
  const placed = inReadingOrder(items.map((item) => ({ item, position: item.position })));
  return (
    <Box sx={gridStyle}>
      {placed.map(({ item, position }) => (
        <Box key={item.cc.name} sx={gridCellStyle(position)} data-control={item.cc.name}>
          <ControlView item={item} rows={rows} />
        </Box>
      ))}
    </Box>
  );
});
