import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

/**
 * What a social sign-in keeps in the browser between two requests (the flow's state cookie, the
 * sign-up ticket): encrypted and authenticated with a key derived from the server's secret, bound to
 * its purpose and domain, and short-lived.
 */
export type SealedPurpose = 'social-state' | 'social-sign-up';

function keyFrom(serverSecret: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'social-sign-in', 32));
}

export async function sealClaims(
  serverSecret: Uint8Array,
  scope: { purpose: SealedPurpose; tenantId: string; now: Date; validForSeconds: number },
  claims: Record<string, unknown>,
): Promise<string> {
  const issuedAt = Math.floor(scope.now.getTime() / 1000);
  return new EncryptJWT(claims)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(`${scope.purpose}:${scope.tenantId}`)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + scope.validForSeconds)
    .encrypt(keyFrom(serverSecret));
}

/** The claims, or null when the value was sealed for another purpose or domain, altered, or has expired. */
export async function openClaims(
  serverSecret: Uint8Array,
  scope: { purpose: SealedPurpose; tenantId: string; now: Date },
  sealed: string,
): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtDecrypt(sealed, keyFrom(serverSecret), {
      audience: `${scope.purpose}:${scope.tenantId}`,
      currentDate: scope.now,
    });
    return payload;
  } catch {
    return null;
  }
}
