import type { z } from 'zod';
import { ApiError } from './api-client';
import { apiErrorOf } from './api-error-of';

/** A multipart POST (apiRequest sends JSON only): problem+json becomes an ApiError, the answer is checked by its schema. */
export async function postMultipart<T>(url: string, form: FormData, schema: z.ZodType<T>): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' }, body: form });
  } catch {
    throw new ApiError({ code: 'NETWORK', status: 0 });
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // no body
  }
  if (!res.ok) throw apiErrorOf(res.status, json);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError({ code: 'INTERNAL', status: res.status, message: parsed.error.message });
  return parsed.data;
}
