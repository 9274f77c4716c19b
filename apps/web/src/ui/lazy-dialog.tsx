import { Backdrop, CircularProgress } from '@mui/material';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export type TLazyDialog<P> = ComponentType<P> & {
  /** Loads the dialog's code ahead, e.g. while the data it will show is being fetched. */
  preload: () => Promise<unknown>;
};

/**
 * A dialog whose code loads when it first opens: the shell's dialogs are not needed for the first paint and
 * stay out of the entry. Once opened it stays mounted, so it closes with its transition and gives the focus
 * back as before. While its chunk loads, a backdrop with a spinner shows. `isOpen` reads the props of dialogs
 * without an `open` prop (the detail dialogs open with an id).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean = (props) => 'open' in props && props.open === true): TLazyDialog<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const opened = useOpenedOnce(open);
    if (!opened) return null;
    return (
      <Suspense fallback={open ? <DialogLoading /> : null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: load });
}

/** Whether `open` has been true at least once. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** The loading state of a dialog: the page dims at once, with a spinner until the dialog is there. */
function DialogLoading() {
  const { t } = useTranslation();
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Backdrop>
  );
}
