/** What every generator of one licence needs: its settings, volumes, randomness, places and users. */
import { addDays } from './dates.js';
import type { DemoLicense } from './licenses.js';
import type { PostcodeIndex } from './postcodes.js';
import { hash01, hashString, mix, SeededFaker, seededUuid, type TKind } from './random.js';

export type Volumes = {
  intermediaries: number;
  companies: number;
  customers: number;
  notes: number;
  addresses: number;
  contracts: number;
  claims: number;
  processes: number;
  documents: number;
};

export type SeedUser = { id: string; name: string };

/** Users of the licence that generated records refer to (authors, reporters). */
export type LicenseUsers = {
  /** Broker-side people writing messages and notes. */
  staff: readonly SeedUser[];
  /** The claim reporter, whose reports carry reporter_user_id. */
  claimReporter?: SeedUser;
  /** The end customer's login (customer 0). */
  customer?: SeedUser;
};

export type LicenseContext = {
  license: DemoLicense;
  /** Hash of seed and licence: every id and random choice of the licence derives from it. */
  scope: number;
  /** The day everything is relative to (UTC midnight). */
  refDate: Date;
  volumes: Volumes;
  fakers: SeededFaker;
  places: PostcodeIndex;
  users: LicenseUsers;
  /** Deterministic id of record `index` of `kind`. */
  id(kind: TKind, index: number): string;
  /** Structural random number in [0, 1) for record `index` of `kind`. */
  u(kind: TKind, index: number, salt?: number): number;
  /** Structural random integer in [0, n). */
  int(kind: TKind, index: number, n: number, salt?: number): number;
  /** A timestamp `daysAgo` days before the reference day, at a time of day given by u in [0, 1). */
  past(daysAgo: number, u: number): Date;
};

export function volumesFor(license: DemoLicense, scale: number): Volumes {
  const customers = license.profile.customers * scale;
  const contracts = Math.round(customers * 3.2);
  return {
    intermediaries: 15 * scale,
    companies: 25 * scale,
    customers,
    notes: Math.round(customers * 0.35),
    addresses: 150 * scale,
    contracts,
    claims: Math.round(contracts / 3),
    processes: 150 * scale,
    documents: 400 * scale,
  };
}

export function createLicenseContext(args: {
  license: DemoLicense;
  seed: number;
  scale: number;
  refDate: Date;
  places: PostcodeIndex;
  users: LicenseUsers;
}): LicenseContext {
  const scope = mix(args.seed, hashString(args.license.id));
  const refDate = args.refDate;
  return {
    license: args.license,
    scope,
    refDate,
    volumes: volumesFor(args.license, args.scale),
    fakers: new SeededFaker(scope, refDate),
    places: args.places,
    users: args.users,
    id: (kind, index) => seededUuid(scope, kind, index),
    u: (kind, index, salt = 0) => hash01(scope, kind, index, salt),
    int: (kind, index, n, salt = 0) => Math.floor(hash01(scope, kind, index, salt) * n),
    // Office hours 07:00–19:00 look natural; the day itself is always in the past (before the reference day).
    past: (daysAgo, u) => new Date(addDays(refDate, -Math.max(1, daysAgo)).getTime() + (7 + u * 12) * 3_600_000),
  };
}
