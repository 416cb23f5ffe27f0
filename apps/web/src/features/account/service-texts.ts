import { useTranslation } from 'react-i18next';
import {
  findAiAssistantPlan,
  findVoicemailPlan,
  formatPhoneNumber,
  type OrderProductRecord,
  type SubscriptionRecord,
} from '@telecom/domain';
import { usePlanTexts } from '../../components/ai-plans/plan-texts';
import { euro } from '../../lib/format';

/**
 * The names and facts of the customer's services in the page language (docs/contracts.md §9): a VOIP number as written
 * ('020 123 4567') with its type and bundle, an AI plan by its name with what it includes; the products of orders
 * as the billing page and the order list name them, with what they cost now and then per month.
 */
export function useServiceTexts() {
  const { t, i18n } = useTranslation('account');
  const plans = usePlanTexts();
  const money = (cents: number) => euro(cents, i18n.resolvedLanguage);
  const voicemailPlan = (id: string | null) => findVoicemailPlan(id ?? '');
  const assistantPlan = (id: string | null) => findAiAssistantPlan(id ?? '');
  const bundle = (id: SubscriptionRecord['bundle']) =>
    id ? t('services.bundle', { bundle: t(`services.bundles.${id}`) }) : t('services.noBundle');

  return {
    /** A subscription's name: 'VOIP-nummer 020 123 4567', 'AI-voicemail Pro', 'eSIM Pro'. */
    name(subscription: SubscriptionRecord): string {
      if (subscription.kind === 'voip' && subscription.number)
        return t('services.names.voip', { number: formatPhoneNumber(subscription.number) });
      const voicemail = subscription.kind === 'ai-voicemail' ? voicemailPlan(subscription.plan) : undefined;
      if (voicemail) return t('services.names.aiVoicemail', { plan: voicemail.name });
      const assistant = subscription.kind === 'ai-assistant' ? assistantPlan(subscription.plan) : undefined;
      if (assistant) return t('services.names.aiAssistant', { plan: assistant.name });
      return subscription.name;
    },
    /** The line under a subscription's name (eSIM Pro's configuration is the configuration texts'). */
    detail(subscription: SubscriptionRecord): string | null {
      if (subscription.kind === 'voip')
        return [
          subscription.numberType ? t(`services.numberTypes.${subscription.numberType}`) : null,
          bundle(subscription.bundle),
        ]
          .filter(Boolean)
          .join(' · ');
      const voicemail = subscription.kind === 'ai-voicemail' ? voicemailPlan(subscription.plan) : undefined;
      if (voicemail) return plans.voicemail(voicemail).join(' · ');
      const assistant = subscription.kind === 'ai-assistant' ? assistantPlan(subscription.plan) : undefined;
      if (assistant) return plans.assistant(assistant).join(' · ');
      return null;
    },
    /** What an order is for, in a line: 'eSIM Pro · 12 maanden', 'VOIP-nummer 020 123 4567 · Belbundel Europa'. */
    product(product: OrderProductRecord): string {
      switch (product.kind) {
        case 'esim-pro':
          return `${product.name} · ${t('billing.months', { count: product.duration })}`;
        case 'travel':
          return `${product.name} · ${product.data}`;
        case 'voip':
          return [
            t('services.names.voip', { number: formatPhoneNumber(product.number) }),
            product.bundle ? bundle(product.bundle) : null,
            product.porting ? t('services.ported') : null,
          ]
            .filter(Boolean)
            .join(' · ');
        case 'ai-voicemail':
          return t('services.names.aiVoicemail', { plan: voicemailPlan(product.plan)?.name ?? product.name });
        case 'ai-assistant':
          return `${t('services.names.aiAssistant', { plan: assistantPlan(product.plan)?.name ?? product.name })} · ${product.business.name}`;
      }
    },
    /**
     * What an order costs with VAT: a travel plan once; eSIM Pro per month; VOIP and the AI plans what the order
     * charged (a VOIP order's first month and porting fee, nothing for the AI assistant's trial) and then per month.
     */
    total(product: OrderProductRecord): string {
      const total = money(product.totalWithVatCents);
      if (product.kind === 'travel') return total;
      if (product.kind === 'esim-pro') return `${total} ${t('billing.perMonth')}`;
      if (product.totalWithVatCents === product.monthlyWithVatCents) return `${total} ${t('billing.perMonth')}`;
      return t('billing.thenMonthly', { total, monthly: money(product.monthlyWithVatCents) });
    },
  };
}
