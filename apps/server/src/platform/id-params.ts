/** The path parameter of the routes that address one object by its UUID, described for the OpenAPI document. */
import { z } from 'zod';

export const idParams = (what: string) => z.object({ id: z.uuid().describe(`The id (UUID) of the ${what}.`) });
