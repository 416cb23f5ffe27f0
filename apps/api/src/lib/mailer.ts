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

/**
 * A message's key (the mail outbox gives each mail one): sending the same key again writes the same `.eml` file, and
 * over SMTP it is the Message-ID, by which mail clients show a message that came twice once.
 */
export interface SendOptions {
  key?: string;
}

export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailDir: string;
  from: string;
}

/** A file name that sorts by time and never collides: `2026-11-23T10-15-00-123Z-1f3a9c.eml`, or the message's key. */
function mailFileName(key: string | undefined): string {
  return `${key ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`}.eml`;
}

/** A key as nodemailer's Message-ID: `<key@host>`. */
const messageId = (key: string | undefined, from: string) =>
  key === undefined ? {} : { messageId: `<${key}@${/@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'}>` };

/** nodemailer loads with the first mail, not with the app (docs/performance.md: what the app loads at start). */
function lazyTransport(make: (mailer: typeof nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((module) => make(module.default)));
}

export function createMailer({ smtpUrl, mailDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = lazyTransport((mailer) => mailer.createTransport(smtpUrl));
    return {
      async send(message, { key } = {}) {
        await (await transport()).sendMail({ from, ...messageId(key, from), ...message });
      },
    };
  }
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message, { key } = {}) {
      const info = await (await transport()).sendMail({ from, ...messageId(key, from), ...message });
      await mkdir(mailDir, { recursive: true });
      await writeFile(path.join(mailDir, mailFileName(key)), info.message as Buffer, { mode: 0o600 });
    },
  };
}
