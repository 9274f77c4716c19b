/** The answer schemas of the outbox calls, loaded with the first call (lazySchemas): zod stays out of the entry. */
export { ZDevOutboxMail, ZDevOutboxPage, ZMailTestResult } from '@portal/domain';
