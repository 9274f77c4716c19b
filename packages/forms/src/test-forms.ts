/** Short builders for the definitions of the tests (product-shaped JSON, parsed like a loaded form). */
import { compileForm, type TCompiledForm } from './compile-form.js';
import { ZFormDefinition } from './definition-schema.js';

type TJson = Record<string, unknown>;

export const control = (type: string, name: string, properties: TJson = {}, extra: TJson = {}): TJson => ({
  id: `id-${name}`,
  type,
  properties: { Kennung: name, ...properties },
  ...extra,
});

export const group = (name: string, controls: TJson[], properties: TJson = {}): TJson => control('group', name, properties, { controls });

export const repeatingGroup = (name: string, controls: TJson[], properties: TJson = {}): TJson => group(name, controls, { repeating: true, ...properties });

/** A one-page form of these controls, compiled. */
export const formOf = (...controls: TJson[]): TCompiledForm => compileForm(ZFormDefinition.parse({ pages: [{ id: 'p1', controls }] }));

export const step = (calculationType: string, operand: string | number): TJson =>
  typeof operand === 'number' ? { calculationType, value: operand } : { calculationType, controlName: operand };

export const when = (action: string, ...triggers: TJson[]): TJson => ({ action, triggers });

export const trigger = (sourceName: string, operator: string, comparativeValue?: unknown, logicalOperator?: string): TJson => ({
  sourceName,
  operator,
  ...(comparativeValue === undefined ? {} : { comparativeValue }),
  ...(logicalOperator ? { logicalOperator } : {}),
});
