// Outgoing e-mail through nodemailer: to the SMTP server of `SMTP_URL`, or, when none is set, written as one
// `.eml` file per message in `MAIL_DIR` (docs/contracts.md §3), where a developer can open it.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

/** A file sent with a mail; with `cid`, an inline image the HTML part shows as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part: every mail has one, and it says everything the HTML part says. */
  text: string;
  /** An HTML part beside the text (multipart/alternative), e.g. to show an inline image. */
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailDir: string;
  from: string;
}

/** A file name that sorts by time and never collides: `2026-11-23T10-15-00-123Z-1f3a9c.eml`. */
function mailFileName(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/** nodemailer loads with the first mail, not with the app (docs/performance.md: what the app loads at start). */
function lazyTransport(make: (mailer: typeof nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((module) => make(module.default)));
}

export function createMailer({ smtpUrl, mailDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = lazyTransport((mailer) => mailer.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport()).sendMail({ from, ...message });
      },
    };
  }
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      await mkdir(mailDir, { recursive: true });
      await writeFile(path.join(mailDir, mailFileName()), info.message as Buffer, { mode: 0o600 });
    },
  };
}
