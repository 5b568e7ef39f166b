import { z } from 'zod';

/** How long a gift card code is: 26 letters and digits of base32, 130 bits, never guessed. */
export const giftCardCodeLength = 26;

/**
 * A gift card's code as a person may paste it: spaces and dashes are dropped and letters uppercased
 * before it is checked, so a code copied from a mail in groups still works.
 */
const codeMessage = `A gift card code is ${giftCardCodeLength} letters and digits, as in your gift link`;

export const giftCardCodeSchema = z
  .string({ error: 'Enter the gift card code' })
  .min(giftCardCodeLength, codeMessage)
  .max(40, codeMessage)
  .regex(/^[A-Za-z2-7\s-]+$/, codeMessage)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().length(giftCardCodeLength, codeMessage));
