import { randomInt } from 'node:crypto';
import { recoveryCodeCount } from '@invest/contracts';
import { hashPassword, verifyPassword } from '../passwords';

/** Lower-case letters and digits that cannot be mistaken for one another (no i, l, o, 0, 1). */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const codeLength = 10;

/** One code as it is stored and compared: 10 characters, about 50 bits of randomness. */
function createRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < codeLength; i += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** A code as the user reads it: two groups of five. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, codeLength / 2)}-${code.slice(codeLength / 2)}`;
}

/** A fresh set of distinct codes, in their stored form. */
export function createRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < recoveryCodeCount) codes.add(createRecoveryCode());
  return [...codes];
}

/** A fresh set as shown to the user once, and as stored (Argon2 hashes, like passwords). */
export async function createHashedRecoveryCodes(): Promise<{ shown: string[]; hashes: string[] }> {
  const codes = createRecoveryCodes();
  return { shown: codes.map(formatRecoveryCode), hashes: await Promise.all(codes.map(hashPassword)) };
}

/** The id of the unused code among `unused` that `code` is, or null. */
export async function matchRecoveryCode(
  unused: { id: string; codeHash: string }[],
  code: string,
): Promise<string | null> {
  const matches = await Promise.all(unused.map((row) => verifyPassword(row.codeHash, code)));
  return unused[matches.indexOf(true)]?.id ?? null;
}
