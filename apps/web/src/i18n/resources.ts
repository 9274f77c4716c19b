/**
 * The translation resources: the app-wide files in this folder plus the parts a feature keeps next to its
 * code (`features/<area>/i18n/<lang>.json`, mounted under the feature's key), so features can grow their
 * texts without touching one shared file.
 */
import de from './de.json';
import enJson from './en.json';
import plJson from './pl.json';
import es from './es.json';
import cs from './cs.json';
import processesDe from '../features/processes/i18n/de.json';
import processesEn from '../features/processes/i18n/en.json';
import processesPl from '../features/processes/i18n/pl.json';
import offersDe from '../features/offers/i18n/de.json';
import offersEn from '../features/offers/i18n/en.json';
import offersPl from '../features/offers/i18n/pl.json';
import processDetailDe from '../features/process-detail/i18n/de.json';
import processDetailEn from '../features/process-detail/i18n/en.json';
import processDetailPl from '../features/process-detail/i18n/pl.json';
import activityDe from '../features/activity/i18n/de.json';
import activityEn from '../features/activity/i18n/en.json';
import activityPl from '../features/activity/i18n/pl.json';
import sessionsDe from '../features/sessions/i18n/de.json';
import sessionsEn from '../features/sessions/i18n/en.json';
import sessionsPl from '../features/sessions/i18n/pl.json';

export const deTranslation = { ...de, processes: processesDe, offers: offersDe, activity: activityDe, processDetail: processDetailDe, sessions: sessionsDe };
/** German is the reference: en and pl are typed as it, so a missing key does not compile. */
export type TTranslation = typeof deTranslation;

const enTranslation: TTranslation = { ...enJson, processes: processesEn, offers: offersEn, activity: activityEn, processDetail: processDetailEn, sessions: sessionsEn };
const plTranslation: TTranslation = { ...plJson, processes: processesPl, offers: offersPl, activity: activityPl, processDetail: processDetailPl, sessions: sessionsPl };

export const resources = {
  de: { translation: deTranslation },
  en: { translation: enTranslation },
  pl: { translation: plTranslation },
  // Registered but not translated yet (spec 000 §1): every missing key falls back to German.
  es: { translation: es },
  cs: { translation: cs },
} as const;
