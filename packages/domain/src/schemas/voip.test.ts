import { describe, expect, it } from 'vitest';
import { createOrderRequestSchema, priceOrderProduct, orderInvoiceLines, orderProductName } from '../index.js';
import {
  AiAssistantProductSchema,
  createVoipProductSchema,
  NumberHoldBodySchema,
  PortingStatusBodySchema,
} from './voip.js';

const TODAY = '2026-11-26';
const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('a VOIP order', () => {
  const schema = createVoipProductSchema(TODAY);

  it('takes a number of the inventory or a number to port, never both or neither', () => {
    expect(schema.safeParse({ kind: 'voip', numberType: 'nl', number: '+31201234567' }).success).toBe(true);
    expect(firstIssue(schema.safeParse({ kind: 'voip', numberType: 'nl' }))).toEqual([
      'number: validation.voip.choice',
    ]);
    const porting = {
      number: '06 12345678',
      currentProvider: 'KPN',
      holderName: 'Sanne de Vries',
      atContractEnd: true,
      consent: true,
    };
    expect(firstIssue(schema.safeParse({ kind: 'voip', numberType: 'nl', number: '+31201234567', porting }))).toEqual([
      'number: validation.voip.choice',
    ]);
    expect(schema.safeParse({ kind: 'voip', numberType: 'nl', porting, bundle: 'europe' }).success).toBe(true);
  });

  it('refuses a number that is not ours, of the other type, or a bundle that does not exist', () => {
    expect(firstIssue(schema.safeParse({ kind: 'voip', numberType: 'nl', number: '+31612345678' }))).toEqual([
      'number: validation.voip.number.invalid',
    ]);
    expect(firstIssue(schema.safeParse({ kind: 'voip', numberType: 'international', number: '+31201234567' }))).toEqual(
      ['number: validation.voip.number.typeMismatch'],
    );
    expect(
      firstIssue(schema.safeParse({ kind: 'voip', numberType: 'nl', number: '+31201234567', bundle: 'galaxy' })),
    ).toEqual(['bundle: validation.voip.bundle.invalid']);
  });

  it('checks the number to port, the wished date against today and the consent', () => {
    const port = (porting: Record<string, unknown>, numberType = 'nl') =>
      firstIssue(
        schema.safeParse({
          kind: 'voip',
          numberType,
          porting: { number: '020 123 4567', currentProvider: 'KPN', holderName: 'Sanne', consent: true, ...porting },
        }),
      );
    expect(port({ date: '2026-12-01' })).toBeUndefined();
    expect(port({ date: '2026-11-30' })).toEqual(['porting.date: validation.porting.date.tooSoon']);
    expect(port({ date: '2026-12-05' })).toEqual(['porting.date: validation.porting.date.notWorkingDay']);
    expect(port({ date: '2026-02-30' })).toEqual(['porting.date: validation.porting.date.invalid']);
    expect(port({})).toEqual(['porting.date: validation.porting.date.required']);
    expect(port({ number: '12345', atContractEnd: true })).toEqual([
      'porting.number: validation.porting.number.invalid',
    ]);
    expect(port({ atContractEnd: true }, 'international')).toEqual([
      'porting.number: validation.porting.number.invalidInternational',
    ]);
    expect(port({ atContractEnd: true, consent: false })).toEqual([
      'porting.consent: validation.porting.consent.required',
    ]);
    expect(port({ atContractEnd: true, currentProvider: ' ', holderName: '' })).toEqual([
      'porting.currentProvider: validation.porting.provider.required',
      'porting.holderName: validation.porting.holder.required',
    ]);
  });

  it('is priced from the catalogue: the number, the bundle and a one-off porting fee', () => {
    const nl = priceOrderProduct({ kind: 'voip', numberType: 'nl', number: '+31201234567', bundle: 'europe' });
    expect(nl).toMatchObject({
      number: '+31201234567',
      area: '020',
      porting: null,
      numberMonthlyCents: 250,
      bundleMonthlyCents: 1999,
      portingCents: 0,
      monthlyCents: 2249,
      monthlyWithVatCents: 2249 + 472,
      totalPriceCents: 2249,
      vatCents: 472,
      totalWithVatCents: 2721,
    });
    const ported = priceOrderProduct({
      kind: 'voip',
      numberType: 'international',
      bundle: null,
      porting: { number: '+32 2 345 67 89', currentProvider: 'Proximus', holderName: 'Jan', atContractEnd: true },
    });
    expect(ported).toMatchObject({
      number: '+3223456789',
      area: null,
      porting: { currentProvider: 'Proximus', holderName: 'Jan', date: null, atContractEnd: true },
      numberMonthlyCents: 1400,
      portingCents: 3500,
      monthlyCents: 1400,
      totalPriceCents: 4900,
      totalWithVatCents: 4900 + 1029,
    });
  });

  it('is invoiced a line for the number, the bundle and the porting, in the customer’s language', () => {
    const product = priceOrderProduct({
      kind: 'voip',
      numberType: 'nl',
      bundle: 'nl-unlimited',
      porting: {
        number: '0612345678',
        currentProvider: 'KPN',
        holderName: 'Jan',
        date: '2026-12-01',
        atContractEnd: false,
      },
    });
    expect(orderInvoiceLines(product, 'nl')).toEqual([
      {
        description: 'Telefoonnummer 06 1234 5678 (Nederlands nummer), eerste maand',
        quantity: 1,
        unitPriceCents: 250,
      },
      { description: 'Belbundel Nederland onbeperkt, eerste maand', quantity: 1, unitPriceCents: 999 },
      { description: 'Nummerbehoud 06 1234 5678 (eenmalig)', quantity: 1, unitPriceCents: 1500 },
    ]);
    expect(orderProductName(product, 'en')).toBe('VOIP number 06 1234 5678 with the Netherlands unlimited bundle');
  });
});

