/** Settings /einstellungen (spec 000 §2.1, §2.11). */
import { createRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../features/settings';
import type { TShellRoute } from '../router';

export function createSettingsRoutes(shellRoute: TShellRoute) {
  return [createRoute({ getParentRoute: () => shellRoute, path: 'einstellungen', component: SettingsPage })] as const;
}
