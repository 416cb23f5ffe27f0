// The contract summary as PDF (docs/contracts.md §13 "Contract summary", EECC art. 102): before ordering, for the
// wizard's choices as query parameters, and after ordering, for an order. The query names the product as the order
// request's `product` does, flat: `product` is its kind, then that kind's choices. Prices are never part of it: the
// server prices the choice with `priceOrderProduct`, as it prices an order.

import { z } from 'zod';
import { isOneOf } from '../one-of.js';
import { findAiAssistantPlan, findVoicemailPlan, type AiAssistantPlanId } from '../pricing/ai-plans.js';
import { CALLING_OPTION_IDS, DURATION_MONTHS, hasChosenData, maxDataIndex } from '../pricing/esim-pro.js';
import { VOIP_BUNDLE_IDS } from '../schemas/voip.js';
import { SUPPORTED_LANGUAGES, type Language } from '../i18n/languages.js';
import { findTravelPlan, TRAVEL_REGION_IDS } from '../travel/regions.js';
import { areaOfNumber, parsePortableNumber, VOIP_NUMBER_TYPES } from '../voip/numbers.js';
import type { OrderProductChoice } from '../checkout/order.js';

/** `GET /api/contract-summary.pdf`: the summary of what the wizard would order now. */
export const CONTRACT_SUMMARY_PATH = '/api/contract-summary.pdf';

/** The kinds of product a summary is made for: every kind an order can hold. */
export const CONTRACT_SUMMARY_PRODUCTS = ['esim-pro', 'travel', 'voip', 'ai-voicemail', 'ai-assistant'] as const;

const wholeNumber = () =>
  z.coerce
    .number({ error: 'validation.configuration.invalid' })
    .int('validation.configuration.invalid')
    .min(0, 'validation.configuration.invalid')
    .optional();

/**
 * The query of `GET /api/contract-summary.pdf`: `product` and the choices of that kind (the others are ignored); `lang`
 * picks the language (else Accept-Language). Each missing or wrong choice is answered on its own parameter.
 */
export const ContractSummaryQuerySchema = z
  .object({
    product: z.enum(CONTRACT_SUMMARY_PRODUCTS, { error: 'validation.configuration.invalid' }),
    duration: z.coerce
      .number({ error: 'validation.configuration.invalid' })
      .refine((months) => isOneOf(DURATION_MONTHS, months), 'validation.configuration.invalid')
      .optional()
      .meta({ description: 'eSIM Pro: the contract length in months (3, 6, 12 or 24)' }),
    calling: z
      .enum(CALLING_OPTION_IDS, { error: 'validation.configuration.invalid' })
      .optional()
      .meta({ description: 'eSIM Pro: calling' }),
    nlData: wholeNumber().meta({ description: 'eSIM Pro: the Netherlands data slider index' }),
    euData: wholeNumber().meta({ description: 'eSIM Pro: the EU data slider index' }),
    worldData: wholeNumber().meta({ description: 'eSIM Pro: the world data slider index' }),
    region: z
      .enum(TRAVEL_REGION_IDS, { error: 'validation.travelPlan.invalid' })
      .optional()
      .meta({ description: 'Travel: the region' }),
    plan: z
      .string()
      .max(40, 'validation.invalid')
      .optional()
      .meta({ description: "Travel: the region's plan id; AI voicemail and AI assistant: the plan id" }),
    numberType: z
      .enum(VOIP_NUMBER_TYPES, { error: 'validation.voip.numberType.invalid' })
      .optional()
      .meta({ description: 'VOIP: nl or international' }),
    number: z
      .string()
      .max(20, 'validation.voip.number.invalid')
      .optional()
      .meta({ description: 'VOIP: the new number of the catalogue (E.164)', example: '+31201234567' }),
    portNumber: z
      .string()
      .max(30, 'validation.voip.number.invalid')
      .optional()
      .meta({ description: 'VOIP: the number to bring along (porting), instead of `number`' }),
    bundle: z
      .enum(VOIP_BUNDLE_IDS, { error: 'validation.voip.bundle.invalid' })
      .optional()
      .meta({ description: 'VOIP: the call bundle; none when left out' }),
    lang: z
      .enum(SUPPORTED_LANGUAGES, { error: 'validation.invalid' })
      .optional()
      .meta({ description: 'The language of the summary; else Accept-Language' }),
  })
  .superRefine((query, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', message, path: [path] });
    if (query.product === 'esim-pro') {
      if (query.duration === undefined) problem('duration', 'validation.configuration.invalid');
      if (query.calling === undefined) problem('calling', 'validation.configuration.invalid');
      const data = { nlData: query.nlData ?? 0, euData: query.euData ?? 0, worldData: query.worldData ?? 0 };
      if (data.nlData > maxDataIndex('nl')) problem('nlData', 'validation.configuration.invalid');
      if (data.euData > maxDataIndex('eu')) problem('euData', 'validation.configuration.invalid');
      if (data.worldData > maxDataIndex('world')) problem('worldData', 'validation.configuration.invalid');
      if (!hasChosenData(data)) problem('nlData', 'validation.data.required');
    } else if (query.product === 'travel') {
      if (!query.region || !findTravelPlan(query.region, query.plan ?? ''))
        problem(query.region ? 'plan' : 'region', 'validation.travelPlan.invalid');
    } else if (query.product === 'voip') {
      if (!query.numberType) problem('numberType', 'validation.voip.numberType.invalid');
      else if ((query.number === undefined) === (query.portNumber === undefined))
        problem('number', 'validation.voip.choice');
      else if (query.number !== undefined) {
        const area = areaOfNumber(query.number);
        if (!area) problem('number', 'validation.voip.number.invalid');
        else if (area.numberType !== query.numberType) problem('number', 'validation.voip.number.typeMismatch');
      } else if (parsePortableNumber(query.portNumber!, query.numberType) === null)
        problem('portNumber', 'validation.voip.number.invalid');
    } else if (query.product === 'ai-voicemail') {
      if (!findVoicemailPlan(query.plan ?? '')) problem('plan', 'validation.aiPlan.invalid');
    } else if (!findAiAssistantPlan(query.plan ?? '')) problem('plan', 'validation.aiPlan.invalid');
  });
