import { describe, expect, it } from 'vitest';
import { isInFreeTrial, monthlyCostWithVatCents, serviceCounts, trialMonthlyCostWithVatCents } from './dashboard.js';

describe('monthlyCostWithVatCents', () => {
  it('adds up the active and cancelling subscriptions with VAT and leaves out the cancelled ones', () => {
    expect(
      monthlyCostWithVatCents([
        { status: 'active', monthlyWithVatCents: 2723 },
        { status: 'cancelling', monthlyWithVatCents: 1210 },
        { status: 'cancelled', monthlyWithVatCents: 5000 },
      ]),
    ).toBe(3933);
  });

  it('is zero without subscriptions', () => {
    expect(monthlyCostWithVatCents([])).toBe(0);
  });
});

describe('trialMonthlyCostWithVatCents', () => {
  const assistant = { status: 'active' as const, monthlyWithVatCents: 11979, trialEnd: '2026-12-26' };
  const voicemail = { status: 'active' as const, monthlyWithVatCents: 3024, trialEnd: null };

  it('is the part of the monthly cost still in a free trial, to the trial’s last day included', () => {
    expect(trialMonthlyCostWithVatCents([assistant, voicemail], '2026-11-27')).toBe(11979);
    expect(trialMonthlyCostWithVatCents([assistant, voicemail], '2026-12-26')).toBe(11979);
    expect(trialMonthlyCostWithVatCents([assistant, voicemail], '2026-12-27')).toBe(0);
  });

  it('leaves out a cancelled trial', () => {
    expect(trialMonthlyCostWithVatCents([{ ...assistant, status: 'cancelled' }], '2026-11-27')).toBe(0);
  });

  it('says whether a subscription is in its trial', () => {
    expect(isInFreeTrial(assistant, '2026-12-26')).toBe(true);
    expect(isInFreeTrial(assistant, '2026-12-27')).toBe(false);
    expect(isInFreeTrial(voicemail, '2026-11-27')).toBe(false);
  });
});

describe('serviceCounts', () => {
  it('counts the eSIMs that have not expired or ended, and the running VOIP and AI subscriptions', () => {
    const esims = [
      { id: 1, status: 'active' as const },
      { id: 2, status: 'preparing' as const },
      { id: 3, status: 'expired' as const },
      { id: 4, status: 'installed' as const },
    ];
    const subscriptions = [
      { kind: 'esim-pro' as const, status: 'active' as const, esimId: 1 },
      { kind: 'esim-pro' as const, status: 'cancelled' as const, esimId: 4 },
      { kind: 'voip' as const, status: 'cancelling' as const, esimId: null },
      { kind: 'voip' as const, status: 'cancelled' as const, esimId: null },
      { kind: 'ai-voicemail' as const, status: 'active' as const, esimId: null },
      { kind: 'ai-assistant' as const, status: 'active' as const, esimId: null },
    ];
    expect(serviceCounts(esims, subscriptions)).toEqual({ esim: 2, voip: 1, ai: 2 });
  });

  it('counts nothing for a new account', () => {
    expect(serviceCounts([], [])).toEqual({ esim: 0, voip: 0, ai: 0 });
  });
});
