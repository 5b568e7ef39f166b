import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const algorithm = 'HS256';

export type TokenScope = 'full' | 'two-factor';

const claimsSchema = z.object({
  sub: z.uuid(),
  tid: z.uuid(),
  sid: z.uuid(),
  jti: z.uuid(),
  scope: z.enum(['full', 'two-factor']),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/** The secret imported once as an HMAC key: importing it on every request costs more than verifying. */
function keyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function signAccessToken(secret: Uint8Array, claims: AccessClaims): Promise<string> {
  const { iat, exp, sub, jti, ...custom } = claims;
  return new SignJWT(custom)
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(sub)
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await keyOf(secret));
}

/**
 * Tokens whose signature has been checked, by secret, with their claims: a token's claims never
 * change, only whether it has expired by now, so a token is verified by its signature once and by its
 * expiry on every request. The oldest are forgotten past `rememberedTokens`; a forged token is never
 * remembered.
 */
const authenticTokens = new WeakMap<Uint8Array, Map<string, AccessClaims>>();
const rememberedTokens = 10_000;

function authenticTokensOf(secret: Uint8Array): Map<string, AccessClaims> {
  let tokens = authenticTokens.get(secret);
  if (!tokens) {
    tokens = new Map();
    authenticTokens.set(secret, tokens);
  }
  return tokens;
}

function rememberAuthentic(secret: Uint8Array, token: string, claims: AccessClaims | undefined): AccessClaims | null {
  if (!claims) return null;
  const tokens = authenticTokensOf(secret);
  if (tokens.size >= rememberedTokens) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, claims);
  return claims;
}

/**
 * The claims of a token signed with `secret` (HS256 only), or null when it is forged, malformed or
 * expired at `now`. With `allowExpired`, an expired but authentic token still yields its claims.
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: Date,
  options: { allowExpired?: boolean } = {},
): Promise<AccessClaims | null> {
  const known = authenticTokensOf(secret).get(token);
  if (known) return known.exp > toSeconds(now) || options.allowExpired ? known : null;
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: [algorithm], currentDate: now });
    return rememberAuthentic(secret, token, claimsSchema.safeParse(payload).data);
  } catch (error) {
    // jose checks the signature before the claims, so an expired token's payload is authentic.
    if (!(error instanceof errors.JWTExpired)) return null;
    const claims = rememberAuthentic(secret, token, claimsSchema.safeParse(error.payload).data);
    return options.allowExpired ? claims : null;
  }
}

/** The access token a session start or refresh hands out, as SPEC 3's session payload carries it. */
export interface IssuedToken {
  access_token: string;
  expires_in: number;
}
