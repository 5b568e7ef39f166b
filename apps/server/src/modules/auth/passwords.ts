import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane), the OWASP baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check, so an unknown email answers no faster than a wrong password. */
export async function verifyAgainstNoAccount(password: string): Promise<false> {
  dummyHash ??= hash('no account has this password 7f3a');
  await verifyPassword(await dummyHash, password);
  return false;
}
