import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, type InvoiceStatus } from '../admin-lists/types.js';
import { canMoveInvoice, isInvoiceEditable, nextInvoiceStatuses } from './transitions.js';

const ALLOWED: readonly [InvoiceStatus, InvoiceStatus][] = [
  ['draft', 'sent'],
  ['draft', 'cancelled'],
  ['sent', 'paid'],
  ['sent', 'cancelled'],
  ['overdue', 'paid'],
  ['overdue', 'cancelled'],
];

describe('canMoveInvoice', () => {
  const pairs = INVOICE_STATUSES.flatMap((from) => INVOICE_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
    expect(canMoveInvoice(from, to)).toBe(allowed);
  });

  it('never moves back or out of a final status', () => {
    expect(canMoveInvoice('paid', 'sent')).toBe(false);
    expect(canMoveInvoice('sent', 'draft')).toBe(false);
    expect(canMoveInvoice('cancelled', 'draft')).toBe(false);
    expect(canMoveInvoice('draft', 'paid')).toBe(false);
    expect(nextInvoiceStatuses('paid')).toEqual([]);
    expect(nextInvoiceStatuses('cancelled')).toEqual([]);
    expect(nextInvoiceStatuses('draft')).toEqual(['sent', 'cancelled']);
  });

  it('only a draft is editable', () => {
    expect(INVOICE_STATUSES.filter(isInvoiceEditable)).toEqual(['draft']);
  });
});
