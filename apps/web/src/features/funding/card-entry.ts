/**
 * The card fields as typed: the number grouped by fours as the user types, the expiry as MM/YY.
 * The card's number and security code never leave the browser in clear: see card-encryption.ts.
 */

/** "4007400000000007" → "4007 4000 0000 0007"; at most 19 digits. */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function cardDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** The check digit test every card number passes (ISO/IEC 7812). */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "1" → "1", "12" → "12/", "1229" → "12/29": the slash appears once the month is typed. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The month and four-digit year of "MM/YY", or null when incomplete or not a month. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

type CardFieldError = 'number' | 'expiry' | 'expired' | 'cvv';

/** The first problem of each card field, before anything is encrypted; `now` decides what has expired. */
export function checkCard(
  entry: { number: string; expiry: string; cvv: string },
  now: Date,
): Partial<Record<'number' | 'expiry' | 'cvv', CardFieldError>> {
  const errors: Partial<Record<'number' | 'expiry' | 'cvv', CardFieldError>> = {};
  const digits = cardDigits(entry.number);
  if (digits.length < 12 || !isLuhnValid(digits)) errors.number = 'number';
  const expiry = parseExpiry(entry.expiry);
  if (!expiry) errors.expiry = 'expiry';
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors.expiry = 'expired';
  }
  if (!/^\d{3,4}$/.test(entry.cvv)) errors.cvv = 'cvv';
  return errors;
}
