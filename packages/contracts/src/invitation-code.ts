import { z } from 'zod';

export const invitationCodeLength = 8;
const invitationCodeMessage = 'An invitation code is the 8 letters and digits of an invitation link';

/** An invitation code: letters and digits of a share link (sign-up?ref=...). */
export const invitationCodeSchema = z
  .string({ error: 'Enter the invitation code' })
  .trim()
  .length(invitationCodeLength, invitationCodeMessage)
  .regex(/^[A-Za-z2-9]+$/, invitationCodeMessage)
  .toUpperCase();
