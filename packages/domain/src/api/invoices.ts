// GET /api/invoices: the signed-in customer's own invoices, newest first.

import { z } from 'zod';
import { InvoiceRecordSchema } from './admin-invoices.js';

export const OwnInvoicesAnswerSchema = z.object({ invoices: z.array(InvoiceRecordSchema) }).meta({ id: 'OwnInvoices' });
export type OwnInvoicesAnswer = z.infer<typeof OwnInvoicesAnswerSchema>;
