/**
 * The card view (Karten preset, spec 000 §2.5) and its administration. Everything here is lazy: the shell and the
 * start page import it without loading the cards' code until it shows.
 */
import { lazy } from 'react';

/** The Karten start page (/startseite for preset Karten) and a card group's page (/custom/{id}: pass groupId). */
export const CardStartPage = lazy(() => import('./routes/card-start-page').then((m) => ({ default: m.CardStartPage })));
/** Asked when admin mode ends (spec 000 §4): backs up a modified card view and offers to publish it. */
export const LeaveAdminModeDialog = lazy(() => import('./components/leave-admin-mode-dialog'));
/** Admin menu entries: save view for user (Karten only), card view backups. */
export const SaveViewDialog = lazy(() => import('./components/save-view-dialog'));
export const CardBackupsDialog = lazy(() => import('./components/card-backups-dialog'));
export { CardIcon } from './components/card-icon';
