/** The answer schemas of this feature's calls, loaded with the first call (lazySchemas): zod stays out of the entry. */
import { z } from 'zod';

export { ZProcessFeed, ZSuccess } from '@portal/domain';

/** GET Process/FeedSummary answers this shape (docs/api-platform.md); no shared schema exists for it. */
export const ZFeedSummary = z.object({ Feed: z.number().int(), OpenTasks: z.number().int() });
