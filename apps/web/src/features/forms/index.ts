/** What the shell needs of the forms feature (kept small: the shell is in the entry). */
import { lazy } from 'react';
export { forgetSavedFormPages, browserStorage as formPagesStorage } from './viewer/form-pages-store';

/** The form viewer for other features' pages (the services, issue 13): its code loads only when it renders. */
export const LazyFormViewer = lazy(() => import('./viewer/form-viewer').then((m) => ({ default: m.FormViewer })));
