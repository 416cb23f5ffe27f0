// /api/admin/* (decisions.md §4): admin only (401 without a token, 403 for a customer).
import { Router, type Request } from 'express';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE, parseCustomerListQuery, parseInvoiceListQuery } from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { AuthMiddleware } from '../../middleware/authenticate.js';
import type { AdminService } from './admin.service.js';

/** Query values as the domain's parsers read them: strings only (a repeated parameter counts once). */
export function queryParams(query: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return params;
  for (const [name, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') params[name] = first;
  }
  return params;
}

/** The numeric `:id` of the path; anything else is a record that does not exist (404, never 500). */
export function idOf(req: Request): number {
  const raw = req.params.id;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw new AppError(404, 'NOT_FOUND');
  return Number(raw);
}

export function wholeNumber(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || !/^\d+$/.test(value.trim())) return fallback;
  const number = Number(value);
  return number >= 1 ? Math.min(number, max) : fallback;
}

export function adminRouter(admin: AdminService, { requireAdmin }: AuthMiddleware): Router {
  const router = Router();
  router.use('/admin', requireAdmin, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/admin/stats', (req, res) => {
    res.json(admin.dashboard(queryParams(req.query).period, requestLanguage(req)));
  });

  router.get('/admin/customers', (req, res) => {
    res.json(admin.listCustomers(parseCustomerListQuery(queryParams(req.query))));
  });

  router.get('/admin/invoices', (req, res) => {
    res.json(admin.listInvoices(parseInvoiceListQuery(queryParams(req.query))));
  });

  router.get('/admin/activity', (req, res) => {
    const params = queryParams(req.query);
    const page = wholeNumber(params.page, 1, Number.MAX_SAFE_INTEGER);
    const pageSize = wholeNumber(params.pageSize, ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE);
    res.json(admin.activity(page, pageSize, requestLanguage(req)));
  });

  return router;
}
