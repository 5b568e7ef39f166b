import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AccessClaims, signAccessToken, toSeconds, verifyAccessToken } from './access-tokens';

const secret = new TextEncoder().encode('a test secret that is long enough to sign with');
const issuedAt = new Date('2026-11-25T10:00:00Z');
const at = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

async function issue(signingSecret = secret): Promise<{ token: string; claims: AccessClaims }> {
  const claims: AccessClaims = {
    sub: randomUUID(),
    tid: randomUUID(),
    sid: randomUUID(),
    jti: randomUUID(),
    scope: 'full',
    iat: toSeconds(issuedAt),
    exp: toSeconds(issuedAt) + 900,
  };
  return { token: await signAccessToken(signingSecret, claims), claims };
}

describe('verifyAccessToken', () => {
  it('answers the claims of an authentic token until the second it expires, every time it is asked', async () => {
    const { token, claims } = await issue();
    expect(await verifyAccessToken(secret, token, at(0))).toEqual(claims);
    expect(await verifyAccessToken(secret, token, at(899))).toEqual(claims);
    expect(await verifyAccessToken(secret, token, at(900))).toBeNull();
    expect(await verifyAccessToken(secret, token, at(900), { allowExpired: true })).toEqual(claims);
    expect(await verifyAccessToken(secret, token, at(0))).toEqual(claims);
  });

  it('answers an expired token seen first after its expiry only to the caller that allows it', async () => {
    const { token, claims } = await issue();
    expect(await verifyAccessToken(secret, token, at(1000))).toBeNull();
    expect(await verifyAccessToken(secret, token, at(1000), { allowExpired: true })).toEqual(claims);
    expect(await verifyAccessToken(secret, token, at(1000))).toBeNull();
  });

  it('refuses a token checked before under another secret, and any altered copy of it', async () => {
    const { token } = await issue();
    expect(await verifyAccessToken(secret, token, at(0))).not.toBeNull();
    const otherSecret = new TextEncoder().encode('another secret, just as long as the first one');
    expect(await verifyAccessToken(otherSecret, token, at(0))).toBeNull();
    const [header, body, signature = ''] = token.split('.');
    const altered = `${header}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(secret, altered, at(0))).toBeNull();
    const forged = (await issue(otherSecret)).token;
    expect(await verifyAccessToken(secret, forged, at(0))).toBeNull();
    expect(await verifyAccessToken(secret, forged, at(0))).toBeNull();
  });
});
