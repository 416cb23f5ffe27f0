// The "other linked targets" of spec point 2: each is a real, translated page (texts in locales/{en,nl,es}/info.json).
import { paths } from './paths';

export const INFO_PAGES = [
  { id: 'numberPorting', path: paths.numberPorting },
  { id: 'internationalNumbers', path: paths.internationalNumbers },
  { id: 'voipBundles', path: paths.voipBundles },
  { id: 'aiSetup', path: paths.aiSetup },
  { id: 'apiDocs', path: paths.apiDocs },
  { id: 'faq', path: paths.faq },
  { id: 'contact', path: paths.contact },
  { id: 'guides', path: paths.guides },
  { id: 'businessVoicemail', path: paths.businessVoicemail },
  { id: 'businessApi', path: paths.businessApi },
  { id: 'businessOnboarding', path: paths.businessOnboarding },
  { id: 'team', path: paths.team },
  { id: 'careers', path: paths.careers },
  { id: 'press', path: paths.press },
  { id: 'partnerships', path: paths.partnerships },
  { id: 'privacy', path: paths.privacy },
  { id: 'terms', path: paths.terms },
  { id: 'cookies', path: paths.cookies },
  { id: 'gdpr', path: paths.gdpr },
  { id: 'accessibility', path: paths.accessibility },
  { id: 'sitemap', path: paths.sitemap },
  { id: 'status', path: paths.status },
  { id: 'voipAiAssistant', path: paths.voipAiAssistant },
  { id: 'aiVoiceAssistant', path: paths.aiVoiceAssistant },
] as const;

export type InfoPageId = (typeof INFO_PAGES)[number]['id'];
