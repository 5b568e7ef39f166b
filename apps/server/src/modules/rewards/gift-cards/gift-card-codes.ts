import { createHash, randomBytes } from 'node:crypto';
import { giftCardCodeLength } from '@invest/contracts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new gift card code: 26 random base32 characters, 130 bits (each byte's low 5 bits, uniform as 256 is a multiple of 32). */
export function newGiftCardCode(): string {
  return Array.from(randomBytes(giftCardCodeLength), (byte) => alphabet[byte & 31]).join('');
}

/** What is kept of a code: its SHA-256. A code is random enough that no salt or slow hash is needed. */
export function hashGiftCardCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
