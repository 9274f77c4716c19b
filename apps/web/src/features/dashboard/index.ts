/**
 * The dashboards (issue 12): the start-page sections of the presets Vermittler, Gewerbe and Privat, the dashboard
 * settings card and the end-user appearance admin dialog. Only lazy wrappers here, so that importing this index
 * pulls neither dnd-kit nor the texts into the importer's chunk.
 */
import { lazy } from 'react';

export const DashboardSection = lazy(() => import('./routes/dashboard-section').then((m) => ({ default: m.DashboardSection })));
export const PrivatSection = lazy(() => import('./routes/privat-section').then((m) => ({ default: m.PrivatSection })));
export const DashboardSettingsCard = lazy(() => import('./components/dashboard-settings-card').then((m) => ({ default: m.DashboardSettingsCard })));
export const EndUserAppearanceDialog = lazy(() => import('./components/end-user-appearance-dialog').then((m) => ({ default: m.EndUserAppearanceDialog })));
