/** Sealing certificates: made with umlauts in the licence's name, read back, refused when unusable; secrets at rest. */
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../secret-box.js';
import { createSelfSignedPkcs12, Pkcs12Error, readPkcs12 } from './pkcs12.js';

describe('PKCS#12', () => {
  it('makes a self-signed certificate whose names keep umlauts, and reads it back', () => {
    const made = createSelfSignedPkcs12('Müller & Söhne – Makler GmbH');
    const read = readPkcs12(made.p12, made.passphrase);
    expect(read.subject).toBe('C=DE, O=Müller & Söhne – Makler GmbH, CN=Müller & Söhne – Makler GmbH – Maklerportal Siegel');
    expect(read).toMatchObject({ certificateSha256: made.info.certificateSha256, issuer: made.info.subject, serialNumber: made.info.serialNumber });
    expect(read.selfSigned).toBe(true);
  });

  it('refuses a wrong passphrase, another file and a certificate not valid now', () => {
    const made = createSelfSignedPkcs12('A');
    expect(() => readPkcs12(made.p12, 'wrong')).toThrow(Pkcs12Error);
    expect(() => readPkcs12(Buffer.from('not der'), '')).toThrow(Pkcs12Error);
    expect(() => readPkcs12(made.p12, made.passphrase, new Date(Date.now() + 11 * 365 * 86_400_000))).toThrow(/not valid now/);
  });
});

describe('secrets at rest', () => {
  const config = { SIGNING_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/unused', NODE_ENV: 'production' as const };
  it('round-trips, and refuses a changed ciphertext or another secret', () => {
    const sealed = sealSecret(config, Buffer.from('geheim'));
    expect(sealed).toMatch(/^v1\./);
    expect(openSecret(config, sealed).toString()).toBe('geheim');
    const parts = sealed.split('.');
    const flipped = [...parts.slice(0, 3), `${parts[3]!.slice(0, -2)}AA`].join('.');
    expect(() => openSecret(config, flipped)).toThrow();
    expect(() => openSecret({ ...config, SIGNING_SECRET: 'y'.repeat(40) }, sealed)).toThrow();
  });
});
