import { generate, generateSecret, generateURI, verify } from 'otplib';
import { toSeconds } from '../access-tokens';

/** RFC 6238 TOTP as authenticator apps speak it: SHA-1, 6 digits, 30-second steps, base32 secrets. */
const period = 30;

export function createTotpSecret(): string {
  return generateSecret();
}

export function totpUri(options: { issuer: string; label: string; secret: string }): string {
  return generateURI(options);
}

export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: toSeconds(at) });
}

/** The time step `code` belongs to when it is right at `at` or one step either side, else null. */
export async function matchTotpStep(secret: string, code: string, at: Date): Promise<number | null> {
  const epoch = toSeconds(at);
  const result = await verify({ secret, token: code, epoch, epochTolerance: period });
  return result.valid ? Math.floor(epoch / period) + result.delta : null;
}
