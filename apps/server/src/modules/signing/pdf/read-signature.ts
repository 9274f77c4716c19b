/**
 * Reads and checks the last PDF signature of a file (the portal seals once, at the end): its /ByteRange and the
 * CMS (PKCS#7) detached signature in /Contents, verified with node-forge — the messageDigest attribute must be the
 * SHA-256 of the ByteRange's bytes, and the signature over the signed attributes must check with the certificate.
 * Which certificate it is, and whether the file is one the portal sealed, the caller decides (verify-service).
 */
import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { certificateInfo, type TCertificateInfo } from './pkcs12.js';

export type TPdfSignatureCheck =
  | { kind: 'unsigned' }
  | { kind: 'broken'; reason: string }
  | {
      kind: 'signature';
      /** The signature over the signed attributes checks with the embedded certificate. */
      signatureValid: boolean;
      /** The messageDigest attribute equals the SHA-256 of the bytes the ByteRange covers. */
      digestMatches: boolean;
      /** The ByteRange starts at 0 and ends at the end of the file (nothing appended after signing). */
      coversWholeFile: boolean;
      certificate: TCertificateInfo;
      signingTime: Date | null;
    };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

export function readPdfSignature(pdf: Buffer): TPdfSignatureCheck {
  // latin1 keeps one character per byte, so that string offsets are byte offsets.
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(BYTE_RANGE)];
  const last = ranges.at(-1);
  if (!last) return { kind: 'unsigned' };
  const [a, b, c, d] = last.slice(1, 5).map(Number) as [number, number, number, number];
  if (a !== 0 || b <= 0 || c <= b || d < 0 || c + d > pdf.length) return { kind: 'broken', reason: 'The ByteRange does not fit the file' };
  // The gap between the two ranges is exactly the /Contents value: <hex>.
  const gap = text.slice(b, c);
  const hex = /^<([0-9A-Fa-f]+)>$/.exec(gap)?.[1];
  if (!hex) return { kind: 'broken', reason: 'No signature value where the ByteRange leaves its gap' };
  const signedBytes = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  let p7: forge.pkcs7.PkcsSignedData & { rawCapture?: { authenticatedAttributes?: forge.asn1.Asn1[]; signature?: string } };
  try {
    const der = Buffer.from(hex.replace(/(00)+$/, ''), 'hex');
    // The value is zero-padded to the placeholder's size: read the first DER object, ignore what follows.
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')), { parseAllBytes: false, strict: false } as unknown as boolean);
    p7 = forge.pkcs7.messageFromAsn1(asn1) as typeof p7;
  } catch {
    return { kind: 'broken', reason: 'The signature value is not a CMS (PKCS#7) message' };
  }
  const attrs = p7.rawCapture?.authenticatedAttributes;
  const signature = p7.rawCapture?.signature;
  const certificates = (p7 as unknown as { certificates?: forge.pki.Certificate[] }).certificates ?? [];
  if (!attrs || !signature || certificates.length === 0) return { kind: 'broken', reason: 'The CMS message lacks signed attributes, signature or certificate' };

  let messageDigest: string | null = null;
  let signingTime: Date | null = null;
  for (const attr of attrs) {
    const parts = attr.value as forge.asn1.Asn1[];
    const oid = forge.asn1.derToOid(parts[0]!.value as string);
    const first = (parts[1]!.value as forge.asn1.Asn1[])[0];
    if (oid === forge.pki.oids.messageDigest && first) messageDigest = first.value as string;
    if (oid === forge.pki.oids.signingTime && first) signingTime = first.type === forge.asn1.Type.UTCTIME ? forge.asn1.utcTimeToDate(first.value as string) : forge.asn1.generalizedTimeToDate(first.value as string);
  }
  const digest = createHash('sha256').update(signedBytes).digest('binary');
  // The signature is over the DER of the signed attributes as a SET (RFC 5652 §5.4).
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs);
  const md = forge.md.sha256.create();
  md.update(forge.asn1.toDer(set).getBytes());
  // The signer's certificate: the one whose key verifies the signature (the bag may hold a chain).
  let signer: forge.pki.Certificate | undefined;
  for (const cert of certificates) {
    try {
      if ((cert.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().bytes(), signature)) {
        signer = cert;
        break;
      }
    } catch {
      // Not this certificate's key.
    }
  }
  return {
    kind: 'signature',
    signatureValid: signer !== undefined,
    digestMatches: messageDigest !== null && messageDigest === digest,
    coversWholeFile: c + d === pdf.length,
    certificate: certificateInfo(signer ?? certificates[0]!),
    signingTime,
  };
}
