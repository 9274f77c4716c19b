/** Settings /einstellungen (spec 000 §2.1, §2.11) and the needs analysis /bedarfsanalyse (§2.3). */
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import type { TShellRoute } from '../router';

export function createSettingsRoutes(shellRoute: TShellRoute) {
  return [
    createRoute({ getParentRoute: () => shellRoute, path: 'einstellungen', component: lazyPage(() => import('../../../features/settings/routes/settings-page'), 'SettingsPage') }),
    createRoute({ getParentRoute: () => shellRoute, path: 'bedarfsanalyse', component: lazyPage(() => import('../../../features/needs-analysis/routes/needs-analysis-page'), 'NeedsAnalysisPage') }),
  ] as const;
}
