// /api/admin/invoices and its records, bulk actions, reminders, documents and export (decisions.md §4), admin only;
// and /api/invoices, the signed-in customer's own.
import { Router } from 'express';
import {
  AdminInvoiceCreateSchema,
  AdminInvoiceUpdateSchema,
  BulkIdsSchema,
  BulkInvoiceStatusSchema,
  InvoiceStatusSchema,
  parseIdList,
  parseInvoiceListQuery,
} from '@telecom/domain';
import { idOf, queryParams } from '../../lib/query-params.js';
import { requestLanguage } from '../../lib/request-language.js';
import { sendFile } from '../../lib/send-file.js';
import { sessionOf, type AuthMiddleware } from '../../middleware/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { InvoicesService } from './invoices.service.js';

export function invoicesRouter(invoices: InvoicesService, { requireAdmin, requireAuth }: AuthMiddleware): Router {
  const router = Router();

  router.get('/invoices', requireAuth, async (_req, res) => {
    const { user } = sessionOf(res);
    res.set('Cache-Control', 'no-store').json({ invoices: await invoices.invoicesOfUser(user.id) });
  });

  router.use('/admin', requireAdmin);

  router.get('/admin/invoices', async (req, res) => {
    res.json(await invoices.listInvoices(parseInvoiceListQuery(queryParams(req.query))));
  });
  router.get('/admin/invoices/export', async (req, res) => {
    const params = queryParams(req.query);
    const { name, csv } = await invoices.exportInvoices(parseInvoiceListQuery(params), parseIdList(params.ids));
    sendFile(res, 'text/csv; charset=utf-8', name, csv);
  });
  router.post('/admin/invoices/bulk-status', validateBody(BulkInvoiceStatusSchema), async (_req, res) => {
    const { ids, status } = bodyOf(res, BulkInvoiceStatusSchema);
    res.json({ updated: await invoices.invoicesStatus(ids, status) });
  });
  router.post('/admin/invoices/reminders', validateBody(BulkIdsSchema), async (_req, res) => {
    res.json(await invoices.sendReminders(bodyOf(res, BulkIdsSchema).ids));
  });
  router.post('/admin/invoices', validateBody(AdminInvoiceCreateSchema), async (_req, res) => {
    const invoice = await invoices.createInvoice(bodyOf(res, AdminInvoiceCreateSchema));
    res.status(201).location(`/api/admin/invoices/${invoice.id}`).json({ invoice });
  });
  router.get('/admin/invoices/:id', async (req, res) => {
    res.json({ invoice: await invoices.invoice(idOf(req)) });
  });
  router.get('/admin/invoices/:id/download', async (req, res) => {
    const { name, html } = await invoices.invoiceDocument(idOf(req), requestLanguage(req));
    sendFile(res, 'text/html; charset=utf-8', name, html);
  });
  router.put('/admin/invoices/:id', validateBody(AdminInvoiceUpdateSchema), async (req, res) => {
    res.json({ invoice: await invoices.updateInvoice(idOf(req), bodyOf(res, AdminInvoiceUpdateSchema)) });
  });
  router.post('/admin/invoices/:id/status', validateBody(InvoiceStatusSchema), async (req, res) => {
    res.json({ invoice: await invoices.setInvoiceStatus(idOf(req), bodyOf(res, InvoiceStatusSchema).status) });
  });
  router.post('/admin/invoices/:id/reminder', async (req, res) => {
    await invoices.sendReminder(idOf(req));
    res.status(202).json({ sent: 1 });
  });
  router.delete('/admin/invoices/:id', async (req, res) => {
    await invoices.deleteInvoice(idOf(req));
    res.status(204).end();
  });

  return router;
}
