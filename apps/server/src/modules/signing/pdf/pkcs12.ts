/**
 * PKCS#12 containers of signing certificates (node-forge): a self-signed one for a licence without its own, and
 * reading an uploaded one (key and certificate must match and the certificate must be valid now).
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export type TCertificateInfo = {
  certificatePem: string;
  /** SHA-256 (hex) of the certificate's DER. */
  certificateSha256: string;
  subject: string;
  issuer: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  selfSigned: boolean;
};

export class Pkcs12Error extends Error {}

function decoded(a: forge.pki.CertificateField): string {
  // forge hands UTF8String values over as their bytes; ASCII (PrintableString) reads the same either way.
  const raw = String(a.value);
  try {
    return forge.util.decodeUtf8(raw);
  } catch {
    return raw;
  }
}

const nameText = (attrs: forge.pki.CertificateField[]): string =>
  attrs
    .map((a) => `${a.shortName ?? a.name ?? a.type}=${decoded(a)}`)
    .reverse()
    .join(', ');

export function certificateInfo(cert: forge.pki.Certificate): TCertificateInfo {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    certificatePem: forge.pki.certificateToPem(cert),
    certificateSha256: createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex'),
    subject: nameText(cert.subject.attributes),
    issuer: nameText(cert.issuer.attributes),
    serialNumber: cert.serialNumber,
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
    selfSigned: cert.isIssuer(cert),
  };
}

/** The SHA-256 (hex) of a certificate's DER, as `certificateInfo` computes it. */
export function certificateSha256(cert: forge.pki.Certificate): string {
  return createHash('sha256').update(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary')).digest('hex');
}

/** A self-signed certificate for sealing a licence's documents (RSA 2048, SHA-256, 10 years), as PKCS#12. */
export function createSelfSignedPkcs12(licenseName: string, now = new Date()): { p12: Buffer; passphrase: string; info: TCertificateInfo } {
  // The key pair from Node's own crypto (fast), handed to forge for the certificate and the container.
  const { privateKey: privatePem } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const privateKey = forge.pki.privateKeyFromPem(privatePem) as forge.pki.rsa.PrivateKey;
  const publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // A positive serial of 16 random bytes.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 86_400_000);
  // Names as UTF8String (forge encodes those itself): as a PrintableString an umlaut would break the DER.
  const utf8 = (value: string) => ({ value, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class });
  const name = [
    { name: 'commonName', ...utf8(`${licenseName.slice(0, 40)} – Maklerportal Siegel`) },
    { name: 'organizationName', ...utf8(licenseName.slice(0, 64) || 'Maklerportal') },
    { name: 'countryName', value: 'DE' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  const passphrase = randomBytes(24).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], passphrase, { algorithm: 'aes256', friendlyName: 'portal-seal' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase, info: certificateInfo(cert) };
}

/** Opens an uploaded PKCS#12: throws Pkcs12Error with the reason when it cannot seal (wrong passphrase, no key, …). */
export function readPkcs12(p12: Buffer, passphrase: string, now = new Date()): TCertificateInfo {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  } catch {
    throw new Pkcs12Error('Not a PKCS#12 file, or the passphrase is wrong');
  }
  // The sealing (@signpdf/signer-p12) reads the key from a shrouded (encrypted) key bag, as every usual tool writes it.
  const keyBagType = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const certBagType = forge.pki.oids.certBag as string;
  const keyBags = parsed.getBags({ bagType: keyBagType })[keyBagType] ?? [];
  const certs = (parsed.getBags({ bagType: certBagType })[certBagType] ?? []).map((b) => b.cert).filter((c): c is forge.pki.Certificate => Boolean(c));
  const key = keyBags.map((b) => b.key).find(Boolean) as forge.pki.rsa.PrivateKey | undefined;
  if (!key?.n) throw new Pkcs12Error('The file holds no encrypted RSA private key');
  const cert = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.equals(key.n) && pub.e?.equals(key.e);
  });
  if (!cert) throw new Pkcs12Error('The file holds no certificate for its private key');
  if (cert.validity.notAfter < now || cert.validity.notBefore > now) throw new Pkcs12Error('The certificate is not valid now');
  return certificateInfo(cert);
}
