/** Validation rules of SPEC section 5, shared by the server and the web app. */

const usCountryNames = new Set(['united states', 'united states of america', 'united states america']);

/** US nationality is tested by country name, case-insensitive. */
export function isUsCountryName(name: string | null | undefined): boolean {
  return name != null && usCountryNames.has(name.trim().toLowerCase());
}

/** Email counts as verified only when email_verified_at is a non-blank value. */
export function isEmailVerified(emailVerifiedAt: string | null | undefined): boolean {
  return emailVerifiedAt != null && emailVerifiedAt.trim() !== '';
}

/** A full name is split at the last space into first and last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const at = trimmed.lastIndexOf(' ');
  if (at < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, at), lastName: trimmed.slice(at + 1) };
}

/** Tax form W9 for US citizens, otherwise W8. */
export function taxFormFor(nationalityName: string | null | undefined): 'w9' | 'w8' {
  return isUsCountryName(nationalityName) ? 'w9' : 'w8';
}

/** Tokens of emailed links (password reset, email confirmation) are 16 to 256 characters long. */
export const linkTokenLength = { min: 16, max: 256 } as const;

export function isLinkToken(token: string): boolean {
  return token.length >= linkTokenLength.min && token.length <= linkTokenLength.max;
}

/** SPEC 5's account id input: the trading account's number. */
export const accountIdPattern = /^\d{9}$/;

export const allowedDocumentExtensions = ['jpeg', 'jpg', 'png', 'tif', 'gif', 'pdf'] as const;

/** Colours accepted in a tenant theme: hex, rgb(a) or hsl(a) only, so no CSS can be injected. */
export const cssColorPattern =
  /^(#[0-9a-fA-F]{3,4}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)|hsla?\(\s*\d{1,3}(deg)?\s*,\s*\d{1,3}%\s*,\s*\d{1,3}%\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/;
