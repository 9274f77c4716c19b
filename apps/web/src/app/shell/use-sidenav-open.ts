import { useCallback, useEffect, useState } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

/**
 * Open state of the sidenav. On desktop the choice is remembered; on mobile the drawer always
 * starts closed because it covers the page.
 */
export function useSidenavOpen(mobile: boolean): { open: boolean; toggle: () => void; close: () => void } {
  const [desktopOpen, setDesktopOpen] = useState(() => readStored('local', STORAGE_KEYS.sidenavOpen) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    writeStored('local', STORAGE_KEYS.sidenavOpen, String(desktopOpen));
  }, [desktopOpen]);

  const toggle = useCallback(() => (mobile ? setMobileOpen((o) => !o) : setDesktopOpen((o) => !o)), [mobile]);
  const close = useCallback(() => (mobile ? setMobileOpen(false) : setDesktopOpen(false)), [mobile]);
  return { open: mobile ? mobileOpen : desktopOpen, toggle, close };
}
