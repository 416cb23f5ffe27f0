// /api/admin/customers and its records, bulk actions and export (decisions.md §4), admin only.
import { Router } from 'express';
import { AdminCustomerSchema, BulkCustomerStatusSchema, BulkIdsSchema, parseCustomerListQuery, parseIdList } from '@telecom/domain';
import { sendFile } from '../../lib/send-file.js';
import { idOf, queryParams } from '../../lib/query-params.js';
import type { AuthMiddleware } from '../../middleware/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { CustomersService } from './customers.service.js';

export function customersRouter(customers: CustomersService, { requireAdmin }: AuthMiddleware): Router {
  const router = Router();
  router.use('/admin', requireAdmin);

  router.get('/admin/customers', async (req, res) => {
    res.json(await customers.listCustomers(parseCustomerListQuery(queryParams(req.query))));
  });
  router.get('/admin/customers/export', async (req, res) => {
    const params = queryParams(req.query);
    const { name, csv } = await customers.exportCustomers(parseCustomerListQuery(params), parseIdList(params.ids));
    sendFile(res, 'text/csv; charset=utf-8', name, csv);
  });
  router.post('/admin/customers/bulk-status', validateBody(BulkCustomerStatusSchema), async (_req, res) => {
    const { ids, status } = bodyOf(res, BulkCustomerStatusSchema);
    res.json({ updated: await customers.customersStatus(ids, status) });
  });
  router.post('/admin/customers/bulk-delete', validateBody(BulkIdsSchema), async (_req, res) => {
    res.json({ deleted: await customers.deleteCustomers(bodyOf(res, BulkIdsSchema).ids) });
  });
  router.post('/admin/customers', validateBody(AdminCustomerSchema), async (_req, res) => {
    const customer = await customers.createCustomer(bodyOf(res, AdminCustomerSchema));
    res.status(201).location(`/api/admin/customers/${customer.id}`).json({ customer });
  });
  router.get('/admin/customers/:id', async (req, res) => {
    res.json(await customers.customer(idOf(req)));
  });
  router.put('/admin/customers/:id', validateBody(AdminCustomerSchema), async (req, res) => {
    res.json({ customer: await customers.updateCustomer(idOf(req), bodyOf(res, AdminCustomerSchema)) });
  });
  router.delete('/admin/customers/:id', async (req, res) => {
    await customers.deleteCustomer(idOf(req));
    res.status(204).end();
  });

  return router;
}
