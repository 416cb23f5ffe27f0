// AI voicemail and AI phone assistant plans (spec point 9), prices per month in cents. Plan ids are the
// spec's query values: /register?plan=basic|pro|enterprise and
// /voip/ai-assistant/configureren?plan=starter|professional|enterprise.

import { isOneOf } from '../one-of.js';

/** Languages the AI products speak (spec point 9: Dutch, English, German, French). */
export const AI_LANGUAGES = ['nl', 'en', 'de', 'fr'] as const;
export type AiLanguage = (typeof AI_LANGUAGES)[number];

/** Every AI plan starts with a free trial of this many days. */
export const AI_FREE_TRIAL_DAYS = 30;
/** No setup costs on any AI plan. */
export const AI_SETUP_COSTS_CENTS = 0;

// --- AI voicemail --------------------------------------------------------------------------------------

export const VOICEMAIL_PLAN_IDS = ['basic', 'pro', 'enterprise'] as const;
export type VoicemailPlanId = (typeof VOICEMAIL_PLAN_IDS)[number];

export const isVoicemailPlanId = (value: unknown): value is VoicemailPlanId => isOneOf(VOICEMAIL_PLAN_IDS, value);

export interface VoicemailPlan {
  readonly id: VoicemailPlanId;
  readonly name: string;
  readonly monthlyCents: number;
  /** Voicemails per month; null for unlimited. */
  readonly voicemails: number | null;
  /** Number of languages. Enterprise: the spec only says "unlimited"; it gets all of `AI_LANGUAGES`. */
  readonly languages: number;
}

export const VOICEMAIL_PLANS: readonly VoicemailPlan[] = [
  { id: 'basic', name: 'Basic', monthlyCents: 999, voicemails: 50, languages: 1 },
  { id: 'pro', name: 'Pro', monthlyCents: 2499, voicemails: 200, languages: 4 },
  { id: 'enterprise', name: 'Enterprise', monthlyCents: 4999, voicemails: null, languages: AI_LANGUAGES.length },
];

export function findVoicemailPlan(id: string): VoicemailPlan | undefined {
  return VOICEMAIL_PLANS.find((plan) => plan.id === id);
}

// --- AI phone assistant ----------------------------------------------------------------------------------

export const AI_ASSISTANT_PLAN_IDS = ['starter', 'professional', 'enterprise'] as const;
export type AiAssistantPlanId = (typeof AI_ASSISTANT_PLAN_IDS)[number];

export const isAiAssistantPlanId = (value: unknown): value is AiAssistantPlanId =>
  isOneOf(AI_ASSISTANT_PLAN_IDS, value);

export interface AiAssistantPlan {
  readonly id: AiAssistantPlanId;
  readonly name: string;
  readonly monthlyCents: number;
  /** Calls per month; null for unlimited. */
  readonly calls: number | null;
  /** Phone numbers included. */
  readonly numbers: number;
  /** Number of languages. Enterprise: not stated in the spec; it gets all of `AI_LANGUAGES`. */
  readonly languages: number;
  /** Guaranteed uptime in percent; null when the plan has no SLA. */
  readonly slaPercent: number | null;
}

export const AI_ASSISTANT_PLANS: readonly AiAssistantPlan[] = [
  { id: 'starter', name: 'Starter', monthlyCents: 4900, calls: 100, numbers: 1, languages: 2, slaPercent: null },
  {
    id: 'professional',
    name: 'Professional',
    monthlyCents: 9900,
    calls: 300,
    numbers: 3,
    languages: 4,
    slaPercent: null,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyCents: 19900,
    calls: null,
    numbers: 10,
    languages: AI_LANGUAGES.length,
    slaPercent: 99.9,
  },
];

export function findAiAssistantPlan(id: string): AiAssistantPlan | undefined {
  return AI_ASSISTANT_PLANS.find((plan) => plan.id === id);
}
