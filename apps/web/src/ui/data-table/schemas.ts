/** The answer schemas of the table's calls that the entry makes (lazySchemas): zod stays out of the entry. */
import { z } from 'zod';
import { ZDetailColumn } from '@portal/domain';

export const ZTableColumns = z.object({ Columns: z.array(ZDetailColumn), Locked: z.boolean() });
