/**
 * group: its controls on a grid of their own, framed by the border-label or full-header style with its icon.
 * A repeating group shows one such frame per entry, each with 'entfernen' (undone from the message that
 * follows), and '<label> hinzufügen' below them (spec 001 §2.10).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Snackbar, Typography } from '@mui/material';
import { memo, startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { pathKey } from '@portal/forms';
import { childControls, gridLayout, type TLayoutItem } from '../control-layout';
import { ControlGrid } from '../control-view';
import { FieldHelper, labelOf } from '../field-parts';
import { useRuntime, useRuntimeText } from '../runtime-context';
import type { TControlProps } from './control-props';
import { GroupIconOf } from './group-icon';

type TGroupProps = TControlProps & { compactChildren: TLayoutItem[] | null };

/** The frame of a group or an entry: a legend on the border, or a coloured header bar. */
function GroupFrame({ title, icon, fullHeader, actions, children }: { title: string; icon: string | null | undefined; fullHeader: boolean; actions?: ReactNode; children: ReactNode }) {
  const heading = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <GroupIconOf name={icon} />
      <Typography component="span" sx={{ fontWeight: 500, flex: 1 }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
  if (fullHeader) {
    return (
      <Box component="section" aria-label={title} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1, '& .MuiButton-root': { color: 'inherit' } }}>{heading}</Box>
        <Box sx={{ p: 2 }}>{children}</Box>
      </Box>
    );
  }
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 2, pt: 0.5, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ px: 0.5 }}>
        {heading}
      </Box>
      {children}
    </Box>
  );
}

type TEntryProps = {
  group: TGroupProps['cc'];
  items: readonly TLayoutItem[];
  parentRows: readonly number[];
  index: number;
  onRemove: ((index: number) => void) | null;
  /** A long group: the entry's controls render only while it is near the viewport. */
  windowed: boolean;
};

/** How far beyond the viewport an entry of a long group keeps its controls. */
const NEAR_VIEWPORT = '800px 0px';
/**
 * How long an entry stays built after it left that zone. An entry at the zone's edge is pushed out and back in by
 * every keystroke that changes the height of an entry above it (a remark shown over an amount and hidden again);
 * built and torn down each time, it would cost more than the keystroke itself.
 */
const TEARDOWN_DELAY_MS = 1500;
/** The height an entry of a long group is given before it has been rendered once. */
const ENTRY_HEIGHT_ESTIMATE = 320;

/**
 * Whether a windowed entry's controls render: while it is near the viewport. In a group of 200 entries a change that
 * reaches every entry (a factor all amounts read, a condition on each amount) would otherwise render and lay out
 * 200 entries' controls per keystroke. Away from the viewport the entry keeps its frame (title, 'entfernen') and the
 * height it last had; `data-entry` lets the runtime scroll to it when it must focus one of its controls.
 */
function useNearViewport(windowed: boolean, initiallyNear: boolean) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!windowed || initiallyNear);
  const height = useRef(ENTRY_HEIGHT_ESTIMATE);
  useEffect(() => {
    const element = holder.current;
    if (!windowed || !element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let teardown: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        clearTimeout(teardown);
        if (entry.isIntersecting) {
          setNear(true);
          return;
        }
        if (entry.boundingClientRect.height > 0) height.current = entry.boundingClientRect.height;
        teardown = setTimeout(() => setNear(false), TEARDOWN_DELAY_MS);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => {
      clearTimeout(teardown);
      observer.disconnect();
    };
  }, [windowed]);
  return { holder, near, height: height.current };
}

/** One entry; memoised, so that typing in one entry of 200 does not render the other 199. */
const GroupEntry = memo(
  function GroupEntry({ group, items, parentRows, index, onRemove, windowed }: TEntryProps) {
    const text = useRuntimeText();
    const props = group.control.properties as { style?: string | null; icon?: string | null };
    const title = text('entryTitle', { label: labelOf(group), number: index + 1 });
    const rows = useMemo(() => [...parentRows, index], [parentRows, index]);
    const { holder, near, height } = useNearViewport(windowed, index < ENTRIES_PER_STEP);
    return (
      <GroupFrame
        title={title}
        icon={props.icon}
        fullHeader={props.style === 'fullHeader'}
        actions={
          onRemove && (
            <Button size="small" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => onRemove(index)} aria-label={`${title}: ${text('removeEntry')}`}>
              {text('removeEntry')}
            </Button>
          )
        }
      >
        <div ref={holder} data-entry={pathKey(group.scope, parentRows, `${group.name}.${index}`)}>
          {near ? <ControlGrid items={items} rows={rows} /> : <div style={{ height }} />}
        </div>
      </GroupFrame>
    );
  },
  (a, b) =>
    a.group === b.group && a.items === b.items && a.index === b.index && a.onRemove === b.onRemove && a.windowed === b.windowed && a.parentRows.join('.') === b.parentRows.join('.'),
);

