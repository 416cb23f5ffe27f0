import { describe, it, expect } from 'vitest';
import {
  AI_ASSISTANT_PLANS,
  AI_ASSISTANT_PLAN_IDS,
  AI_FREE_TRIAL_DAYS,
  AI_LANGUAGES,
  AI_SETUP_COSTS_CENTS,
  VOICEMAIL_PLANS,
  VOICEMAIL_PLAN_IDS,
  findAiAssistantPlan,
  findVoicemailPlan,
  isAiAssistantPlanId,
  isVoicemailPlanId,
} from './ai-plans.js';

describe('AI voicemail plans', () => {
  it.each<[string, string, number, number | null, number]>([
    ['basic', 'Basic', 999, 50, 1],
    ['pro', 'Pro', 2499, 200, 4],
    ['enterprise', 'Enterprise', 4999, null, 4],
  ])(
    '%s ("%s") costs %d cents a month for %s voicemails in %d language(s)',
    (id, name, monthlyCents, voicemails, languages) => {
      expect(findVoicemailPlan(id)).toEqual({ id, name, monthlyCents, voicemails, languages });
    },
  );

  it('lists the plans in the order of the /register?plan= links', () => {
    expect(VOICEMAIL_PLANS.map((plan) => plan.id)).toEqual(['basic', 'pro', 'enterprise']);
    expect(VOICEMAIL_PLAN_IDS).toEqual(['basic', 'pro', 'enterprise']);
  });

  it.each<[unknown, boolean]>([
    ['basic', true],
    ['pro', true],
    ['enterprise', true],
    ['starter', false],
    ['Basic', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('isVoicemailPlanId(%j) is %s', (value, expected) => {
    expect(isVoicemailPlanId(value)).toBe(expected);
  });

  it('finds no unknown plan', () => {
    expect(findVoicemailPlan('starter')).toBeUndefined();
  });
});

describe('AI assistant plans', () => {
  it.each<[string, string, number, number | null, number, number, number | null]>([
    ['starter', 'Starter', 4900, 100, 1, 2, null],
    ['professional', 'Professional', 9900, 300, 3, 4, null],
    ['enterprise', 'Enterprise', 19900, null, 10, 4, 99.9],
  ])(
    '%s ("%s") costs %d cents a month: %s calls, %d numbers, %d languages, SLA %s',
    (id, name, monthlyCents, calls, numbers, languages, slaPercent) => {
      expect(findAiAssistantPlan(id)).toEqual({ id, name, monthlyCents, calls, numbers, languages, slaPercent });
    },
  );

  it('lists the plans in the order of the configureren?plan= links', () => {
    expect(AI_ASSISTANT_PLANS.map((plan) => plan.id)).toEqual(['starter', 'professional', 'enterprise']);
    expect(AI_ASSISTANT_PLAN_IDS).toEqual(['starter', 'professional', 'enterprise']);
  });

  it.each<[unknown, boolean]>([
    ['starter', true],
    ['professional', true],
    ['enterprise', true],
    ['pro', false],
    ['basic', false],
    ['STARTER', false],
    [null, false],
  ])('isAiAssistantPlanId(%j) is %s', (value, expected) => {
    expect(isAiAssistantPlanId(value)).toBe(expected);
  });

  it('finds no unknown plan', () => {
    expect(findAiAssistantPlan('pro')).toBeUndefined();
  });
});

describe('all AI plans', () => {
  it('have a 30-day free trial and no setup costs', () => {
    expect(AI_FREE_TRIAL_DAYS).toBe(30);
    expect(AI_SETUP_COSTS_CENTS).toBe(0);
  });

  it('speak Dutch, English, German and French', () => {
    expect(AI_LANGUAGES).toEqual(['nl', 'en', 'de', 'fr']);
  });

  it('never offer more languages than are supported', () => {
    for (const plan of [...VOICEMAIL_PLANS, ...AI_ASSISTANT_PLANS]) {
      expect(plan.languages).toBeLessThanOrEqual(AI_LANGUAGES.length);
    }
  });
});
