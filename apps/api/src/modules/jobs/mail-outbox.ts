// Mail is an outbox (docs/contracts.md §12): every mail is a job of kind `mail`, added in the transaction of what it
// follows from (the paid order's, the password reset's), so that it exists exactly when that does. The job runner
// sends it: the layout's HTML part is made there, off the request path, and a failure to send is retried with the
// runner's backoff. After a crash the job runs again; its key (the `.eml` file's name, the SMTP Message-ID) is the
// same, so a mail written to MAIL_DIR is written once, and once sent a mail is marked so in its job and never sent
// again. The job keeps only who it went to and its subject after that: no link or token stays in the table.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SUPPORTED_LANGUAGES, type Language } from '@telecom/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { renderMailHtml, type MailCompany } from '../../lib/mail-layout.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mailer.js';
import { enqueueJob, type JobHandlers, type JobResult } from './jobs.js';

export const MAIL_JOB = 'mail';

/** A file sent with a mail; with `cid`, an inline image the HTML body shows as `<img src="cid:…">`. */
export interface ComposedAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

/** A mail as its module writes it: in the reader's language, a text part and optionally its own HTML body. */
export interface ComposedMail {
  to: string;
  language: Language;
  subject: string;
  /** The plain-text part: it says everything the HTML part says. */
  text: string;
  /** The HTML body inside the layout (escaped); without it the layout makes the body from `text`. */
  bodyHtml?: string;
  attachments?: ComposedAttachment[];
}

const StoredMail = z.object({
  key: z.string().min(1),
  to: z.string().min(1),
  language: z.enum(SUPPORTED_LANGUAGES),
  subject: z.string(),
  text: z.string(),
  bodyHtml: z.string().optional(),
  attachments: z
    .array(
      z.object({
        filename: z.string(),
        contentType: z.string(),
        cid: z.string().optional(),
        base64: z.string(),
      }),
    )
    .optional(),
});

/** A sent mail's job: who it went to and its subject, nothing more. */
const SentMail = z.object({ sent: z.literal(true) });

/** A key that sorts by the time the mail was written and never collides: `2026-11-23T10-15-00-123Z-1f3a9c4d`. */
function mailKey(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
}

/** Adds a mail to the outbox in the caller's transaction (or on the database), to be sent from `now` on. */
export async function enqueueMail(
  db: Kysely<Database> | Transaction<Database>,
  mail: ComposedMail,
  now: Date,
): Promise<void> {
  const { attachments, ...rest } = mail;
  const stored: z.input<typeof StoredMail> = {
    key: mailKey(now),
    ...rest,
    ...(attachments
      ? {
          attachments: attachments.map(({ content, ...attachment }) => ({
            ...attachment,
            base64: content.toString('base64'),
          })),
        }
      : {}),
  };
  await enqueueJob(db, MAIL_JOB, stored, now);
}

export interface MailOutboxOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  /** The company's details for the layout's footer: the back office's settings at the time of sending. */
  company: () => Promise<MailCompany>;
}

/** The job handler that sends the outbox's mails. */
export function mailOutboxHandlers({ db, mailer, company }: MailOutboxOptions): JobHandlers {
  async function send({ id, payload }: { id: number; payload: unknown }): Promise<JobResult> {
    if (SentMail.safeParse(payload).success) return;
    const mail = StoredMail.parse(payload);
    const html = await renderMailHtml(mail, await company());
    await mailer.send(
      {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html,
        ...(mail.attachments
          ? {
              attachments: mail.attachments.map(({ base64, ...attachment }) => ({
                ...attachment,
                content: Buffer.from(base64, 'base64'),
              })),
            }
          : {}),
      },
      { key: mail.key },
    );
    await db
      .updateTable('jobs')
      .set({ payload: JSON.stringify({ sent: true, key: mail.key, to: mail.to, subject: mail.subject }) })
      .where('id', '=', id)
      .execute();
  }
  return { [MAIL_JOB]: send };
}

/** What the services write mail with. */
export interface MailOutbox {
  /** Adds a mail in the caller's transaction (or on the database). */
  add(db: Kysely<Database> | Transaction<Database>, mail: ComposedMail): Promise<void>;
  /**
   * A job's mail (the eSIM's, a porting step's): added and job `jobId` marked done in one transaction, so that a job
   * run again after a crash finds itself done instead of adding the mail twice.
   */
  addForJob(jobId: number, mail: ComposedMail): Promise<void>;
  /** After the commit: the job runner sends it now rather than at its next tick. */
  wake(): void;
}

export function createMailOutbox(db: Kysely<Database>, clock: Clock, wake: () => void): MailOutbox {
  return {
    add: (on, mail) => enqueueMail(on, mail, clock.now()),
    async addForJob(jobId, mail) {
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        await enqueueMail(trx, mail, now);
        await trx
          .updateTable('jobs')
          .set({ done_at: now.toISOString(), locked_until: null })
          .where('id', '=', jobId)
          .execute();
      });
    },
    wake,
  };
}
