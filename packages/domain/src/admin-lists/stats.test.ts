import { describe, it, expect } from 'vitest';
import { customerStats, invoiceStats } from './stats.js';
import type { CustomerRow } from '../api/admin-customers.js';
import type { InvoiceRow } from '../api/admin-invoices.js';

const TODAY = '2024-06-15';

function customer(id: string, overrides: Partial<CustomerRow>): CustomerRow {
  return {
    id: Number(id),
    name: `Customer ${id}`,
    email: `c${id}@example.com`,
    plan: 'voip',
    planName: 'VOIP Business',
    status: 'active',
    created_at: '2024-01-10T10:00:00Z',
    totalSpent: 0,
    ...overrides,
  };
}

function invoice(id: string, overrides: Partial<InvoiceRow>): InvoiceRow {
  return {
    id: Number(id),
    invoice_number: `INV-2024-${id.padStart(3, '0')}`,
    customer_name: 'Jan de Vries',
    customer_email: 'jan@devries.nl',
    amount: 0,
    status: 'sent',
    issue_date: '2024-06-01',
    due_date: '2024-07-01',
    paid_date: null,
    recurring: false,
    kind: 'invoice',
    ...overrides,
  };
}

describe('customerStats', () => {
  it('counts total, active and new this month and averages the spend in whole euros', () => {
    const rows = [
      customer('1', { status: 'active', created_at: '2024-06-01T00:00:00Z', totalSpent: 100 }),
      customer('2', { status: 'inactive', created_at: '2024-06-30T23:59:59+02:00', totalSpent: 200.5 }),
      customer('3', { status: 'suspended', created_at: '2024-05-31T23:59:59Z', totalSpent: 50 }),
      customer('4', { status: 'active', created_at: '2023-06-15T12:00:00Z', totalSpent: 0 }),
    ];
    // (100 + 200.5 + 50 + 0) / 4 = 87.625 → 88
    expect(customerStats(rows, TODAY)).toEqual({ total: 4, active: 2, newThisMonth: 2, averageSpend: 88 });
  });

  it('rounds an average of exactly half a euro up', () => {
    const rows = [customer('1', { totalSpent: 1 }), customer('2', { totalSpent: 2 })];
    expect(customerStats(rows, TODAY).averageSpend).toBe(2);
  });

  it('gives zeros for no customers', () => {
    expect(customerStats([], TODAY)).toEqual({ total: 0, active: 0, newThisMonth: 0, averageSpend: 0 });
  });
});

describe('invoiceStats', () => {
  it('sums paid amounts as revenue and counts paid, awaiting payment and overdue by displayed status', () => {
    const rows = [
      invoice('1', { status: 'paid', amount: 0.1, due_date: '2024-01-01' }),
      invoice('2', { status: 'paid', amount: 0.2 }),
      invoice('3', { status: 'sent', amount: 1000, due_date: '2024-06-15' }),
      invoice('4', { status: 'sent', amount: 1000, due_date: '2024-06-14' }),
      invoice('5', { status: 'overdue', amount: 10, due_date: '2024-05-01' }),
      invoice('6', { status: 'draft', amount: 10, due_date: '2024-07-01' }),
      invoice('7', { status: 'cancelled', amount: 10, due_date: '2024-07-01' }),
      invoice('8', { status: 'draft', amount: 10, due_date: '2024-06-01' }),
    ];
    expect(invoiceStats(rows, TODAY)).toEqual({
      totalRevenue: 0.3,
      totalRevenueCents: 30,
      paid: 2,
      pending: 1,
      overdue: 3,
      revenueGrowthPercent: 12.5,
    });
  });

  it('gives zeros and the fixed growth for no invoices', () => {
    expect(invoiceStats([], TODAY)).toEqual({
      totalRevenue: 0,
      totalRevenueCents: 0,
      paid: 0,
      pending: 0,
      overdue: 0,
      revenueGrowthPercent: 12.5,
    });
  });
});
