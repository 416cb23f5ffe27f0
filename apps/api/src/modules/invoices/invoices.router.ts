// /api/admin/invoices and its records, bulk actions, reminders, documents and export (decisions.md §4), admin only;
// and /api/invoices, the signed-in customer's own.
import { Router } from 'express';
import {
  BulkIdsBodySchema,
  BulkInvoiceStatusBodySchema,
  IdPathSchema,
  InvoiceAnswerSchema,
  InvoiceCreateBodySchema,
  InvoiceListAnswerSchema,
  InvoiceStatusBodySchema,
  InvoiceUpdateBodySchema,
  OwnInvoicesAnswerSchema,
  parseInvoiceExportQuery,
  parseInvoiceListQuery,
  ReminderAnswerSchema,
  RemindersAnswerSchema,
  UpdatedAnswerSchema,
} from '@telecom/domain';
import { send } from '../../lib/answer.js';
import { pathOf, queryOf } from '../../lib/query-params.js';
import { fileLanguage, requestLanguage } from '../../lib/request-language.js';
import { sendFile } from '../../lib/send-file.js';
import { sessionOf, type AuthMiddleware } from '../../middleware/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { InvoicesService } from './invoices.service.js';

export function invoicesRouter(invoices: InvoicesService, { requireAdmin, requireAuth }: AuthMiddleware): Router {
  const router = Router();
  const idOf = (req: Parameters<typeof pathOf>[0]) => pathOf(req, IdPathSchema).id;

  router.get('/invoices', requireAuth, async (_req, res) => {
    const { user } = sessionOf(res);
    res.set('Cache-Control', 'no-store');
    send(res, 200, OwnInvoicesAnswerSchema, { invoices: await invoices.invoicesOfUser(user.id) });
  });

  router.use('/admin', requireAdmin);

  router.get('/admin/invoices', async (req, res) => {
    send(res, 200, InvoiceListAnswerSchema, await invoices.listInvoices(queryOf(req, parseInvoiceListQuery)));
  });
  router.get('/admin/invoices/export', async (req, res) => {
    const { query, ids } = queryOf(req, parseInvoiceExportQuery);
    const language = fileLanguage(req, sessionOf(res).user.language);
    const { name, csv } = await invoices.exportInvoices(query, ids, language);
    sendFile(res, 'text/csv; charset=utf-8', name, csv);
  });
  router.post('/admin/invoices/bulk-status', validateBody(BulkInvoiceStatusBodySchema), async (_req, res) => {
    const { ids, status } = bodyOf(res, BulkInvoiceStatusBodySchema);
    send(res, 200, UpdatedAnswerSchema, { updated: await invoices.invoicesStatus(ids, status) });
  });
  router.post('/admin/invoices/reminders', validateBody(BulkIdsBodySchema), async (_req, res) => {
    send(res, 200, RemindersAnswerSchema, await invoices.sendReminders(bodyOf(res, BulkIdsBodySchema).ids));
  });
  router.post('/admin/invoices', validateBody(InvoiceCreateBodySchema), async (_req, res) => {
    const invoice = await invoices.createInvoice(bodyOf(res, InvoiceCreateBodySchema));
    res.location(`/api/admin/invoices/${invoice.id}`);
    send(res, 201, InvoiceAnswerSchema, { invoice });
  });
  router.get('/admin/invoices/:id', async (req, res) => {
    send(res, 200, InvoiceAnswerSchema, { invoice: await invoices.invoice(idOf(req)) });
  });
  router.get('/admin/invoices/:id/download', async (req, res) => {
    const { name, html } = await invoices.invoiceDocument(idOf(req), requestLanguage(req));
    sendFile(res, 'text/html; charset=utf-8', name, html);
  });
  router.put('/admin/invoices/:id', validateBody(InvoiceUpdateBodySchema), async (req, res) => {
    send(res, 200, InvoiceAnswerSchema, {
      invoice: await invoices.updateInvoice(idOf(req), bodyOf(res, InvoiceUpdateBodySchema)),
    });
  });
  router.post('/admin/invoices/:id/status', validateBody(InvoiceStatusBodySchema), async (req, res) => {
    send(res, 200, InvoiceAnswerSchema, {
      invoice: await invoices.setInvoiceStatus(idOf(req), bodyOf(res, InvoiceStatusBodySchema).status),
    });
  });
  router.post('/admin/invoices/:id/reminder', async (req, res) => {
    await invoices.sendReminder(idOf(req));
    send(res, 202, ReminderAnswerSchema, { sent: 1 });
  });
  router.delete('/admin/invoices/:id', async (req, res) => {
    await invoices.deleteInvoice(idOf(req));
    res.status(204).end();
  });

  return router;
}
