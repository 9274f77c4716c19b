/**
 * What the engine cannot be asked to judge, checked before it runs: the size of the submitted data and its shape
 * against the form (answers only under the names of its controls; a repeating group a list of records; at most
 * MAX_GROUP_ROWS entries). Both refuse the save naming the control at fault. Wrong values (a text too long, a
 * number that is none) are the engine's validation issues instead: a draft is saved with them.
 */
import { MAX_GROUP_ROWS, type TCompiledForm } from '@portal/forms';
import type { TFieldError } from '@portal/domain';
import { AppError, validationError } from '../../platform/errors.js';

/**
 * The stored data of one risk at most: a multi-page claim report with 1,000 witnesses stays far below, while the
 * request body limit (1 MB) is not reached by one risk's data alone.
 */
export const FORM_DATA_MAX_BYTES = 512 * 1024;

const byteSize = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** 413 naming the largest answers when the data is over the limit. */
export function assertFormDataSize(data: Record<string, unknown>): void {
  const total = byteSize(data);
  if (total <= FORM_DATA_MAX_BYTES) return;
  const largest = Object.entries(data)
    .map(([name, value]) => ({ name, size: byteSize(value) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 3);
  throw new AppError(
    'PAYLOAD_TOO_LARGE',
    413,
    `The form data is ${total} bytes; at most ${FORM_DATA_MAX_BYTES} are stored`,
    largest.map(({ name, size }) => ({ path: `Data.${name}`, message: `${size} bytes` })),
  );
}

/** The records under `scope` (a repeating group, or the top level with scope null) and what is wrong with them. */
function shapeErrors(form: TCompiledForm, record: Record<string, unknown>, scope: string | null, path: string, errors: TFieldError[]): void {
  for (const [name, value] of Object.entries(record)) {
    const at = `${path}.${name}`;
    const control = form.controls.get(name);
    const here = control?.scope.at(-1) ?? null;
    if (!control || !control.holdsValue || here !== scope) {
      errors.push({ path: at, message: scope ? `No control of this name in the group ${scope}` : 'No control of this name in the form' });
      continue;
    }
    if (!control.repeating || value === null || value === undefined) continue;
    if (!Array.isArray(value)) {
      errors.push({ path: at, message: 'A repeating group holds a list of entries' });
      continue;
    }
    if (value.length > MAX_GROUP_ROWS) {
      errors.push({ path: at, message: `At most ${MAX_GROUP_ROWS} entries` });
      continue;
    }
    value.forEach((row, index) => {
      if (isRecord(row)) shapeErrors(form, row, name, `${at}.${index}`, errors);
      else errors.push({ path: `${at}.${index}`, message: 'An entry is an object of answers' });
    });
  }
}

/** 400 naming every answer that belongs to no control of the form, or a group that is not a list of records. */
export function assertFormDataShape(form: TCompiledForm, data: Record<string, unknown>): void {
  const errors: TFieldError[] = [];
  shapeErrors(form, data, null, 'Data', errors);
  if (errors.length) throw validationError(errors.slice(0, 50), 'The form data does not fit the form');
}
