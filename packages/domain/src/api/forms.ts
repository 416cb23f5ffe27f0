// POST /api/tickets, /api/newsletter and /api/inquiries (docs/contracts.md §4): the forms' schemas of schemas/forms.ts
// and what the API answers once a form is stored.

import { z } from 'zod';
import { INQUIRY_KINDS, InquirySchema, NewsletterSchema, SupportTicketSchema } from '../schemas/forms.js';
import { IsoDateTimeSchema } from './common.js';

export const TicketBodySchema = SupportTicketSchema.meta({
  id: 'TicketRequest',
  example: {
    name: 'Sanne de Vries',
    email: 'sanne@example.nl',
    subject: 'esim',
    message: 'My eSIM does not show up after scanning the QR code.',
  },
});
export const NewsletterBodySchema = NewsletterSchema.meta({
  id: 'NewsletterRequest',
  example: { email: 'sanne@example.nl' },
});
export const InquiryBodySchema = InquirySchema.meta({
  id: 'InquiryRequest',
  example: {
    kind: 'investment',
    name: 'Sanne de Vries',
    email: 'sanne@example.nl',
    range: '250k-500k',
    message: 'We would like to hear more.',
  },
});

/** `POST /api/tickets` 201: the reference a customer can quote. */
export const TicketAnswerSchema = z
  .object({
    id: z
      .string()
      .regex(/^TCK-[2-9A-HJKMNP-Z]{8}$/)
      .meta({ description: 'TCK- and 8 characters without look-alikes' }),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'TicketCreated', example: { id: 'TCK-7KX2M9QA', createdAt: '2025-01-14T09:30:00.000Z' } });
export type TicketAnswer = z.infer<typeof TicketAnswerSchema>;

/** `POST /api/newsletter` 201 (also for an address that was subscribed already). */
export const NewsletterAnswerSchema = z
  .object({ email: z.string(), subscribed: z.literal(true) })
  .meta({ id: 'NewsletterSubscribed', example: { email: 'sanne@example.nl', subscribed: true } });
export type NewsletterAnswer = z.infer<typeof NewsletterAnswerSchema>;

/** `POST /api/inquiries` 201. */
export const InquiryAnswerSchema = z
  .object({ id: z.number().int(), kind: z.enum(INQUIRY_KINDS), createdAt: IsoDateTimeSchema })
  .meta({ id: 'InquiryCreated', example: { id: 12, kind: 'investment', createdAt: '2025-01-14T09:30:00.000Z' } });
export type InquiryAnswer = z.infer<typeof InquiryAnswerSchema>;