describe('the AI plans', () => {
  const business = { name: 'Bakkerij Jansen', languages: ['nl', 'en'] as ('nl' | 'en')[] };

  it('price AI voicemail by the month and start the AI assistant with its free trial', () => {
    expect(priceOrderProduct({ kind: 'ai-voicemail', plan: 'pro' })).toMatchObject({
      name: 'AI Voicemail Pro',
      monthlyCents: 2499,
      totalPriceCents: 2499,
      totalWithVatCents: 2499 + 525,
    });
    const assistant = priceOrderProduct({ kind: 'ai-assistant', plan: 'professional', business });
    expect(assistant).toMatchObject({
      name: 'AI Assistant Professional',
      monthlyCents: 9900,
      monthlyWithVatCents: 11979,
      trialDays: 30,
      totalPriceCents: 0,
      totalWithVatCents: 0,
    });
    expect(orderInvoiceLines(assistant, 'nl')).toEqual([]);
    expect(orderProductName(assistant, 'nl')).toBe('AI-assistent Professional voor Bakkerij Jansen');
  });

  it.each([
    ['starter', 4900, 5929],
    ['professional', 9900, 11979],
    ['enterprise', 19900, 24079],
  ] as const)(
    'charge the %s assistant its first month (%i cents, %i with VAT) once the account has had its trial',
    (plan, cents, withVat) => {
      const assistant = priceOrderProduct({ kind: 'ai-assistant', plan, business }, { aiTrialUsed: true });
      expect(assistant).toMatchObject({
        trialDays: 0,
        monthlyCents: cents,
        monthlyWithVatCents: withVat,
        totalPriceCents: cents,
        totalWithVatCents: withVat,
        billing: 'monthly',
      });
      expect(orderInvoiceLines(assistant, 'nl')).toEqual([
        { description: expect.stringMatching(/^AI-assistent .+, eerste maand$/), quantity: 1, unitPriceCents: cents },
      ]);
      expect(priceOrderProduct({ kind: 'ai-assistant', plan, business }, { aiTrialUsed: false })).toMatchObject({
        trialDays: 30,
        totalPriceCents: 0,
      });
    },
  );

  it('take no more languages than the plan has, and opening hours that close after they open', () => {
    expect(AiAssistantProductSchema.safeParse({ kind: 'ai-assistant', plan: 'starter', business }).success).toBe(true);
    expect(
      firstIssue(
        AiAssistantProductSchema.safeParse({
          kind: 'ai-assistant',
          plan: 'starter',
          business: { ...business, languages: ['nl', 'en', 'de'] },
        }),
      ),
    ).toEqual(['business.languages: validation.business.languages.tooMany']);
    expect(
      firstIssue(
        AiAssistantProductSchema.safeParse({
          kind: 'ai-assistant',
          plan: 'enterprise',
          business: { ...business, hours: { days: ['mon'], open: '17:00', close: '09:00' } },
        }),
      ),
    ).toEqual(['business.hours.close: validation.business.hours.invalid']);
  });

  it('are ordered by an account, never as a guest', () => {
    const schema = createOrderRequestSchema({ year: 2026, month: 11 }, TODAY);
    const order = {
      product: { kind: 'ai-voicemail', plan: 'basic' },
      customer: {
        name: 'Sanne de Vries',
        email: 'sanne@example.nl',
        phone: '0612345678',
        country: 'NL',
        postcode: '1012AB',
        houseNumber: '1',
        street: 'Damrak',
        city: 'Amsterdam',
      },
      delivery: 'email',
      payment: { method: 'ideal' },
      withdrawalConsent: true,
    };
    expect(firstIssue(schema.safeParse({ ...order, account: 'guest' }))).toEqual([
      'account: validation.account.signInRequired',
    ]);
    expect(schema.safeParse({ ...order, account: 'existing' }).success).toBe(true);
  });
});

describe('holding a number', () => {
  it('takes a number of an area, and optionally the token of the caller’s hold', () => {
    expect(NumberHoldBodySchema.parse({ number: ' +31201234567 ' })).toEqual({ number: '+31201234567' });
    expect(NumberHoldBodySchema.parse({ number: '+31201234567', holdToken: 'abc' })).toEqual({
      number: '+31201234567',
      holdToken: 'abc',
    });
    const problems = (body: unknown) =>
      NumberHoldBodySchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(problems({ number: '+3120' })).toEqual([['number', 'validation.voip.number.invalid']]);
    expect(problems({})).toEqual([['number', 'validation.voip.number.required']]);
    expect(problems({ number: '+31201234567', holdToken: 'x'.repeat(201) })).toEqual([
      ['holdToken', 'validation.invalid'],
    ]);
  });
});

describe('a porting request’s next status', () => {
  it('needs a date to be scheduled and a reason to be rejected', () => {
    expect(firstIssue(PortingStatusBodySchema.safeParse({ status: 'scheduled' }))).toEqual([
      'date: validation.porting.scheduleDate.required',
    ]);
    expect(firstIssue(PortingStatusBodySchema.safeParse({ status: 'rejected', reason: ' ' }))).toEqual([
      'reason: validation.porting.reason.required',
    ]);
    expect(PortingStatusBodySchema.safeParse({ status: 'validated' }).success).toBe(true);
    expect(firstIssue(PortingStatusBodySchema.safeParse({ status: 'done' }))).toEqual([
      'status: validation.porting.status.invalid',
    ]);
  });
});
