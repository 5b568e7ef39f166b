import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

const mailDir = join(process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '../.data'), 'mail');

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function messagesTo(address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(mailDir).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => decodeQuotedPrintable(readFileSync(join(mailDir, file), 'utf8')))
    .filter((message) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(message));
}

/** The first match of `pattern` in the newest mail the product wrote to `address`, once it is there. */
export async function matchInMail(address: string, pattern: RegExp, what: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const newest = messagesTo(address).at(-1);
        found = newest ? pattern.exec(newest)?.[0] : undefined;
        return found;
      },
      { message: `a mail to ${address} with ${what}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found as string;
}

/** The first link to `path` in the newest mail the product wrote to `address` (as .eml in DATA_DIR/mail). */
export function linkFromMail(address: string, path: string): Promise<string> {
  return matchInMail(address, new RegExp(`https?://[^\\s"<>]*${path}\\?token=[\\w-]+`), `a ${path} link`);
}

/** The newest mail the product wrote to `address` whose subject is `subject`, once it is there. */
export async function mailWithSubject(address: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = messagesTo(address)
          .filter((message) => message.includes(`Subject: ${subject}`))
          .at(-1);
        return found;
      },
      { message: `a mail to ${address} about "${subject}"`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found as string;
}
