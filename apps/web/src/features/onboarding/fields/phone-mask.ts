/**
 * SPEC 5: phone numbers follow the country's mask (`#` a digit, anything else shown as is). The
 * typed digits fill the mask's slots as the user types; digits past the mask are dropped.
 */
export function applyPhoneMask(input: string, mask: string): string {
  const digits = input.replace(/\D/g, '');
  if (!mask.includes('#')) return digits;
  let masked = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === '#') {
      masked += digits[next];
      next += 1;
    } else {
      masked += slot;
    }
  }
  return masked;
}