const ENTRY_LIST_SX = { display: 'flow-root', '& > * + *': { mt: 1.5 } } as const;

/** Entries rendered at once; more follow in steps of this size, so that 200 entries do not hold up the page. */
const ENTRIES_PER_STEP = 20;

/**
 * How many entries to render: the first ones at once, the rest a step per frame as a transition (React may
 * interrupt it for a keystroke). Entries the user adds show at once.
 */
function useRenderedEntries(count: number): number {
  const [limit, setLimit] = useState(ENTRIES_PER_STEP);
  useEffect(() => {
    if (limit >= count) return;
    const frame = requestAnimationFrame(() => startTransition(() => setLimit((current) => current + ENTRIES_PER_STEP)));
    return () => cancelAnimationFrame(frame);
  }, [limit, count]);
  const [initialCount] = useState(count);
  return count > initialCount ? count : Math.min(count, limit);
}

function RepeatingGroup({ cc, field, rows, items }: TGroupProps & { items: readonly TLayoutItem[] }) {
  const { store } = useRuntime();
  const text = useRuntimeText();
  const [removed, setRemoved] = useState<{ index: number; row: Record<string, unknown> } | null>(null);
  const entries = Array.isArray(field.value) ? field.value : [];
  const rendered = useRenderedEntries(entries.length);
  const path = field.path;
  const [onRemove] = useState(() => (index: number) => {
    const current = store.state.data;
    let list: unknown = current;
    path.rows?.forEach((row, i) => (list = (list as Record<string, unknown[]>)[cc.scope[i]!]?.[row]));
    const row = (list as Record<string, unknown[]> | undefined)?.[cc.name]?.[index];
    store.removeEntry(path, index);
    setRemoved({ index, row: row && typeof row === 'object' ? (row as Record<string, unknown>) : {} });
  });
  const [onAdd] = useState(() => () => store.addEntry(path));
  const removedRef = useRef(removed);
  removedRef.current = removed;
  const [onUndo] = useState(() => () => {
    const last = removedRef.current;
    if (last) store.restoreEntry(path, last.index, last.row);
    setRemoved(null);
  });
  const [onCloseRemoved] = useState(() => () => setRemoved(null));
  return (
    // Block flow, not a grid: when one entry of 200 changes its height (a control it shows or hides), the browser
    // moves the entries below it instead of laying out a 200-item grid again.
    <Box sx={ENTRY_LIST_SX} role="group" aria-label={labelOf(cc)}>
      {entries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {labelOf(cc)}: {text('noEntries')}
        </Typography>
      )}
      {entries.slice(0, rendered).map((_, index) => (
        <GroupEntry key={index} group={cc} items={items} parentRows={rows} index={index} onRemove={field.readOnly ? null : onRemove} windowed={entries.length > ENTRIES_PER_STEP} />
      ))}
      {!field.readOnly && <AddEntryButton label={labelOf(cc)} onAdd={onAdd} />}
      <FieldHelper cc={cc} field={field} />
      <EntryRemovedMessage removed={removed !== null} onUndo={onUndo} onClose={onCloseRemoved} />
    </Box>
  );
}

/** '<label> hinzufügen'; memoised with the message below, as a keystroke in an entry renders the group again. */
const AddEntryButton = memo(function AddEntryButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  const text = useRuntimeText();
  return (
    <Box>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
        {text('addEntry', { label })}
      </Button>
    </Box>
  );
});

/** The message after 'entfernen', with its undo. */
const EntryRemovedMessage = memo(function EntryRemovedMessage({ removed, onUndo, onClose }: { removed: boolean; onUndo: () => void; onClose: () => void }) {
  const text = useRuntimeText();
  return (
    <Snackbar
      open={removed}
      autoHideDuration={5000}
      onClose={onClose}
      message={text('entryRemoved')}
      action={
        <Button color="inherit" size="small" onClick={onUndo}>
          {text('undo')}
        </Button>
      }
    />
  );
});

export function GroupControl(props: TGroupProps) {
  const { store } = useRuntime();
  const { cc, compactChildren } = props;
  const form = store.state.form;
  const items = useMemo(() => compactChildren ?? gridLayout(childControls(form, cc)), [compactChildren, form, cc]);
  if (cc.repeating) return <RepeatingGroup {...props} items={items} />;
  const style = cc.control.properties as { style?: string | null; icon?: string | null };
  return (
    <GroupFrame title={labelOf(cc)} icon={style.icon} fullHeader={style.style === 'fullHeader'}>
      <ControlGrid items={items} rows={props.rows} />
    </GroupFrame>
  );
}
