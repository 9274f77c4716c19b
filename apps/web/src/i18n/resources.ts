/**
 * The translation resources: the app-wide files in this folder plus the parts a feature keeps next to its
 * code (`features/<area>/i18n/<lang>.json`, mounted under the feature's key), so features can grow their
 * texts without touching one shared file.
 *
 * German (the reference and fallback) is in the entry; English and Polish are chunks of their own
 * (`translation-<lang>.ts`), loaded when the tab starts in that language or switches to it.
 */
import type { TLanguage } from '@portal/domain';
import de from './de.json';
import es from './es.json';
import cs from './cs.json';
import processesDe from '../features/processes/i18n/de.json';
import offersDe from '../features/offers/i18n/de.json';
import processDetailDe from '../features/process-detail/i18n/de.json';
import activityDe from '../features/activity/i18n/de.json';
import sessionsDe from '../features/sessions/i18n/de.json';
import formsDe from '../features/forms/i18n/de.json';
import devOutboxDe from '../features/dev-outbox/i18n/de.json';
import formsProcessesDe from '../features/forms-processes/i18n/de.json';
import type cardsDe from '../features/cards/i18n/de.json';
import type auditLogDe from '../features/audit-log/i18n/de.json';

export const deTranslation = { ...de, processes: processesDe, offers: offersDe, activity: activityDe, processDetail: processDetailDe, sessions: sessionsDe, forms: formsDe, devOutbox: devOutboxDe, formsProcesses: formsProcessesDe };
/** German is the reference: en and pl are typed as it, so a missing key does not compile. */
export type TTranslation = typeof deTranslation & {
  // German texts of the card view and the audit log load with their chunks (features/*/i18n/german.ts), not the entry.
  cards: typeof cardsDe;
  auditLog: typeof auditLogDe;
};

/** In the entry: German, and the registered languages without translations yet (spec 000 §1), which fall back to German. */
export const resources = {
  de: { translation: deTranslation },
  es: { translation: es },
  cs: { translation: cs },
} as const;

/** The languages whose texts load on demand. */
export const lazyTranslations: Partial<Record<TLanguage, () => Promise<{ translation: TTranslation }>>> = {
  en: () => import('./translation-en'),
  pl: () => import('./translation-pl'),
};
