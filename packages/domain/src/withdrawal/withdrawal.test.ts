import { describe, expect, it } from 'vitest';
import { priceOrderProduct } from '../checkout/order.js';
import {
  withdrawalDays,
  withdrawalDeadline,
  withdrawalLastDay,
  withdrawalRefund,
  withinWithdrawalPeriod,
} from './withdrawal.js';

const ESIM_PRO = priceOrderProduct({
  kind: 'esim-pro',
  configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 },
});
const TRAVEL = priceOrderProduct({ kind: 'travel', regionId: 'europa', planId: 'standard' });
const PORTING = priceOrderProduct({
  kind: 'voip',
  numberType: 'nl',
  bundle: null,
  porting: {
    number: '0201234567',
    currentProvider: 'KPN',
    holderName: 'Sanne de Boer',
    date: null,
    atContractEnd: true,
  },
});

describe('the withdrawal period', () => {
  it.each([
    // paid at (UTC) → last day (Dutch time), the moment it ends (UTC)
    ['2026-06-01T10:00:00.000Z', '2026-06-15', '2026-06-15T22:00:00.000Z'], // summer time: midnight is 22:00 UTC
    ['2026-11-10T22:30:00.000Z', '2026-11-24', '2026-11-24T23:00:00.000Z'], // 23:30 Dutch time on the 10th
    ['2026-11-10T23:30:00.000Z', '2026-11-25', '2026-11-25T23:00:00.000Z'], // already the 11th in the Netherlands
    ['2026-10-20T12:00:00.000Z', '2026-11-03', '2026-11-03T23:00:00.000Z'], // across the end of summer time
  ])('paid at %s: the last day is %s, ending at %s', (paidAt, lastDay, deadline) => {
    expect(withdrawalLastDay(paidAt)).toBe(lastDay);
    expect(withdrawalDeadline(paidAt)).toBe(deadline);
    expect(withinWithdrawalPeriod(paidAt, new Date(Date.parse(deadline) - 1))).toBe(true);
    expect(withinWithdrawalPeriod(paidAt, new Date(deadline))).toBe(false);
  });
});

describe('withdrawalRefund', () => {
  const use = (now: string, extra: { installedAt?: string | null; portingCompleted?: boolean } = {}) => ({
    paidAt: '2026-11-10T09:00:00.000Z',
    installedAt: extra.installedAt ?? null,
    portingCompleted: extra.portingCompleted ?? false,
    now: new Date(now),
  });

  it('refunds eSIM Pro by the days of its first billed period, 10–30 November, not used', () => {
    const refund = withdrawalRefund(ESIM_PRO, use('2026-11-12T14:30:00.000Z'));
    expect(refund).toEqual({
      paidCents: ESIM_PRO.totalWithVatCents,
      daysUsed: 3,
      periodDays: 21,
      refundCents: Math.round((ESIM_PRO.totalWithVatCents * 18) / 21),
    });
  });

  it('counts the day of payment as used: a withdrawal the same day refunds all but one day', () => {
    expect(withdrawalDays(ESIM_PRO, use('2026-11-10T20:00:00.000Z'))).toEqual({ daysUsed: 1, periodDays: 21 });
  });

  it('refunds a travel plan in full while its eSIM is not installed, and by its validity days after', () => {
    expect(withdrawalRefund(TRAVEL, use('2026-11-20T10:00:00.000Z')).refundCents).toBe(TRAVEL.totalWithVatCents);
    const used = withdrawalRefund(TRAVEL, use('2026-11-13T10:00:00.000Z', { installedAt: '2026-11-11T08:00:00.000Z' }));
    expect(used.daysUsed).toBe(3);
    expect(used.periodDays).toBe(TRAVEL.kind === 'travel' ? TRAVEL.duration : 0);
    expect(used.refundCents).toBe(Math.round((TRAVEL.totalWithVatCents * (used.periodDays - 3)) / used.periodDays));
  });

  it('refunds a porting fee in full until the number has moved, and not after', () => {
    if (PORTING.kind !== 'voip') throw new Error('a VOIP order');
    const { totalWithVatCents: paid, totalPriceCents: beforeVat, portingCents } = PORTING;
    const monthlyPart = beforeVat - portingCents;
    const moving = withdrawalRefund(PORTING, use('2026-11-12T10:00:00.000Z'));
    expect(moving.refundCents).toBe(Math.round((paid * (monthlyPart * (18 / 21) + portingCents)) / beforeVat));
    const moved = withdrawalRefund(PORTING, use('2026-11-12T10:00:00.000Z', { portingCompleted: true }));
    expect(moved.refundCents).toBe(Math.round((paid * monthlyPart * (18 / 21)) / beforeVat));
  });

  it('refunds nothing of a period used in full, and never more than was paid', () => {
    expect(withdrawalRefund(ESIM_PRO, use('2026-12-05T10:00:00.000Z')).refundCents).toBe(0);
    expect(withdrawalRefund(ESIM_PRO, use('2026-11-09T10:00:00.000Z')).refundCents).toBe(ESIM_PRO.totalWithVatCents);
  });
});
