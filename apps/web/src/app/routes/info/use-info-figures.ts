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
import { useConsumerPriceTexts } from '../../../components/ui/consumer-price-texts';
import { companyDetails } from '../../../lib/company-details';
import { number, percent } from '../../../lib/format';

/** The spec's figures as the info texts use them ({{portingNl}} …), formatted for the page language. */
export function useInfoFigures(): Record<string, string> {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const priceTexts = useConsumerPriceTexts();
  const company = companyDetails();
  const bundle = (id: string) => VOIP_BUNDLES.find((candidate) => candidate.id === id)!;
  const plan = (id: string) => AI_ASSISTANT_PLANS.find((candidate) => candidate.id === id)!;
  const voicemail = (id: string) => VOICEMAIL_PLANS.find((candidate) => candidate.id === id)!;
  return {
    portingNl: priceTexts(VOIP_PORTING.nlOneOffCents).both,
    portingIntl: priceTexts(VOIP_PORTING.internationalOneOffCents).both,
    portingMinDays: String(VOIP_PORTING.minWorkingDays),
    portingMaxDays: String(VOIP_PORTING.maxWorkingDays),
    numberNl: priceTexts(VOIP_NUMBER_PRICES.nlMonthlyCents).both,
    numberIntl: priceTexts(VOIP_NUMBER_PRICES.internationalMonthlyCents).both,
    numberCountries: String(VOIP_NUMBER_PRICES.internationalCountries),
    bundleNl: priceTexts(bundle('nl-unlimited').monthlyCents).both,
    bundleNlFairUse: number(bundle('nl-unlimited').fairUseMinutesPerNumber ?? 0, language),
    bundleEurope: priceTexts(bundle('europe').monthlyCents).both,
    bundleEuropeMinutes: number(bundle('europe').minutes ?? 0, language),
    bundleWorld: priceTexts(bundle('world').monthlyCents).both,
    bundleWorldMinutes: number(bundle('world').minutes ?? 0, language),
    bundleWorldCountries: String(bundle('world').minCountries ?? 0),
    rateNlLandline: priceTexts(VOIP_PER_MINUTE_CENTS.nlLandline).both,
    rateNlMobile: priceTexts(VOIP_PER_MINUTE_CENTS.nlMobile).both,
    rateEuropeLandline: priceTexts(VOIP_PER_MINUTE_CENTS.europeLandline).both,
    rateEuropeMobile: priceTexts(VOIP_PER_MINUTE_CENTS.europeMobile).both,
    rateUsCanada: priceTexts(VOIP_PER_MINUTE_CENTS.usCanada).both,
    rateOther: priceTexts(VOIP_PER_MINUTE_CENTS.other).both,
    uptime: percent(SERVICE_PROMISES.uptimePercent, language),
    supportHours: String(SERVICE_PROMISES.supportReplyHours),
    qrMinutes: String(SERVICE_PROMISES.qrCodeWithinMinutes),
    implementationHours: String(SERVICE_PROMISES.implementationHours),
    usageWarning: percent(SERVICE_PROMISES.usageWarningPercent, language),
    assistantStarter: priceTexts(plan('starter').monthlyCents).both,
    assistantProfessional: priceTexts(plan('professional').monthlyCents).both,
    assistantEnterprise: priceTexts(plan('enterprise').monthlyCents).both,
    voicemailBasic: priceTexts(voicemail('basic').monthlyCents).both,
    voicemailPro: priceTexts(voicemail('pro').monthlyCents).both,
    voicemailEnterprise: priceTexts(voicemail('enterprise').monthlyCents).both,
    esimFrom: priceTexts(ESIM_FROM_PRICE_CENTS).both,
    coverageCountries: String(COVERAGE_CLAIMS.worldwideCountries),
    supportEmail: company.supportEmail,
    supportPhone: company.supportPhone,
    supportHoursFrom: company.supportHoursFrom,
    supportHoursTo: company.supportHoursTo,
  };
}
