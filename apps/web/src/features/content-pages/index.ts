/**
 * Content pages (/content/{id}, issue 14 item 7): the page behind the route (lazy, in app/router/routes/content-routes)
 * and the administration of the licence's pages in the admin menu.
 */
import { lazy } from 'react';

/** Admin menu entry: the licence's content pages. */
export const ContentPagesDialog = lazy(() => import('./components/content-pages-dialog'));
/** The member's content pages as links (help dialog); its code and texts load with the dialog. */
export const ContentPageLinks = lazy(() => import('./components/content-page-links'));
