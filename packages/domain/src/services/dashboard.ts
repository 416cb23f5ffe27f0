// The customer dashboard's figures (docs/contracts.md §8), computed from the account's own records: its subscriptions and
// its eSIMs. No figure is stored beside them and none is a sample.
import type { EsimRecord } from '../api/esims.js';
import type { SubscriptionRecord } from '../api/subscriptions.js';
import type { SubscriptionKind } from './subscriptions.js';

type CostedSubscription = Pick<SubscriptionRecord, 'status' | 'monthlyWithVatCents'>;

/** Whether a subscription still runs (and is billed): active, or cancelling until its end date. */
export const isRunningSubscription = (subscription: Pick<SubscriptionRecord, 'status'>): boolean =>
  subscription.status === 'active' || subscription.status === 'cancelling';

/**
 * The monthly cost incl. VAT: the sum of the running (active and cancelling) subscriptions' monthly amounts with VAT,
 * each as its invoice shows it. A cancelled subscription costs nothing.
 */
export function monthlyCostWithVatCents(subscriptions: readonly CostedSubscription[]): number {
  return subscriptions.filter(isRunningSubscription).reduce((sum, each) => sum + each.monthlyWithVatCents, 0);
}

/** Whether a subscription is in its free trial on `today` (an AI assistant's, to its `trialEnd` included). */
export const isInFreeTrial = (subscription: Pick<SubscriptionRecord, 'trialEnd'>, today: string): boolean =>
  subscription.trialEnd !== null && today <= subscription.trialEnd;

/**
 * Of the monthly cost, the part that starts once a free trial is over: the running subscriptions in their trial on
 * `today`, with VAT. The dashboard says it beside the monthly cost, so that a trial is not mistaken for a charge.
 */
export function trialMonthlyCostWithVatCents(
  subscriptions: readonly (CostedSubscription & Pick<SubscriptionRecord, 'trialEnd'>)[],
  today: string,
): number {
  return monthlyCostWithVatCents(subscriptions.filter((each) => isInFreeTrial(each, today)));
}

export interface ServiceCounts {
  /** eSIMs that are not expired and whose subscription (if any) has not ended. */
  readonly esim: number;
  /** Running VOIP subscriptions. */
  readonly voip: number;
  /** Running AI subscriptions (AI voicemail and the AI assistant). */
  readonly ai: number;
}

const AI_KINDS: readonly SubscriptionKind[] = ['ai-voicemail', 'ai-assistant'];

/** The dashboard's counts of active services, from the account's eSIMs and subscriptions. */
export function serviceCounts(
  esims: readonly Pick<EsimRecord, 'id' | 'status'>[],
  subscriptions: readonly Pick<SubscriptionRecord, 'kind' | 'status' | 'esimId'>[],
): ServiceCounts {
  const endedEsims = new Set(
    subscriptions.filter((each) => each.status === 'cancelled' && each.esimId !== null).map((each) => each.esimId),
  );
  const running = subscriptions.filter(isRunningSubscription);
  return {
    // A blocked eSIM (lost or stolen) is not a running service either.
    esim: esims.filter((esim) => esim.status !== 'expired' && esim.status !== 'blocked' && !endedEsims.has(esim.id))
      .length,
    voip: running.filter((each) => each.kind === 'voip').length,
    ai: running.filter((each) => AI_KINDS.includes(each.kind)).length,
  };
}
