import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardBox, findBox, moveBox, setBoxClosed, type TDashboardBoxId, type TDashboardLayout } from '@portal/domain';
import { DashboardBox } from './dashboard-box';

const columnId = (i: number) => `column-${i}`;
const columnOfId = (id: UniqueIdentifier): number | null => {
  const m = /^column-(\d)$/.exec(String(id));
  return m ? Number(m[1]) : null;
};

type TBoardProps = {
  license: string;
  layout: TDashboardLayout;
  take: number;
  showClose: boolean;
  showMove: boolean;
  onChange: (layout: TDashboardLayout) => void;
};

/**
 * The desktop dashboard (from 768 px): three columns of boxes, each box draggable by its move handle within and
 * between columns with the mouse, touch or the keyboard (dnd-kit; spoken announcements in the user's language).
 * While dragging the layout changes locally; the drop stores it once.
 */
export function DashboardBoard({ license, layout, take, showClose, showMove, onChange }: TBoardProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TDashboardLayout | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const start = useRef<TDashboardLayout | null>(null);
  const shown = draft ?? layout;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const openIds = (l: TDashboardLayout, column: number) => l.Columns[column]!.filter((b) => !b.isClosed).map((b) => b.id);
  /** Column and full index (closed boxes included) that `overId` stands for. */
  const target = (l: TDashboardLayout, overId: UniqueIdentifier): { column: number; index: number } | null => {
    const column = columnOfId(overId);
    if (column !== null) return { column, index: l.Columns[column]!.length };
    return findBox(l, String(overId));
  };

  const caption = (id: UniqueIdentifier) => t(`dashboard.boxes.${String(id) as TDashboardBoxId}`);
  const position = (id: UniqueIdentifier) => {
    const at = findBox(draft ?? layout, String(id));
    return at ? { column: at.column + 1, position: openIds(draft ?? layout, at.column).indexOf(String(id)) + 1 } : { column: 0, position: 0 };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dashboard.dnd.picked', { caption: caption(active.id) }),
    onDragOver: ({ active }) => t('dashboard.dnd.over', { caption: caption(active.id), ...position(active.id) }),
    onDragEnd: ({ active }) => t('dashboard.dnd.dropped', { caption: caption(active.id), ...position(active.id) }),
    onDragCancel: () => t('dashboard.dnd.cancelled'),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    start.current = layout;
    setDraft(layout);
    setActiveId(String(active.id));
  };
  // Across columns the box moves while it is dragged, so that the target column makes room for it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setDraft((current) => {
      const l = current ?? layout;
      const from = findBox(l, String(active.id));
      const to = target(l, over.id);
      if (!from || !to || from.column === to.column) return l;
      return moveBox(l, String(active.id), to.column, to.index);
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    let next = draft ?? layout;
    if (over) {
      const from = findBox(next, String(active.id));
      const to = target(next, over.id);
      if (from && to && from.column === to.column && from.index !== to.index) next = moveBox(next, String(active.id), to.column, to.index);
    }
    setActiveId(null);
    setDraft(null);
    if (JSON.stringify(next) !== JSON.stringify(start.current)) onChange(next);
  };
  const onDragCancel = () => {
    setActiveId(null);
    setDraft(null);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dashboard.box.moveHint') } }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, alignItems: 'start' }} data-testid="dashboard-board">
        {shown.Columns.map((_, column) => (
          <BoardColumn key={column} column={column} ids={openIds(shown, column)}>
            {openIds(shown, column).map((id) => (
              <SortableBox
                key={id}
                id={id}
                license={license}
                take={take}
                movable={showMove}
                dragging={activeId === id}
                onClose={showClose && dashboardBox(id as TDashboardBoxId).isCloseable ? () => onChange(setBoxClosed(layout, id, true)) : undefined}
              />
            ))}
          </BoardColumn>
        ))}
      </Box>
    </DndContext>
  );
}

function BoardColumn({ column, ids, children }: { column: number; ids: string[]; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: columnId(column) });
  return (
    <SortableContext id={columnId(column)} items={ids} strategy={verticalListSortingStrategy}>
      <Stack
        ref={setNodeRef}
        spacing={2}
        role="group"
        aria-label={t('dashboard.columnLabel', { n: column + 1 })}
        data-testid={`dashboard-column-${column}`}
        sx={{ minHeight: 120, borderRadius: 1, outline: isOver ? '2px dashed' : 'none', outlineColor: 'primary.main', p: 0.5 }}
      >
        {children}
      </Stack>
    </SortableContext>
  );
}

function SortableBox({ id, license, take, movable, dragging, onClose }: { id: string; license: string; take: number; movable: boolean; dragging: boolean; onClose?: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id, disabled: !movable });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <DashboardBox
      def={dashboardBox(id as TDashboardBoxId)}
      license={license}
      take={take}
      cardRef={setNodeRef}
      style={style}
      dragging={dragging}
      onClose={onClose}
      handle={movable ? { ...attributes, ...listeners, ref: setActivatorNodeRef } : undefined}
    />
  );
}
