// /api/admin/invoices and its records, bulk actions, reminders, credit notes, PDF documents and export (docs/contracts.md
// §4 and §7), admin only; and /api/invoices, the signed-in customer's own, with their PDFs, and paying an open one
// (§12) by the account or by the signed pay link of a reminder (header X-Pay-Token). The old HTML `/download` is gone:
// `/pdf` replaces it.
import { Router } from 'express';
import {
  BulkIdsBodySchema,
  BulkInvoiceStatusBodySchema,
  CreditNoteBodySchema,
  InvoiceCreateBodySchema,
  InvoicePayBodySchema,
  InvoiceStatusBodySchema,
  InvoiceUpdateBodySchema,
  invoiceExportQuery,
  invoiceListQuery,
  PAY_TOKEN_HEADER,
} from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { fileLanguage } from '../../lib/request-language.js';
import { sendFile, streamFile } from '../../lib/send-file.js';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { InvoicesService } from './invoices.service.js';

export function invoicesRouter(invoices: InvoicesService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  serve('GET /api/invoices', async (_req, res) => {
    const { user } = sessionOf(res);
    res.set('Cache-Control', 'no-store');
    res.status(200).json({ invoices: await invoices.invoicesOfUser(user.id) });
  });
  serve('GET /api/invoices/{id}/pdf', async (req, res) => {
    const { user } = sessionOf(res);
    const { name, pdf } = await invoices.ownInvoicePdf(user.id, res.locals.path.id);
    res.set('Cache-Control', 'no-store');
    sendFile(res, 'application/pdf', name, pdf);
  });

  // The pay link's token pays without an account; without one, the invoice must be the signed-in account's own.
  serve('POST /api/invoices/{id}/pay', async (req, res) => {
    const { method } = bodyOf(res, InvoicePayBodySchema);
    const token = req.get(PAY_TOKEN_HEADER);
    const answer =
      token !== undefined
        ? await invoices.payInvoiceByLink(res.locals.path.id, token, method)
        : await invoices.payOwnInvoice(sessionOf(res).user.id, res.locals.path.id, method);
    res.set('Cache-Control', 'no-store');
    res.status(201).json(answer);
  });
  serve('GET /api/invoices/{id}/pay-link', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    // Without the pay link's token there is nothing to show: 401, as for a call that needs a sign-in.
    const token = req.get(PAY_TOKEN_HEADER);
    if (token === undefined) throw new AppError(401, 'UNAUTHENTICATED');
    res.status(200).json(await invoices.payableInvoice(res.locals.path.id, token));
  });

  router.use('/admin', requireAdmin);

  serve('GET /api/admin/invoices', async (req, res) => {
    res.status(200).json(await invoices.listInvoices(invoiceListQuery(res.locals.query)));
  });
  serve('GET /api/admin/invoices/export', async (req, res) => {
    const { query, ids } = invoiceExportQuery(res.locals.query);
    const language = fileLanguage(req, sessionOf(res).user.language);
    const { name, chunks } = invoices.exportInvoices(query, ids, language);
    await streamFile(res, 'text/csv; charset=utf-8', name, chunks);
  });
  serve('POST /api/admin/invoices/bulk-status', async (_req, res) => {
    const { ids, status } = bodyOf(res, BulkInvoiceStatusBodySchema);
    res.status(200).json(await invoices.invoicesStatus(ids, status));
  });
  serve('POST /api/admin/invoices/bulk-delete', async (_req, res) => {
    res.status(200).json(await invoices.deleteInvoices(bodyOf(res, BulkIdsBodySchema).ids));
  });
  serve('POST /api/admin/invoices/reminders', async (_req, res) => {
    res.status(200).json(await invoices.sendReminders(bodyOf(res, BulkIdsBodySchema).ids));
  });
  serve('POST /api/admin/invoices', async (_req, res) => {
    const invoice = await invoices.createInvoice(bodyOf(res, InvoiceCreateBodySchema));
    res.location(`/api/admin/invoices/${invoice.id}`);
    res.status(201).json({ invoice });
  });
  serve('GET /api/admin/invoices/{id}', async (req, res) => {
    res.status(200).json({ invoice: await invoices.invoice(res.locals.path.id) });
  });
  serve('GET /api/admin/invoices/{id}/pdf', async (req, res) => {
    const { name, pdf } = await invoices.invoicePdf(res.locals.path.id);
    sendFile(res, 'application/pdf', name, pdf);
  });
  serve('PUT /api/admin/invoices/{id}', async (req, res) => {
    res.status(200).json({
      invoice: await invoices.updateInvoice(res.locals.path.id, bodyOf(res, InvoiceUpdateBodySchema)),
    });
  });
  serve('POST /api/admin/invoices/{id}/status', async (req, res) => {
    res.status(200).json({
      invoice: await invoices.setInvoiceStatus(res.locals.path.id, bodyOf(res, InvoiceStatusBodySchema).status),
    });
  });
  serve('POST /api/admin/invoices/{id}/reminder', async (req, res) => {
    await invoices.sendReminder(res.locals.path.id);
    res.status(202).json({ sent: 1 });
  });
  serve('POST /api/admin/invoices/{id}/credit-note', async (req, res) => {
    const creditNote = await invoices.creditInvoice(res.locals.path.id, bodyOf(res, CreditNoteBodySchema));
    res.location(`/api/admin/invoices/${creditNote.id}`);
    res.status(201).json({ invoice: creditNote });
  });
  serve('DELETE /api/admin/invoices/{id}', async (req, res) => {
    await invoices.deleteInvoice(res.locals.path.id);
    res.status(204).end();
  });

  return router;
}
