/** The answer schemas of this feature's calls, loaded with the first call (lazySchemas): zod stays out of the entry. */
import { z } from 'zod';
import { ZActiveSession, ZMemberSessions } from '@portal/domain';

export { ZEndedSessions, ZLoginResponse } from '@portal/domain';
export const ZActiveSessions = z.array(ZActiveSession);
export const ZMemberSessionsList = z.array(ZMemberSessions);
