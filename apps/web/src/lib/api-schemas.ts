/**
 * Lenient building blocks for answer schemas of the detail endpoints (docs/api-lists.md): optional
 * fields may be missing or null, money may come as number or numeric string. A detail that lacks an
 * optional field still renders ('---'); only a broken contract (no Id) is an error.
 */
import { z } from 'zod';

export const zText = z.string().nullish();
export const zNumber = z.union([z.number(), z.string()]).nullish();
export const zFlag = z.boolean().nullish();
