/**
 * Services (issue 13, spec 000 §2.1, §6): requests a member starts from /meldung/* — report a claim, enter a
 * third-party contract, inventory transfer, a new application, a new offer, a new prospect. Each is a form product
 * of the licence tied to a service form key; starting one gives (or resumes) the member's own unsent risk of it, the
 * form viewer runs it, and sending it creates a process (Vorgang) in the broker's post box. The claim report also
 * files a claim, which waits for a broker's approval when the licence asks for it. The approval rules live here too.
 * No zod here: the shell (entry) uses these rules; the payloads are in services-api.ts.
 */
import { canApproveClaims, canWrite, SERVICES, type TPermissionContext, type TServiceKey } from './permissions.js';

/**
 * The forms a service can run on. The claim report has two: the plain one (/meldung/schaden) and the comfort variant
 * (/meldung/spartenschaden), which asks the insurance line first. Both need the Schadenmeldung flag.
 */
export const SERVICE_FORM_KEYS = ['claimReport', 'claimReportComfort', 'foreignContract', 'inventoryTransfer', 'newApplication', 'newOffer', 'newProspect'] as const;
export type TServiceFormKey = (typeof SERVICE_FORM_KEYS)[number];

/** The service a form key belongs to (its permission flag is the service's). */
export const serviceOfForm = (key: TServiceFormKey): TServiceKey => (key === 'claimReportComfort' ? 'claimReport' : key);

/** The last path segment under /meldung of each service form (spec 000 §2.1). */
export const SERVICE_ROUTE_SEGMENTS: Readonly<Record<TServiceFormKey, string>> = {
  claimReport: 'schaden',
  claimReportComfort: 'spartenschaden',
  foreignContract: 'fremdvertrag',
  inventoryTransfer: 'bestandsübertragung',
  newApplication: 'neueantragErfassen',
  newOffer: 'neuesAngebot',
  newProspect: 'neuenInteressenten',
};

/**
 * The service form of a /meldung/{segment}: the segment as typed or percent-encoded (bestands%C3%BCbertragung),
 * in either Unicode normal form; null for anything else.
 */
export function serviceFormOfSegment(segment: string): TServiceFormKey | null {
  let plain = segment;
  try {
    plain = decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: compare it as it is.
  }
  const wanted = plain.normalize('NFC');
  for (const key of SERVICE_FORM_KEYS) if (SERVICE_ROUTE_SEGMENTS[key] === wanted) return key;
  return null;
}

/** The flag a service needs (spec 000 §6). */
export const serviceFlag = (key: TServiceKey) => SERVICES.find((s) => s.key === key)!.flag;

/**
 * May the member start (and send) a service? Write access and the service's flag — nothing else: a claim reporter
 * may report claims although the services menu is not shown to the Schadenmelder preset (canSeeServices).
 */
export const canStartService = (c: TPermissionContext, key: TServiceKey): boolean => canWrite(c) && c.permissions[serviceFlag(key)];

/** May the member approve or reject reported claims (spec 000 §6: CanApproveSchadenmeldung; not read-only)? */
export const canDecideClaimApproval = (c: TPermissionContext): boolean => canWrite(c) && canApproveClaims(c);

/** The claim-report path with a contract to prefill (the contract detail links there). */
export const claimReportPathFor = (comfort: boolean, contractId?: string | null): string =>
  `/meldung/${comfort ? 'spartenschaden' : 'schaden'}${contractId ? `?vertrag=${encodeURIComponent(contractId)}` : ''}`;

/** Claim statuses the services write (spec 000 §3: Schadenstatus includes 'Prüfung durch Makler'). */
export const CLAIM_STATUS_REPORTED = 'Prüfung durch Makler';
export const CLAIM_STATUS_APPROVED = 'Offen';
export const CLAIM_STATUS_REJECTED = 'Abgelehnt';
