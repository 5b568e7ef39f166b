import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes instead of the sender (MAIL_FROM): the person a forwarded message is from. */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Ends the SMTP connections kept open between messages (at shutdown). */
  close(): void;
}

/**
 * SMTP when SMTP_URL is set, over a pool of connections kept open, since every money movement is
 * mailed; otherwise each message is written to `mailDir` as an .eml file.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  log: (line: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.mailDir, { recursive: true });
      const safeTo = message.to.replace(/[^\w.@-]/g, '_');
      const file = join(options.mailDir, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log(`mail to ${message.to} written to ${file}`);
    },
    close: () => undefined,
  };
}
