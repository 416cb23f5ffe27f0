// /api/admin/customers/:id, /api/admin/invoices/:id and their writes, bulk actions, reminders and exports
// (decisions.md §4), admin only like the rest of /api/admin; and /api/invoices, the signed-in customer's own.
import { Router, type Response } from 'express';
import {
  AdminCustomerSchema,
  AdminInvoiceCreateSchema,
  AdminInvoiceUpdateSchema,
  BulkCustomerStatusSchema,
  BulkIdsSchema,
  BulkInvoiceStatusSchema,
  InvoiceStatusSchema,
  parseCustomerListQuery,
  parseIdList,
  parseInvoiceListQuery,
} from '@telecom/domain';
import { requestLanguage } from '../../lib/request-language.js';
import { sessionOf, type AuthMiddleware } from '../../middleware/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import { idOf, queryParams } from './admin.router.js';
import type { AdminRecordsService } from './admin-records.service.js';

function sendFile(res: Response, type: string, name: string, body: string) {
  res.set('Content-Type', type).set('Content-Disposition', `attachment; filename="${name}"`).send(body);
}

export function adminRecordsRouter(records: AdminRecordsService, { requireAdmin, requireAuth }: AuthMiddleware): Router {
  const router = Router();

  router.get('/invoices', requireAuth, (_req, res) => {
    const { user } = sessionOf(res);
    res.set('Cache-Control', 'no-store').json({ invoices: records.invoicesOfUser(user.id) });
  });

  router.use('/admin', requireAdmin);

  // Customers
  router.get('/admin/customers/export', (req, res) => {
    const params = queryParams(req.query);
    const { name, csv } = records.exportCustomers(parseCustomerListQuery(params), parseIdList(params.ids));
    sendFile(res, 'text/csv; charset=utf-8', name, csv);
  });
  router.post('/admin/customers/bulk-status', validateBody(BulkCustomerStatusSchema), (_req, res) => {
    const { ids, status } = bodyOf(res, BulkCustomerStatusSchema);
    res.json({ updated: records.customersStatus(ids, status) });
  });
  router.post('/admin/customers/bulk-delete', validateBody(BulkIdsSchema), (_req, res) => {
    res.json({ deleted: records.deleteCustomers(bodyOf(res, BulkIdsSchema).ids) });
  });
  router.post('/admin/customers', validateBody(AdminCustomerSchema), (_req, res) => {
    const customer = records.createCustomer(bodyOf(res, AdminCustomerSchema));
    res.status(201).location(`/api/admin/customers/${customer.id}`).json({ customer });
  });
  router.get('/admin/customers/:id', (req, res) => {
    res.json(records.customer(idOf(req)));
  });
  router.put('/admin/customers/:id', validateBody(AdminCustomerSchema), (req, res) => {
    res.json({ customer: records.updateCustomer(idOf(req), bodyOf(res, AdminCustomerSchema)) });
  });
  router.delete('/admin/customers/:id', (req, res) => {
    records.deleteCustomer(idOf(req));
    res.status(204).end();
  });

  // Invoices
  router.get('/admin/invoices/export', (req, res) => {
    const params = queryParams(req.query);
    const { name, csv } = records.exportInvoices(parseInvoiceListQuery(params), parseIdList(params.ids));
    sendFile(res, 'text/csv; charset=utf-8', name, csv);
  });
  router.post('/admin/invoices/bulk-status', validateBody(BulkInvoiceStatusSchema), (_req, res) => {
    const { ids, status } = bodyOf(res, BulkInvoiceStatusSchema);
    res.json({ updated: records.invoicesStatus(ids, status) });
  });
  router.post('/admin/invoices/reminders', validateBody(BulkIdsSchema), async (_req, res) => {
    res.json(await records.sendReminders(bodyOf(res, BulkIdsSchema).ids));
  });
  router.post('/admin/invoices', validateBody(AdminInvoiceCreateSchema), (_req, res) => {
    const invoice = records.createInvoice(bodyOf(res, AdminInvoiceCreateSchema));
    res.status(201).location(`/api/admin/invoices/${invoice.id}`).json({ invoice });
  });
  router.get('/admin/invoices/:id', (req, res) => {
    res.json({ invoice: records.invoice(idOf(req)) });
  });
  router.get('/admin/invoices/:id/download', (req, res) => {
    const { name, html } = records.invoiceDocument(idOf(req), requestLanguage(req));
    sendFile(res, 'text/html; charset=utf-8', name, html);
  });
  router.put('/admin/invoices/:id', validateBody(AdminInvoiceUpdateSchema), (req, res) => {
    res.json({ invoice: records.updateInvoice(idOf(req), bodyOf(res, AdminInvoiceUpdateSchema)) });
  });
  router.post('/admin/invoices/:id/status', validateBody(InvoiceStatusSchema), (req, res) => {
    res.json({ invoice: records.setInvoiceStatus(idOf(req), bodyOf(res, InvoiceStatusSchema).status) });
  });
  router.post('/admin/invoices/:id/reminder', async (req, res) => {
    await records.sendReminder(idOf(req));
    res.status(202).json({ sent: 1 });
  });
  router.delete('/admin/invoices/:id', (req, res) => {
    records.deleteInvoice(idOf(req));
    res.status(204).end();
  });

  return router;
}
