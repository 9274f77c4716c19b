/**
 * Deterministic randomness for the seeder.
 *
 * Every generated record is a pure function of (seed, licence, entity kind, index): the faker of a kind is
 * re-seeded from those before each record. So a record can be regenerated anywhere (a document needs
 * its customer's address, a claim its contract's vehicle) without keeping earlier records in memory, and
 * chunks can be generated and inserted one after another with flat memory at any scale.
 * Structural choices (which customer a contract belongs to, its status) use the cheap integer hash below.
 */
import { Faker, base, de, en } from '@faker-js/faker';

/** Entity kinds; the numbers feed the hash and the ids, so never renumber them. */
export const KIND = {
  user: 1,
  intermediary: 2,
  company: 3,
  branch: 4,
  customer: 5,
  note: 6,
  address: 7,
  contract: 8,
  lineData: 9,
  claim: 10,
  process: 11,
  message: 12,
  file: 13,
  processFile: 14,
  offer: 15,
  document: 16,
  tag: 17,
  licence: 18,
  detailDefinition: 19,
  detailSet: 20,
  card: 21,
  formProduct: 22,
  formRisk: 23,
  // Issue 12 (detail views): a number well apart, so that kinds added at the same time do not collide.
  permissionTemplate: 41,
  // Issue 13 (services): the services' form products.
  serviceFormProduct: 61,
  // Issue 13 (report cards): apart from the kinds other parts of issue 13 add.
  pdfTemplate: 131,
  // Issue 13 (contract detail): numbers well apart from the other helpers' kinds.
  securityCertificate: 71,
  settlement: 72,
  premiumFreePeriod: 73,
} as const;
export type TKind = keyof typeof KIND;

/** 32-bit FNV-1a of a string: turns licence ids into numbers. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes integers into one well-distributed 32-bit value (murmur3 finaliser per step). */
export function mix(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    let k = Math.imul(part | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/** A keyed bijection on 48-bit integers (4-round Feistel on two 24-bit halves): distinct in, distinct out. */
function permute48(key: number, value: number): number {
  let left = Math.floor(value / 0x1000000) & 0xffffff;
  let right = value & 0xffffff;
  for (let round = 0; round < 4; round++) {
    const next = left ^ (mix(key, round, right) & 0xffffff);
    left = right;
    right = next;
  }
  return left * 0x1000000 + right;
}

/**
 * A deterministic UUID (version-4 layout) for record `index` of `kind` in a scope (licence or user set).
 * Unique by construction: scope hash, kind and a bijection of the index each own their bits, so ids never
 * collide within a scope and re-running with the same seed gives the same ids.
 */
export function seededUuid(scopeKey: number, kind: TKind, index: number): string {
  const k = KIND[kind];
  const a = mix(scopeKey, 0x51);
  const b = mix(scopeKey, k, index, 0x52);
  const tail = permute48(mix(scopeKey, k), index);
  return (
    `${hex(a, 8)}-${hex(((k & 0xff) << 8) | (a & 0xff), 4)}-4${hex(b & 0xfff, 3)}-` +
    `${hex(0x8000 | ((b >>> 12) & 0x3fff), 4)}-${hex(tail, 12)}`
  );
}

/** Fakers with the German locale (English fallback), one per entity kind so nested generation never interferes. */
export class SeededFaker {
  private readonly fakers = new Map<TKind, Faker>();

  constructor(
    private readonly scopeKey: number,
    private readonly refDate: Date,
  ) {}

  /** The faker of `kind`, re-seeded for record `index`. */
  for(kind: TKind, index: number): Faker {
    let faker = this.fakers.get(kind);
    if (!faker) {
      faker = new Faker({ locale: [de, en, base] });
      // Relative dates (faker.date.recent, …) count from the seed's reference day, not the clock.
      faker.setDefaultRefDate(this.refDate);
      this.fakers.set(kind, faker);
    }
    faker.seed(mix(this.scopeKey, KIND[kind], index));
    return faker;
  }
}

/** Structural randomness: a float in [0, 1) from the scope, a kind, an index and a salt. */
export function hash01(scopeKey: number, kind: TKind, index: number, salt = 0): number {
  return mix(scopeKey, KIND[kind], index, salt) / 0x100000000;
}

/** Picks by weight with a uniform number u in [0, 1). */
export function pickWeighted<T>(entries: readonly (readonly [T, number])[], u: number): T {
  let total = 0;
  for (const [, w] of entries) total += w;
  let x = u * total;
  for (const [value, w] of entries) {
    if (x < w) return value;
    x -= w;
  }
  return entries[entries.length - 1]![0];
}
