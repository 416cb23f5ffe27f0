// The query keys of the signed-in customer's own data: shared, because the account pages read it and the checkout
// changes it (a placed order).
import type { EsimConfiguration } from '@telecom/domain';

const all = ['account'] as const;

export const accountKeys = {
  all,
  orders: () => [...all, 'orders'] as const,
  aiTrial: () => [...all, 'ai-trial'] as const,
  invoices: () => [...all, 'invoices'] as const,
  esims: () => [...all, 'esims'] as const,
  esim: (id: number) => [...all, 'esims', id] as const,
  esimUsage: (id: number) => [...all, 'esims', id, 'usage'] as const,
  esimTopUps: (id: number) => [...all, 'esims', id, 'top-ups'] as const,
  subscriptions: () => [...all, 'subscriptions'] as const,
  calls: () => [...all, 'calls'] as const,
  sipAccount: (number: string) => [...all, 'sip-accounts', number] as const,
  numberRouting: (number: string) => [...all, 'number-routing', number] as const,
  greeting: (number: string) => [...all, 'greeting', number] as const,
  greetingRecording: (number: string, updatedAt: string | null) =>
    [...all, 'greeting', number, 'recording', updatedAt] as const,
  numberUsage: (number: string) => [...all, 'number-usage', number] as const,
  voicemails: () => [...all, 'voicemails'] as const,
  voicemailAudio: (id: number) => [...all, 'voicemails', id, 'audio'] as const,
  calendar: () => [...all, 'calendar'] as const,
  subscriptionPreview: (id: number, configuration: EsimConfiguration) =>
    [...all, 'subscriptions', id, 'preview', configuration] as const,
  assistantKnowledge: (subscriptionId: number) => [...all, 'assistant-knowledge', subscriptionId] as const,
  assistantCalls: () => [...all, 'assistant-calls'] as const,
};
