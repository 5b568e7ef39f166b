import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets are kept encrypted (AES-256-GCM) with a key derived from the server's
 * secret, so a copy of the database alone does not let anyone make a user's codes.
 */
const version = 'v1';

function keyFrom(serverSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'totp-secrets', 32));
}

export function sealSecret(serverSecret: Uint8Array, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    version,
    iv.toString('base64url'),
    sealed.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join(':');
}

/** The plaintext of a sealed secret, or null when it was sealed with another key or altered. */
export function openSecret(serverSecret: Uint8Array, sealed: string): string | null {
  const [tag, iv, data, authTag] = sealed.split(':');
  if (tag !== version || !iv || !data || !authTag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
