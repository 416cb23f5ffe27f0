// Every public page, grouped, for /sitemap (labels in locales/{en,nl,es}/info.json, sitemap.pages).
import { paths } from './paths';

export const SITEMAP_GROUPS = [
  {
    title: 'products',
    pages: [
      { to: paths.home, label: 'home' },
      { to: paths.esimPro, label: 'esimPro' },
      { to: paths.internationalPlans, label: 'internationalPlans' },
      { to: paths.esimOrder, label: 'esimOrder' },
      { to: paths.voip, label: 'voip' },
      { to: paths.voipConfigure, label: 'voipConfigure' },
      { to: paths.voipBundles, label: 'voipBundles' },
      { to: paths.numberPorting, label: 'numberPorting' },
      { to: paths.internationalNumbers, label: 'internationalNumbers' },
      { to: paths.aiAssistant, label: 'aiAssistant' },
      { to: paths.aiAssistantConfigure, label: 'aiAssistantConfigure' },
      { to: paths.voipAiAssistant, label: 'voipAiAssistant' },
      { to: paths.aiVoiceAssistant, label: 'aiVoiceAssistant' },
      { to: paths.aiSetup, label: 'aiSetup' },
      { to: paths.aiVoicemail, label: 'aiVoicemail' },
    ],
  },
  {
    title: 'business',
    pages: [
      { to: paths.business, label: 'business' },
      { to: paths.businessVoicemail, label: 'businessVoicemail' },
      { to: paths.businessApi, label: 'businessApi' },
      { to: paths.businessOnboarding, label: 'businessOnboarding' },
      { to: paths.apiDocs, label: 'apiDocs' },
      { to: paths.partnerships, label: 'partnerships' },
    ],
  },
  {
    title: 'support',
    pages: [
      { to: paths.support, label: 'support' },
      { to: paths.faq, label: 'faq' },
      { to: paths.contact, label: 'contact' },
      { to: paths.guides, label: 'guides' },
      { to: paths.status, label: 'status' },
      { to: paths.login, label: 'login' },
      { to: paths.register, label: 'register' },
      { to: paths.forgotPassword, label: 'forgotPassword' },
    ],
  },
  {
    title: 'company',
    pages: [
      { to: paths.about, label: 'about' },
      { to: paths.team, label: 'team' },
      { to: paths.careers, label: 'careers' },
      { to: paths.press, label: 'press' },
      { to: paths.invest, label: 'invest' },
    ],
  },
  {
    title: 'legal',
    pages: [
      { to: paths.privacy, label: 'privacy' },
      { to: paths.terms, label: 'terms' },
      { to: paths.cookies, label: 'cookies' },
      { to: paths.gdpr, label: 'gdpr' },
      { to: paths.accessibility, label: 'accessibility' },
      { to: paths.sitemap, label: 'sitemap' },
      { to: paths.withdrawal, label: 'withdrawal' },
    ],
  },
] as const;
