/** Which cells of a document row are links to its customer, contract, claim or process, and where they lead. */
import { getPath } from '../../ui/data-table/data-path';
import type { TDataItem } from '../../ui/data-table/data-query-api';

export type TLinkedObjectTarget = { kind: 'Kunde'; id: string } | { kind: 'Vertrag'; id: string; typ: string | null } | { kind: 'Schaden'; id: string } | { kind: 'Vorgang'; id: string };

/** Shown property → the id property of its object. */
export const LINKED_PROPERTIES = {
  'Kunde.Kundenname': 'Kunde',
  'Vertrag.VertragsNr': 'Vertrag',
  'Schaden.NummerMakler': 'Schaden',
  'Vorgang.Headline': 'Vorgang',
} as const;

/** The fields a row needs so that its links work. */
export const LINK_FIELDS = ['Kunde.Id', 'Vertrag.Id', 'Vertrag.Typ', 'Schaden.Id', 'Vorgang.Id'] as const;

const str = (row: TDataItem, path: string): string => {
  const v = getPath(row, path);
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
};

export function linkedObjectOf(property: string, row: TDataItem): { label: string; target: TLinkedObjectTarget } | null {
  const kind = (LINKED_PROPERTIES as Record<string, TLinkedObjectTarget['kind'] | undefined>)[property];
  if (!kind) return null;
  const id = str(row, `${kind}.Id`);
  const label = str(row, property);
  if (!id || !label) return null;
  if (kind === 'Vertrag') return { label, target: { kind, id, typ: str(row, 'Vertrag.Typ') || null } };
  return { label, target: { kind, id } };
}
