import { describe, it, expect } from 'vitest';
import { BUSINESS_FROM_PRICES_CENTS, COVERAGE_CLAIMS, INVESTOR_FIGURES, SERVICE_PROMISES } from './business.js';
import { ESIM_FROM_PRICE_CENTS } from './esim-pro.js';
import { AI_ASSISTANT_PLANS } from './ai-plans.js';

describe('business "from" prices', () => {
  it('are eSIM €15 a month, VOIP €25 per user, AI assistant €49 a month', () => {
    expect(BUSINESS_FROM_PRICES_CENTS).toEqual({
      esimMonthly: 1500,
      voipPerUserMonthly: 2500,
      aiAssistantMonthly: 4900,
    });
  });

  it('agree with the eSIM "from" price and the cheapest AI assistant plan', () => {
    expect(BUSINESS_FROM_PRICES_CENTS.esimMonthly).toBe(ESIM_FROM_PRICE_CENTS);
    expect(BUSINESS_FROM_PRICES_CENTS.aiAssistantMonthly).toBe(
      Math.min(...AI_ASSISTANT_PLANS.map((plan) => plan.monthlyCents)),
    );
  });
});

describe('SERVICE_PROMISES', () => {
  it.each<[keyof typeof SERVICE_PROMISES, number]>([
    ['qrCodeWithinMinutes', 5],
    ['usageWarningPercent', 80],
    ['uptimePercent', 99.9],
    ['implementationHours', 48],
    ['supportReplyHours', 4],
    ['invoiceDayOfMonth', 1],
    ['confirmationEmailWithinMinutes', 5],
  ])('%s is %d', (key, value) => {
    expect(SERVICE_PROMISES[key]).toBe(value);
  });
});

describe('COVERAGE_CLAIMS', () => {
  it('claims 27 EU states plus Turkey, Switzerland and Sweden, 170+ countries and elsewhere 150+', () => {
    expect(COVERAGE_CLAIMS).toEqual({
      euMemberStates: 27,
      extraEuropeanCountries: ['TR', 'CH', 'SE'],
      worldwideCountries: 170,
      worldwideCountriesAlternative: 150,
    });
  });
});

describe('INVESTOR_FIGURES', () => {
  it('targets 3-5 million at 15M pre-money, minimum 100,000, board observer from 500K', () => {
    expect(INVESTOR_FIGURES).toEqual({
      targetMinEuros: 3_000_000,
      targetMaxEuros: 5_000_000,
      preMoneyValuationEuros: 15_000_000,
      minimumInvestmentEuros: 100_000,
      boardObserverFromEuros: 500_000,
    });
  });
});

describe('EU_MEMBER_STATES', () => {
  it('lists the 27 member states once each, as COVERAGE_CLAIMS counts them', async () => {
    const { EU_MEMBER_STATES, COVERAGE_CLAIMS } = await import('./business.js');
    expect(new Set(EU_MEMBER_STATES).size).toBe(COVERAGE_CLAIMS.euMemberStates);
    expect(EU_MEMBER_STATES).toContain('NL');
    expect(EU_MEMBER_STATES).not.toContain('CH');
    expect(EU_MEMBER_STATES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });
});
