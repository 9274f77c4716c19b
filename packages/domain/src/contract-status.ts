/** Contract statuses and their groups (spec 000 §4). Filters work on ComputedStatus. */
export const CONTRACT_STATUSES = ['Angebot', 'Anfrage', 'Police', 'Police extern', 'Fremdteil', 'Eigen'] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Active policies (EIGEN, FREMD, FREMDTEIL in the back office). */
export const ACTIVE_POLICY_STATUSES: readonly TContractStatus[] = ['Police', 'Police extern', 'Fremdteil', 'Eigen'];
/** Offers and inquiries. */
export const OFFER_STATUSES: readonly TContractStatus[] = ['Angebot', 'Anfrage'];

/** Contract types with their own cover data (spec 001 §2.8); others are plain branch codes. */
export const KOMPAKT_TYPES = ['KOMPAKTKRAFT', 'KOMPAKTHAFT', 'KOMPAKTSACH', 'KOMPAKTHAGEL', 'KOMPAKTRSV'] as const;
export const CONTRACT_TYPES_WITH_COVER = [...KOMPAKT_TYPES, 'EUROMOBIL'] as const;

/**
 * The status filter of the contracts list: value Angebot selects Angebot and Anfrage,
 * AktiveAbsicherungen selects Police, Police extern and Fremdteil, Police includes Eigen.
 */
export function statusesForFilter(value: string): TContractStatus[] {
  switch (value) {
    case 'Angebot':
      return ['Angebot', 'Anfrage'];
    case 'AktiveAbsicherungen':
      return ['Police', 'Police extern', 'Fremdteil'];
    case 'Police':
      return ['Police', 'Eigen'];
    default:
      return (CONTRACT_STATUSES as readonly string[]).includes(value) ? [value as TContractStatus] : [];
  }
}

export const isActivePolicy = (s: string): boolean => (ACTIVE_POLICY_STATUSES as readonly string[]).includes(s);
