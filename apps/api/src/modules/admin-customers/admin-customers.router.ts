// /api/admin/customers and its records, bulk actions and export (docs/contracts.md §4), admin only.
import { Router } from 'express';
import {
  BulkCustomerStatusBodySchema,
  BulkIdsBodySchema,
  CustomerBodySchema,
  customerExportQuery,
  customerListQuery,
} from '@telecom/domain';
import { streamFile } from '../../lib/send-file.js';
import { fileLanguage } from '../../lib/request-language.js';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { CustomersService } from './admin-customers.service.js';

export function customersRouter(customers: CustomersService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  router.use('/admin', requireAdmin);

  serve('GET /api/admin/customers', async (req, res) => {
    res.status(200).json(await customers.listCustomers(customerListQuery(res.locals.query)));
  });
  serve('GET /api/admin/customers/export', async (req, res) => {
    const { query, ids } = customerExportQuery(res.locals.query);
    const language = fileLanguage(req, sessionOf(res).user.language);
    const { name, chunks } = customers.exportCustomers(query, ids, language);
    await streamFile(res, 'text/csv; charset=utf-8', name, chunks);
  });
  serve('POST /api/admin/customers/bulk-status', async (_req, res) => {
    const { ids, status } = bodyOf(res, BulkCustomerStatusBodySchema);
    res.status(200).json({ updated: await customers.customersStatus(ids, status) });
  });
  serve('POST /api/admin/customers/bulk-delete', async (_req, res) => {
    res.status(200).json({
      deleted: await customers.deleteCustomers(bodyOf(res, BulkIdsBodySchema).ids),
    });
  });
  serve('POST /api/admin/customers', async (_req, res) => {
    const customer = await customers.createCustomer(bodyOf(res, CustomerBodySchema));
    res.location(`/api/admin/customers/${customer.id}`);
    res.status(201).json({ customer });
  });
  serve('GET /api/admin/customers/{id}', async (req, res) => {
    res.status(200).json(await customers.customer(res.locals.path.id));
  });
  serve('PUT /api/admin/customers/{id}', async (req, res) => {
    res.status(200).json({
      customer: await customers.updateCustomer(res.locals.path.id, bodyOf(res, CustomerBodySchema)),
    });
  });
  serve('DELETE /api/admin/customers/{id}', async (req, res) => {
    await customers.deleteCustomer(res.locals.path.id);
    res.status(204).end();
  });

  return router;
}
