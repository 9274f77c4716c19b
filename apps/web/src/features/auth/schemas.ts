/**
 * The zod parts of the login (answer schema, the form's validation), loaded with the first call or the first
 * check of the form (lazySchemas): zod stays out of the entry, which holds the login page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginRequest } from '@portal/domain';

export { ZLoginResponse } from '@portal/domain';

/** The login form is checked with the same schema as the server (ZLoginRequest). */
export const loginResolver = zodResolver(ZLoginRequest);
