/**
 * Personal data that a guest never receives (spec: guest login shows a demonstration licence; issue 8): birthdays,
 * private and business e-mail addresses and phone numbers of customers and of address records. One list per kind
 * of record, used by the generic data query (the properties of DATA_CATALOG) and the detail answers alike, so that
 * a list and a detail always mask the same fields. Masked means `null`: the answer keeps its shape, the UI shows
 * its usual empty mark, and nothing of the value (not even its length) leaves the server.
 */
import type { TPermissionContext } from './permissions.js';

export const PERSONAL_FIELDS = {
  Kunde: ['Geburtstag', 'EmailPrivat', 'TelefonPrivat', 'EmailGeschaeftlich', 'TelefonGeschaeftlich', 'Iban', 'Bic'],
  Adresse: ['Geburtstag', 'Email', 'Telefon1', 'Telefon2', 'Mobil', 'Fax'],
} as const satisfies Record<string, readonly string[]>;

export type TPersonalRecordKind = keyof typeof PERSONAL_FIELDS;

/** Guests see a demonstration licence with every personal field masked. */
export const masksPersonalData = (c: Pick<TPermissionContext, 'role'>): boolean => c.role === 'guest';

export function isPersonalField(kind: string, field: string): boolean {
  const fields = (PERSONAL_FIELDS as Record<string, readonly string[]>)[kind];
  return fields?.includes(field) ?? false;
}

/** A copy of the record with its personal fields set to null (fields it does not have stay absent). */
export function maskPersonalFields<T extends object>(kind: TPersonalRecordKind, record: T): T {
  const copy = { ...record } as Record<string, unknown>;
  for (const field of PERSONAL_FIELDS[kind]) if (field in copy) copy[field] = null;
  return copy as T;
}
