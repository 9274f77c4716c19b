/** The answer of an operation that answers 204 without a body: declared so that the OpenAPI document says so. */
import { z } from 'zod';

export const NO_CONTENT = z.null().describe('Done; the answer has no body.');