export type ContractSummaryQuery = z.output<typeof ContractSummaryQuerySchema>;

/** What the wizard knows at its last step, in the shape of the order request's `product` (a subset of it). */
export type ContractSummaryChoice =
  | Extract<OrderProductChoice, { kind: 'esim-pro' | 'travel' | 'ai-voicemail' }>
  | {
      readonly kind: 'voip';
      readonly numberType: string;
      readonly number?: string | null | undefined;
      readonly porting?: { readonly number: string } | undefined;
      readonly bundle?: string | null | undefined;
    }
  | { readonly kind: 'ai-assistant'; readonly plan: string };

/**
 * The query of `GET /api/orders/{id}/contract-summary.pdf`: `lang` asks for the summary in another language than the
 * order's (en, nl or es; any other value is ignored).
 */
export const OrderContractSummaryQuerySchema = z.object({
  lang: z.string().optional().meta({ description: "The language of the summary (en, nl or es); else the order's" }),
});

/** The query parameters of the summary of `choice`, in `language`. */
export function contractSummaryQuery(choice: ContractSummaryChoice, language: Language): Record<string, string> {
  const params: Record<string, string> = { product: choice.kind };
  if (choice.kind === 'esim-pro') {
    const { durationMonths, calling, nlData, euData, worldData } = choice.configuration;
    Object.assign(params, {
      duration: String(durationMonths),
      calling,
      nlData: String(nlData),
      euData: String(euData),
      worldData: String(worldData),
    });
  } else if (choice.kind === 'travel') Object.assign(params, { region: choice.regionId, plan: choice.planId });
  else if (choice.kind === 'voip') {
    params.numberType = choice.numberType;
    if (choice.porting) params.portNumber = choice.porting.number;
    else if (choice.number) params.number = choice.number;
    if (choice.bundle) params.bundle = choice.bundle;
  } else params.plan = choice.plan;
  params.lang = language;
  return params;
}

/** The address of the summary of `choice` (relative to the site). */
export function contractSummaryUrl(choice: ContractSummaryChoice, language: Language): string {
  const query = Object.entries(contractSummaryQuery(choice, language))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${CONTRACT_SUMMARY_PATH}?${query}`;
}

/**
 * The product choice a valid query names, ready for `priceOrderProduct`. A ported number's other details (provider,
 * holder, date) do not change the price or the terms, so the summary does without them; so does the assistant's
 * business.
 */
export function contractSummaryChoiceOf(query: ContractSummaryQuery): OrderProductChoice {
  switch (query.product) {
    case 'esim-pro':
      return {
        kind: 'esim-pro',
        configuration: {
          durationMonths: query.duration as (typeof DURATION_MONTHS)[number],
          calling: query.calling!,
          nlData: query.nlData ?? 0,
          euData: query.euData ?? 0,
          worldData: query.worldData ?? 0,
        },
      };
    case 'travel':
      return { kind: 'travel', regionId: query.region!, planId: query.plan! };
    case 'voip':
      return {
        kind: 'voip',
        numberType: query.numberType!,
        bundle: query.bundle ?? null,
        ...(query.portNumber !== undefined
          ? {
              porting: {
                number: query.portNumber,
                currentProvider: '',
                holderName: '',
                date: undefined,
                atContractEnd: true,
              },
            }
          : { number: query.number }),
      };
    case 'ai-voicemail':
      return { kind: 'ai-voicemail', plan: query.plan! };
    case 'ai-assistant':
      return { kind: 'ai-assistant', plan: query.plan as AiAssistantPlanId, business: { name: '', languages: [] } };
  }
}
