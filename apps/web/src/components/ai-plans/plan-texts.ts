import { useTranslation } from 'react-i18next';
import { AI_LANGUAGES, type AiAssistantPlan, type VoicemailPlan } from '@telecom/domain';
import { number, percent } from '../../lib/format';

/** What each AI plan includes, in the page language: the lines of its card on the order page and its summary. */
export function usePlanTexts() {
  const { t, i18n } = useTranslation('ai-order');
  const language = i18n.resolvedLanguage;
  const languages = (count: number) =>
    count >= AI_LANGUAGES.length ? t('includes.allLanguages', { count }) : t('includes.languages', { count });
  return {
    voicemail: (plan: VoicemailPlan): string[] => [
      plan.voicemails === null
        ? t('includes.unlimitedVoicemails')
        : t('includes.voicemails', { count: plan.voicemails, formatted: number(plan.voicemails, language) }),
      t('includes.transcripts'),
      languages(plan.languages),
    ],
    assistant: (plan: AiAssistantPlan): string[] => [
      plan.calls === null
        ? t('includes.unlimitedCalls')
        : t('includes.calls', { count: plan.calls, formatted: number(plan.calls, language) }),
      t('includes.numbers', { count: plan.numbers }),
      languages(plan.languages),
      ...(plan.slaPercent === null ? [] : [t('includes.sla', { percent: percent(plan.slaPercent, language) })]),
    ],
  };
}
