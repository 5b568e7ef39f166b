import { z } from 'zod';
import { invalid } from '../../../platform/errors';

/** The plain card data the browser encrypts: what Circle's encryptedData holds. */
export const cardDataSchema = z.object({
  number: z.string().regex(/^\d{12,19}$/),
  cvv: z.string().regex(/^\d{3,4}$/),
});
export type CardData = z.infer<typeof cardDataSchema>;

/** The Luhn check digit test every card number passes. */
export function isLuhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const unreadableCard = () =>
  invalid('encrypted_data', 'The card details could not be read: check the card number and security code');
