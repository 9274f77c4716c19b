/**
 * Detail-view administration, profile settings and the info widget (issue 12 items 8, 9). Everything here loads on
 * demand: the dialogs with their first opening (admin menu, `?admin=`), the widget with the start page's first
 * render, so that the admin menu's static import of this file adds nothing but these wrappers to the entry.
 */
import { createElement, lazy, Suspense } from 'react';

export const DetailViewsDialog = lazy(() => import('./components/detail-views-dialog'));
export const ProfilesDialog = lazy(() => import('./components/profiles-dialog'));

const LazyInfoWidget = lazy(() => import('./components/info-widget'));
/** The info widget of the start page (renders nothing while it loads, or when the member's profile hides it). */
export function InfoWidget() {
  return createElement(Suspense, { fallback: null }, createElement(LazyInfoWidget));
}
