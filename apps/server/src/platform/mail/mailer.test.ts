import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../../test/mail-catcher';
import { createMailer } from './mailer';

describe('the mailer', () => {
  it('writes each message as an .eml file when no SMTP server is configured', async () => {
    const mailDir = join(mkdtempSync(join(tmpdir(), 'mail-')), 'mail');
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'no-reply@demo.test',
      mailDir,
      log: (line) => logged.push(line),
    });
    await mailer.send({ to: 'ana@example.com', subject: 'Confirm your email', text: 'Open https://demo.test/x' });
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(mailDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('Subject: Confirm your email');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('https://demo.test/x');
    expect(logged[0]).toContain('ana@example.com');
  });

  it('delivers through SMTP when SMTP_URL is set, over connections it closes at shutdown', async () => {
    const catcher = await startMailCatcher();
    const mailer = createMailer({
      smtpUrl: catcher.url,
      from: 'no-reply@demo.test',
      mailDir: '/nonexistent',
      log: () => undefined,
    });
    try {
      await mailer.send({ to: 'bo@example.com', subject: 'Reset your password', text: 'hello' });
      await mailer.send({ to: 'bo@example.com', subject: 'Your deposit was credited', text: 'hello' });
      expect(catcher.to('bo@example.com').map((mail) => mail.subject)).toEqual([
        'Reset your password',
        'Your deposit was credited',
      ]);
    } finally {
      mailer.close();
      await catcher.close();
    }
  });
});
