// POST /api/tickets, /api/newsletter and /api/inquiries (docs/contracts.md §1, §4): validated with the domain's
// schemas and stored; the web app shows the spec's confirmation text.
import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { InquiryBodySchema, NewsletterBodySchema, TicketBodySchema, type Inquiry } from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { requestLanguage } from '../../lib/request-language.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import { createFormsRepository } from './forms.repository.js';

/** A ticket reference a customer can quote: TCK- and 8 characters without look-alikes (0/O, 1/I/L). */
function ticketId(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const bytes = randomBytes(8);
  return `TCK-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export function formsRouter(db: Kysely<Database>): Router {
  const router = Router();
  const serve = routesOn(router);
  const forms = createFormsRepository(db);

  serve('POST /api/tickets', async (req, res) => {
    const { name, email, subject, message } = bodyOf(res, TicketBodySchema);
    const ticket = {
      id: ticketId(),
      name,
      email,
      subject,
      message,
      language: requestLanguage(req),
      created_at: new Date().toISOString(),
    };
    await forms.insertTicket(ticket);
    res.status(201).json({ id: ticket.id, createdAt: ticket.created_at });
  });

  serve('POST /api/newsletter', async (req, res) => {
    const { email } = bodyOf(res, NewsletterBodySchema);
    await forms.subscribe(email, requestLanguage(req), new Date().toISOString());
    res.status(201).json({ email, subscribed: true });
  });

  serve('POST /api/inquiries', async (req, res) => {
    const inquiry: Inquiry = bodyOf(res, InquiryBodySchema);
    const createdAt = new Date().toISOString();
    const id = await forms.insertInquiry({
      kind: inquiry.kind,
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone ?? null,
      company: inquiry.company ?? null,
      message: inquiry.message ?? null,
      range: inquiry.kind === 'investment' ? inquiry.range : null,
      plan: inquiry.kind === 'ai-assistant' ? (inquiry.plan ?? null) : null,
      language: requestLanguage(req),
      created_at: createdAt,
    });
    res.status(201).json({ id, kind: inquiry.kind, createdAt });
  });

  return router;
}
