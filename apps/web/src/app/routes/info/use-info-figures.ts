import { useTranslation } from 'react-i18next';
import {
  AI_ASSISTANT_PLANS,
  SERVICE_PROMISES,
  VOICEMAIL_PLANS,
  VOIP_BUNDLES,
  VOIP_NUMBER_PRICES,
  VOIP_PER_MINUTE_CENTS,
  VOIP_PORTING,
  COVERAGE_CLAIMS,
  ESIM_FROM_PRICE_CENTS,
} from '@telecom/domain';
import { euro, number, percent } from '../../../lib/format';

/** The spec's figures as the info texts use them ({{portingNl}} …), formatted for the page language. */
export function useInfoFigures(): Record<string, string> {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const bundle = (id: string) => VOIP_BUNDLES.find((candidate) => candidate.id === id)!;
  const plan = (id: string) => AI_ASSISTANT_PLANS.find((candidate) => candidate.id === id)!;
  const voicemail = (id: string) => VOICEMAIL_PLANS.find((candidate) => candidate.id === id)!;
  return {
    portingNl: euro(VOIP_PORTING.nlOneOffCents, language),
    portingIntl: euro(VOIP_PORTING.internationalOneOffCents, language),
    portingMinDays: String(VOIP_PORTING.minWorkingDays),
    portingMaxDays: String(VOIP_PORTING.maxWorkingDays),
    numberNl: euro(VOIP_NUMBER_PRICES.nlMonthlyCents, language),
    numberIntl: euro(VOIP_NUMBER_PRICES.internationalMonthlyCents, language),
    numberCountries: String(VOIP_NUMBER_PRICES.internationalCountries),
    bundleNl: euro(bundle('nl-unlimited').monthlyCents, language),
    bundleNlFairUse: number(bundle('nl-unlimited').fairUseMinutesPerNumber ?? 0, language),
    bundleEurope: euro(bundle('europe').monthlyCents, language),
    bundleEuropeMinutes: number(bundle('europe').minutes ?? 0, language),
    bundleWorld: euro(bundle('world').monthlyCents, language),
    bundleWorldMinutes: number(bundle('world').minutes ?? 0, language),
    bundleWorldCountries: String(bundle('world').minCountries ?? 0),
    rateNlLandline: euro(VOIP_PER_MINUTE_CENTS.nlLandline, language),
    rateNlMobile: euro(VOIP_PER_MINUTE_CENTS.nlMobile, language),
    rateEuropeLandline: euro(VOIP_PER_MINUTE_CENTS.europeLandline, language),
    rateEuropeMobile: euro(VOIP_PER_MINUTE_CENTS.europeMobile, language),
    rateUsCanada: euro(VOIP_PER_MINUTE_CENTS.usCanada, language),
    rateOther: euro(VOIP_PER_MINUTE_CENTS.other, language),
    uptime: percent(SERVICE_PROMISES.uptimePercent, language),
    supportHours: String(SERVICE_PROMISES.supportReplyHours),
    qrMinutes: String(SERVICE_PROMISES.qrCodeWithinMinutes),
    implementationHours: String(SERVICE_PROMISES.implementationHours),
    usageWarning: percent(SERVICE_PROMISES.usageWarningPercent, language),
    assistantStarter: euro(plan('starter').monthlyCents, language),
    assistantProfessional: euro(plan('professional').monthlyCents, language),
    assistantEnterprise: euro(plan('enterprise').monthlyCents, language),
    voicemailBasic: euro(voicemail('basic').monthlyCents, language),
    voicemailPro: euro(voicemail('pro').monthlyCents, language),
    voicemailEnterprise: euro(voicemail('enterprise').monthlyCents, language),
    esimFrom: euro(ESIM_FROM_PRICE_CENTS, language),
    coverageCountries: String(COVERAGE_CLAIMS.worldwideCountries),
  };
}
