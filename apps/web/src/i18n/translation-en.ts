/** The English texts (own chunk, loaded when the language is chosen): typed as the German reference. */
import enJson from './en.json';
import processesEn from '../features/processes/i18n/en.json';
import offersEn from '../features/offers/i18n/en.json';
import processDetailEn from '../features/process-detail/i18n/en.json';
import activityEn from '../features/activity/i18n/en.json';
import sessionsEn from '../features/sessions/i18n/en.json';
import formsEn from '../features/forms/i18n/en.json';
import devOutboxEn from '../features/dev-outbox/i18n/en.json';
import formsProcessesEn from '../features/forms-processes/i18n/en.json';
import cardsEn from '../features/cards/i18n/en.json';
import auditLogEn from '../features/audit-log/i18n/en.json';
import type { TTranslation } from './resources';

export const translation: TTranslation = { ...enJson, processes: processesEn, offers: offersEn, activity: activityEn, processDetail: processDetailEn, sessions: sessionsEn, forms: formsEn, devOutbox: devOutboxEn, formsProcesses: formsProcessesEn, cards: cardsEn, auditLog: auditLogEn };
