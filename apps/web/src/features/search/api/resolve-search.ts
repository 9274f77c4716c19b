import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { TResolveParam } from '../search-targets';

const ZResolved = z.looseObject({ Type: z.string(), Id: z.string() });
export type TResolved = z.infer<typeof ZResolved>;

/** GET /api/v1/Search/Resolve?{param}={value}: the object a search link names; 404 NOT_FOUND when there is none. */
export const resolveSearch = (license: string, param: TResolveParam, value: string, signal?: AbortSignal) =>
  apiRequest(`Search/Resolve?${param}=${encodeURIComponent(value)}`, { scope: 'license', license, schema: ZResolved, signal });
