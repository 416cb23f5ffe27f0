// /api/invoices: the signed-in customer's own invoices, newest first; paying an open one (docs/contracts.md §12), by
// the account or by the signed link of a reminder mail.

import { z } from 'zod';
import { InvoiceRecordSchema } from './admin-invoices.js';
import { REDIRECT_PAYMENT_METHODS } from './payments.js';

export const OwnInvoicesAnswerSchema = z.object({ invoices: z.array(InvoiceRecordSchema) }).meta({ id: 'OwnInvoices' });
export type OwnInvoicesAnswer = z.infer<typeof OwnInvoicesAnswerSchema>;

/** The header that carries the signed pay link's token (`t` of `/facturen/{id}/betalen?t=…`) instead of a session. */
export const PAY_TOKEN_HEADER = 'X-Pay-Token';

/** `POST /api/invoices/{id}/pay`: the method to pay with on the provider's page (iDEAL unless chosen). */
export const InvoicePayBodySchema = z
  .object({ method: z.enum(REDIRECT_PAYMENT_METHODS).default('ideal') })
  .meta({ id: 'InvoicePayRequest', example: { method: 'ideal' } });
export type InvoicePayBody = z.input<typeof InvoicePayBodySchema>;

/** 201 of `POST /api/invoices/{id}/pay`: the provider's payment page to send the browser to. */
export const InvoicePayAnswerSchema = z
  .object({ redirectUrl: z.string().meta({ description: "The payment provider's page for this payment" }) })
  .meta({ id: 'InvoicePayment', example: { redirectUrl: '/betalen/TX-4F9A2C81B3D7' } });
export type InvoicePayAnswer = z.infer<typeof InvoicePayAnswerSchema>;

/** `GET /api/invoices/{id}/pay-link`: what the public pay page shows of the invoice its signed link names. */
export const PayableInvoiceAnswerSchema = z
  .object({
    invoice: z.object({
      id: z.number().int(),
      invoiceNumber: z.string(),
      totalCents: z.number().int().meta({ description: 'Including VAT' }),
      dueDate: z.string(),
      status: z.enum(['open', 'paid']),
    }),
  })
  .meta({
    id: 'PayableInvoice',
    example: {
      invoice: { id: 12, invoiceNumber: 'INV-2026-012', totalCents: 14580, dueDate: '2026-11-15', status: 'open' },
    },
  });
export type PayableInvoiceAnswer = z.infer<typeof PayableInvoiceAnswerSchema>;
