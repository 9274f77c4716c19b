export {
  appearancesQueryOptions,
  licencesQueryOptions,
  logActivity,
  putLanguage,
  useUpdateLanguageMutation,
  userInitQueryOptions,
  type TActivityAction,
} from './api';
export { sessionStore, useActiveSession, useSessionState, type TActiveSession } from './session-store';
export { permissionContextOf } from './permission-context';
