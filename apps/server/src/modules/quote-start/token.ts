/**
 * The hand-over token of a quote (issue 14 item 6): a short-lived JWT signed with the product's own secret (HS256,
 * via jose), so that the calculation product — and only it — can check it came from this portal for this product,
 * is fresh, and was not altered. It carries what the product needs to start the offer; it is signed, not
 * encrypted, so it holds no more than the product is meant to see. jti is a random nonce a product keeps to
 * refuse a second use of the same token.
 */
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { QUOTE_TOKEN_TTL_SECONDS, type TQuoteTokenClaims } from '@portal/domain';

/** The issuer every hand-over token names. */
export const QUOTE_TOKEN_ISSUER = 'broker-portal';

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signQuoteToken(input: { secret: string; productId: string; ccProductId: string; userId: string; jti: string; claims: TQuoteTokenClaims; now?: Date }): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const expiresAt = issuedAt + QUOTE_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ ...input.claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: input.productId })
    .setIssuer(QUOTE_TOKEN_ISSUER)
    .setAudience(input.ccProductId)
    .setSubject(input.userId)
    .setJti(input.jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key(input.secret));
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** Which product (licence and id) a token claims to be for — unverified, only to find the secret to verify with. */
export function quoteTokenProduct(token: string): { licenseId: string; productId: string } | null {
  try {
    const header = decodeProtectedHeader(token);
    const payload = decodeJwt(token);
    return typeof header.kid === 'string' && typeof payload.lid === 'string' ? { licenseId: payload.lid, productId: header.kid } : null;
  } catch {
    return null;
  }
}

/** Verifies signature, algorithm, issuer, audience and expiry; the claims, or null for any failure. */
export async function verifyQuoteToken(token: string, secret: string, ccProductId: string): Promise<(JWTPayload & TQuoteTokenClaims) | null> {
  try {
    const { payload } = await jwtVerify<TQuoteTokenClaims>(token, key(secret), { algorithms: ['HS256'], issuer: QUOTE_TOKEN_ISSUER, audience: ccProductId });
    return payload;
  } catch {
    return null;
  }
}

/** The longest a product's signed offer may be valid (its exp) and how old it may be (its iat). */
const OFFER_TOKEN_MAX_AGE = '1h';

/**
 * Verifies a product's signed offer (the way back of autoImport): HS256 with the product's secret, issued by the
 * product (iss = CcProductId) for this portal (aud), not older than an hour and not expired; its sub names the
 * hand-over. The claims, or null for any failure.
 */
export async function verifyOfferToken(token: string, secret: string, ccProductId: string): Promise<(JWTPayload & { lid?: unknown; offer?: unknown }) | null> {
  try {
    const { payload } = await jwtVerify<{ lid?: unknown; offer?: unknown }>(token, key(secret), {
      algorithms: ['HS256'],
      issuer: ccProductId,
      audience: QUOTE_TOKEN_ISSUER,
      maxTokenAge: OFFER_TOKEN_MAX_AGE,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    return payload;
  } catch {
    return null;
  }
}

/** What a calculation product does to post an offer back (the demo product and the tests use it). */
export async function signOfferToken(input: { secret: string; productId: string; ccProductId: string; licenseId: string; handoverId: string; offer: unknown; now?: Date }): Promise<string> {
  const issuedAt = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ lid: input.licenseId, offer: input.offer })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: input.productId })
    .setIssuer(input.ccProductId)
    .setAudience(QUOTE_TOKEN_ISSUER)
    .setSubject(input.handoverId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 600)
    .sign(key(input.secret));
}
