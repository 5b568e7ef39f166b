import { randomBytes } from 'node:crypto';
import { invitationCodeLength } from '@invest/contracts';

/** Letters and digits that cannot be taken for one another when read aloud or retyped (no I, O, 0 or 1). */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new invitation code: 8 characters of a 32-letter alphabet (each byte's low 5 bits, uniform). */
export function newInvitationCode(): string {
  return Array.from(randomBytes(invitationCodeLength), (byte) => alphabet[byte & 31]).join('');
}
