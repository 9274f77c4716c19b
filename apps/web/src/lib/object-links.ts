/**
 * Where a linked object opens, as typed router link targets (spec 000 §2.7, §2.10): contracts of a
 * KOMPAKT type at /kompakt/{id}, others at /vertrag/{id}; claims of commercial-customer licences at
 * /gewerbe_schaden/{id}, others at /schaden/{id}; customers at /kunde/{id}/uebersicht.
 * The rules themselves live in @portal/domain (contractPath, claimPath).
 */
import { claimPath, contractPath } from '@portal/domain';

export const contractLink = (id: string, typ: string | null | undefined) =>
  contractPath(id, typ).startsWith('/kompakt/') ? ({ to: '/kompakt/$id', params: { id } } as const) : ({ to: '/vertrag/$id', params: { id } } as const);

export const claimLink = (id: string, licenseKind: string) =>
  claimPath(id, licenseKind).startsWith('/gewerbe_schaden/')
    ? ({ to: '/gewerbe_schaden/$id', params: { id } } as const)
    : ({ to: '/schaden/$id', params: { id } } as const);

export const customerLink = (id: string) => ({ to: '/kunde/$id/$focus', params: { id, focus: 'uebersicht' } }) as const;

export const addressLink = (id: string) => ({ to: '/adresse/$id', params: { id } }) as const;

export const companyLink = (id: string) => ({ to: '/gesellschaft/$id', params: { id } }) as const;

/** An agency's page (spec 000 §2.9 vermittler/{id}/{focus}); focus 'alle' shows its whole feed. */
export const agencyLink = (id: string, focus = 'alle') => ({ to: '/vermittler/$id/$focus', params: { id, focus } }) as const;

/** Where a process opens: its messages (spec 001 §2.1 /vorgang/{id}/{focus}); `id` may be an access token. */
export const processMessagesPath = (id: string): string => `/vorgang/${encodeURIComponent(id)}/nachrichten`;
