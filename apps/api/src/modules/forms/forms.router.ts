// POST /api/tickets, /api/newsletter and /api/inquiries (decisions.md §1, §4): validated with the domain's
// schemas and stored; the web app shows the spec's confirmation text.
import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { InquirySchema, NewsletterSchema, SupportTicketSchema, type Inquiry } from '@telecom/domain';
import type { Db } from '../../db/connection.js';
import { requestLanguage } from '../../lib/request-language.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';

/** A ticket reference a customer can quote: TCK- and 8 characters without look-alikes (0/O, 1/I/L). */
function ticketId(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const bytes = randomBytes(8);
  return `TCK-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export function formsRouter(db: Db): Router {
  const router = Router();
  const insertTicket = db.prepare(
    'INSERT INTO tickets (id, name, email, subject, message, language, created_at) VALUES (@id, @name, @email, @subject, @message, @language, @createdAt)',
  );
  const subscribe = db.prepare(
    'INSERT INTO newsletter_subscriptions (email, language, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
  );
  const insertInquiry = db.prepare(
    `INSERT INTO inquiries (kind, name, email, phone, company, message, range, plan, language, created_at)
     VALUES (@kind, @name, @email, @phone, @company, @message, @range, @plan, @language, @createdAt)`,
  );

  router.post('/tickets', validateBody(SupportTicketSchema), (req, res) => {
    const ticket = { id: ticketId(), ...bodyOf(res, SupportTicketSchema), language: requestLanguage(req), createdAt: new Date().toISOString() };
    insertTicket.run(ticket);
    res.status(201).json({ id: ticket.id, createdAt: ticket.createdAt });
  });

  router.post('/newsletter', validateBody(NewsletterSchema), (req, res) => {
    const { email } = bodyOf(res, NewsletterSchema);
    subscribe.run(email, requestLanguage(req), new Date().toISOString());
    res.status(201).json({ email, subscribed: true });
  });

  router.post('/inquiries', validateBody(InquirySchema), (req, res) => {
    const inquiry: Inquiry = bodyOf(res, InquirySchema);
    const createdAt = new Date().toISOString();
    const result = insertInquiry.run({
      kind: inquiry.kind,
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone ?? null,
      company: inquiry.company ?? null,
      message: inquiry.message ?? null,
      range: inquiry.kind === 'investment' ? inquiry.range : null,
      plan: inquiry.kind === 'ai-assistant' ? (inquiry.plan ?? null) : null,
      language: requestLanguage(req),
      createdAt,
    });
    res.status(201).json({ id: Number(result.lastInsertRowid), kind: inquiry.kind, createdAt });
  });

  return router;
}
