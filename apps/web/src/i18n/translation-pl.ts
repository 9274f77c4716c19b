/** The Polish texts (own chunk, loaded when the language is chosen): typed as the German reference. */
import plJson from './pl.json';
import processesPl from '../features/processes/i18n/pl.json';
import offersPl from '../features/offers/i18n/pl.json';
import processDetailPl from '../features/process-detail/i18n/pl.json';
import activityPl from '../features/activity/i18n/pl.json';
import sessionsPl from '../features/sessions/i18n/pl.json';
import formsPl from '../features/forms/i18n/pl.json';
import devOutboxPl from '../features/dev-outbox/i18n/pl.json';
import formsProcessesPl from '../features/forms-processes/i18n/pl.json';
import cardsPl from '../features/cards/i18n/pl.json';
import auditLogPl from '../features/audit-log/i18n/pl.json';
import type { TTranslation } from './resources';

export const translation: TTranslation = { ...plJson, processes: processesPl, offers: offersPl, activity: activityPl, processDetail: processDetailPl, sessions: sessionsPl, forms: formsPl, devOutbox: devOutboxPl, formsProcesses: formsProcessesPl, cards: cardsPl, auditLog: auditLogPl };
