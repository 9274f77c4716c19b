import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useId, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionalTooltip } from '../../../ui/conditional-tooltip';
import { useInAppHistory } from '../../history/in-app-history';
import type { THistoryEntry } from '../../history/history-state';
import { useHistoryEntryLabel } from './use-history-entry-label';

/** Spec 000 §2.2: a long press (≥ 500 ms) shows the history instead of going one step. */
export const LONG_PRESS_MS = 500;

type Props = { direction: 'back' | 'forward' };

/**
 * Back or forward one page; a long press, a right-click or the context-menu key (Shift+F10) opens
 * the list of pages in that direction to jump to.
 */
export function HistoryNavButton({ direction }: Props) {
  const { t } = useTranslation();
  const history = useInAppHistory();
  const entryLabel = useHistoryEntryLabel();
  const entries = direction === 'back' ? history.back : history.forward;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<number | null>(null);
  // A long press must not also count as a click when the pointer is released.
  const longPressed = useRef(false);
  const menuId = useId();
  const label = t(direction === 'back' ? 'shell.history.back' : 'shell.history.forward');
  const nearest = entries[0];

  const cancelPress = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    longPressed.current = false;
    const target = e.currentTarget;
    timer.current = window.setTimeout(() => {
      longPressed.current = true;
      setAnchor(target);
    }, LONG_PRESS_MS);
  };
  const onClick = () => {
    if (longPressed.current) {
      longPressed.current = false;
      return;
    }
    if (nearest) history.goTo(nearest);
  };
  const onContextMenu = (e: MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    cancelPress();
    setAnchor(e.currentTarget);
  };
  const jump = (entry: THistoryEntry) => {
    setAnchor(null);
    history.goTo(entry);
  };

  return (
    <>
      <ConditionalTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          disabled={!nearest}
          onClick={onClick}
          onPointerDown={onPointerDown}
          onPointerUp={cancelPress}
          onPointerLeave={cancelPress}
          onPointerCancel={cancelPress}
          onContextMenu={onContextMenu}
          data-testid={`nav-${direction}`}
        >
          {direction === 'back' ? <ArrowBackIcon /> : <ArrowForwardIcon />}
        </IconButton>
      </ConditionalTooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null && entries.length > 0}
        onClose={() => setAnchor(null)}
        // Inside the header landmark rather than at the end of <body>.
        disablePortal
        slotProps={{ list: { 'aria-label': t('shell.history.menuLabel'), dense: true } }}
        data-testid={`nav-${direction}-history`}
      >
        {entries.map((entry) => (
          <MenuItem key={entry.index} onClick={() => jump(entry)}>
            {entryLabel(entry)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
