/**
 * The German texts of this feature join the app's translation when its code loads (every module of the feature that
 * renders imports this first), so they stay out of the entry. English and Polish are in their language chunks.
 */
import { i18next } from '../../../i18n/i18n';
import de from './de.json';

i18next.addResourceBundle('de', 'translation', { reportCards: de }, true, true);
