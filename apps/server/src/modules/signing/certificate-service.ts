/**
 * A licence's sealing certificate (GET/PUT /License/SigningCertificate): an uploaded PKCS#12, or a self-signed one
 * the portal creates on first use. The container and its passphrase are kept encrypted (secret-box.ts); licence
 * admins see only the certificate's public facts.
 */
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import { isLicenseAdmin, type TSigningCertificate } from '@portal/domain';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { licenses, licenseSigningCertificates } from '../../platform/db/schema.js';
import { forbidden, validationError } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { createSelfSignedPkcs12, Pkcs12Error, readPkcs12, type TCertificateInfo } from './pdf/pkcs12.js';
import { openSecret, sealSecret } from './secret-box.js';

type TCertConfig = Pick<Config, 'SIGNING_SECRET' | 'DATA_DIR' | 'NODE_ENV'>;
type TCertificateRow = typeof licenseSigningCertificates.$inferSelect;

export type TLicenseSealer = { p12: Buffer; passphrase: string; row: TCertificateRow };

const toApi = (row: TCertificateRow, serial: string): TSigningCertificate => ({
  Subject: row.subject,
  Issuer: row.issuer,
  SerialNumber: serial,
  Sha256: row.certificateSha256,
  NotBefore: row.notBefore.toISOString(),
  NotAfter: row.notAfter.toISOString(),
  SelfSigned: row.selfSigned,
});

function rowValues(config: TCertConfig, licenseId: string, p12: Buffer, passphrase: string, info: TCertificateInfo) {
  return {
    licenseId,
    p12Encrypted: sealSecret(config, p12),
    passphraseEncrypted: sealSecret(config, Buffer.from(passphrase, 'utf8')),
    certificatePem: info.certificatePem,
    certificateSha256: info.certificateSha256,
    subject: info.subject,
    issuer: info.issuer,
    notBefore: info.notBefore,
    notAfter: info.notAfter,
    selfSigned: info.selfSigned,
    updatedAt: new Date(),
  };
}

/** The licence's certificate row; a self-signed one is created (once, also when two ask at the same time) when it has none. */
async function certificateRow(db: Db, config: TCertConfig, licenseId: string): Promise<TCertificateRow> {
  const [existing] = await db.select().from(licenseSigningCertificates).where(eq(licenseSigningCertificates.licenseId, licenseId)).limit(1);
  if (existing) return existing;
  const [license] = await db.select({ name: licenses.name }).from(licenses).where(eq(licenses.id, licenseId)).limit(1);
  const made = createSelfSignedPkcs12(license?.name ?? licenseId);
  await db.insert(licenseSigningCertificates).values(rowValues(config, licenseId, made.p12, made.passphrase, made.info)).onConflictDoNothing();
  const [row] = await db.select().from(licenseSigningCertificates).where(eq(licenseSigningCertificates.licenseId, licenseId)).limit(1);
  return row!;
}

/** What sealing needs: the decrypted PKCS#12 and passphrase of the licence's certificate. */
export async function licenseSealer(db: Db, config: TCertConfig, licenseId: string): Promise<TLicenseSealer> {
  const row = await certificateRow(db, config, licenseId);
  return { p12: openSecret(config, row.p12Encrypted), passphrase: openSecret(config, row.passphraseEncrypted).toString('utf8'), row };
}

/** The serial is not stored on its own: read from the public certificate. */
function serialOf(pem: string): string {
  try {
    return forge.pki.certificateFromPem(pem).serialNumber;
  } catch {
    return '';
  }
}

export function assertCertificateAdmin(ctx: TLicenseContext): void {
  if (!isLicenseAdmin(ctx.permission)) throw forbidden('Only licence admins manage the signing certificate');
}

export async function getSigningCertificate({ db, config, ctx }: { db: Db; config: TCertConfig; ctx: TLicenseContext }): Promise<TSigningCertificate> {
  assertCertificateAdmin(ctx);
  const row = await certificateRow(db, config, ctx.licenseId);
  return toApi(row, serialOf(row.certificatePem));
}

/** Replaces the licence's certificate with an uploaded PKCS#12, checked by opening it: 400 naming file or Passphrase. */
export async function putSigningCertificate({ db, config, ctx, p12, passphrase }: { db: Db; config: TCertConfig; ctx: TLicenseContext; p12: Buffer; passphrase: string }): Promise<TSigningCertificate> {
  assertCertificateAdmin(ctx);
  let info: TCertificateInfo;
  try {
    info = readPkcs12(p12, passphrase);
  } catch (err) {
    if (err instanceof Pkcs12Error) throw validationError([{ path: /passphrase/i.test(err.message) ? 'Passphrase' : 'file', message: err.message }], 'The certificate cannot be used');
    throw err;
  }
  const values = rowValues(config, ctx.licenseId, p12, passphrase, info);
  await db.insert(licenseSigningCertificates).values(values).onConflictDoUpdate({ target: licenseSigningCertificates.licenseId, set: values });
  const row = await certificateRow(db, config, ctx.licenseId);
  return toApi(row, info.serialNumber);
}
