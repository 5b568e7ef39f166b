/**
 * Kinds of bank account and the ABA checksum (SPEC 3 "Bank details"), without zod, so the web app's
 * forms use them without loading the schemas.
 */

/** Where the bank account is: the US (ABA routing number) or elsewhere (IBAN, SWIFT/BIC, branch code). */
export const bankAccountKinds = ['us', 'international'] as const;
export type BankAccountKind = (typeof bankAccountKinds)[number];

/** A US account's type, as a wire or ACH transfer names it. */
export const bankAccountTypes = ['checking', 'savings'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

/**
 * ABA routing number (the nine-digit number of a US bank): valid when its checksum
 * 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10.
 */
export function isValidAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1];
  const sum = [...value].reduce((total, digit, index) => total + Number(digit) * (weights[index % 3] ?? 0), 0);
  return sum % 10 === 0;
}
