/** The licence's appearance administration (issue 12 item 7): its admin dialogs, each loading with its texts when opened. */
import { lazy } from 'react';
import { appearanceTexts } from './i18n/texts';

export const LogoDialog = lazy(() => Promise.all([import('./components/logo-dialog'), appearanceTexts.load()]).then(([m]) => ({ default: m.LogoDialog })));
export const AppearanceDialog = lazy(() => Promise.all([import('./components/appearance-dialog'), appearanceTexts.load()]).then(([m]) => ({ default: m.AppearanceDialog })));
