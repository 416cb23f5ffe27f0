// The eSIM's mails, in the customer's language (docs/contracts.md §8): the eSIM mail once its codes are there (the QR code
// as an inline PNG in the HTML part, and in both parts the activation code, SM-DP+ address, LPA string and the install
// page), and the usage warnings at 80% and 100% of the included data.
import { BRAND_NAME, translateMessage, type Language, type MessageKey } from '@telecom/domain';
import { escapeHtml, formatDate, LOCALES } from '../../lib/mail-format.js';
import type { ComposedMail } from '../jobs/mail-outbox.js';
import { qrCodePng } from './qr-code.js';

const translator =
  (language: Language) =>
  (key: MessageKey, params: Record<string, string> = {}) =>
    translateMessage(key, language, { brand: BRAND_NAME, ...params });

/** The install page of an eSIM, in the site; with its order's link token for the mail (lib/order-links.ts). */
export const installPageUrl = (publicUrl: string, esimId: number, linkToken?: string) =>
  `${publicUrl}/esim/installeren/${esimId}${linkToken === undefined ? '' : `?t=${encodeURIComponent(linkToken)}`}`;

/** The Content-ID of the QR code's image in the eSIM mail. */
export const QR_CONTENT_ID = 'esim-qr@telenova';

export interface ReadyEsim {
  id: number;
  /** The name the order was placed in, for the greeting. */
  customerName: string;
  orderId: string;
  name: string;
  email: string;
  language: Language;
  iccid: string;
  smdpAddress: string;
  activationCode: string;
  lpa: string;
  iosInstallUrl: string;
  /** The order's link token: the install link works for a guest on any device (docs/contracts.md §12). */
  linkToken: string;
}

export async function esimReadyMail(esim: ReadyEsim, publicUrl: string): Promise<ComposedMail> {
  const t = translator(esim.language);
  const installUrl = installPageUrl(publicUrl, esim.id, esim.linkToken);
  const codes = [
    t('mail.esim.smdpAddress', { value: esim.smdpAddress }),
    t('mail.esim.activationCode', { value: esim.activationCode }),
    t('mail.esim.lpa', { value: esim.lpa }),
    t('mail.esim.iccid', { value: esim.iccid }),
  ];
  const text = [
    t('mail.order.greeting', { name: esim.customerName }),
    '',
    t('mail.esim.intro', { orderId: esim.orderId }),
    '',
    t('mail.esim.installPage', { url: installUrl }),
    t('mail.esim.iphone', { url: esim.iosInstallUrl }),
    '',
    t('mail.esim.manual'),
    ...codes,
    '',
    t('mail.esim.once'),
    '',
    t('mail.signature'),
    '',
  ].join('\n');
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  // The texts with a link in them: the URL is put in after escaping, as a link.
  const withLink = (key: MessageKey, url: string) => escapeHtml(t(key, { url: '\u0000' })).replace('\u0000', link(url));
  const bodyHtml = [
    `<p>${escapeHtml(t('mail.order.greeting', { name: esim.customerName }))}</p>`,
    `<p>${escapeHtml(t('mail.esim.intro', { orderId: esim.orderId }))}</p>`,
    `<p><img src="cid:${QR_CONTENT_ID}" width="300" height="300" alt="${escapeHtml(t('mail.esim.qrAlt'))}"></p>`,
    `<p>${withLink('mail.esim.installPage', installUrl)}</p>`,
    `<p>${withLink('mail.esim.iphone', esim.iosInstallUrl)}</p>`,
    `<p>${escapeHtml(t('mail.esim.manual'))}</p>`,
    `<ul>${codes.map((line) => `<li><code>${escapeHtml(line)}</code></li>`).join('')}</ul>`,
    `<p>${escapeHtml(t('mail.esim.once'))}</p>`,
    `<p>${escapeHtml(t('mail.signature'))}</p>`,
  ].join('\n');
  return {
    to: esim.email,
    language: esim.language,
    subject: t('mail.esim.subject', { name: esim.name }),
    text,
    bodyHtml,
    attachments: [
      { filename: 'esim-qr.png', content: await qrCodePng(esim.lpa), contentType: 'image/png', cid: QR_CONTENT_ID },
    ],
  };
}

export interface UsageWarning {
  email: string;
  language: Language;
  name: string;
  level: 80 | 100;
  usedMb: number;
  includedMb: number;
  periodStart: string;
  periodEnd: string;
}

/** MB written as GB with one decimal in the language ('7,2 GB'), or MB below 1 GB. */
function dataAmount(mb: number, language: Language): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  return mb >= 1024 ? format(mb / 1024, 'GB') : format(mb, 'MB');
}

export function usageWarningMail(warning: UsageWarning, publicUrl: string): ComposedMail {
  const t = translator(warning.language);
  return {
    to: warning.email,
    language: warning.language,
    subject: t(warning.level === 80 ? 'mail.usage.subject80' : 'mail.usage.subject100', { name: warning.name }),
    text: [
      t('mail.usage.body', {
        used: dataAmount(warning.usedMb, warning.language),
        included: dataAmount(warning.includedMb, warning.language),
        name: warning.name,
        start: formatDate(warning.periodStart, warning.language),
        end: formatDate(warning.periodEnd, warning.language),
      }),
      '',
      warning.level === 80 ? t('mail.usage.next80') : t('mail.usage.next100', { url: `${publicUrl}/dashboard` }),
      '',
      t('mail.signature'),
      '',
    ].join('\n'),
  };
}

export interface EndingTravelPlan {
  email: string;
  language: Language;
  customerName: string;
  name: string;
  /** The instant the plan ends (ISO). */
  validUntil: string;
}

/** The shop's time zone: a plan's end is written in Dutch time. */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';

/** The reminder 3 days before a travel plan ends (docs/contracts.md §14): when it ends, and where to get a new one. */
export function travelEndingMail(plan: EndingTravelPlan, publicUrl: string): ComposedMail {
  const t = translator(plan.language);
  const end = new Date(plan.validUntil);
  const date = new Intl.DateTimeFormat(LOCALES[plan.language], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(
    end,
  );
  const time = new Intl.DateTimeFormat(LOCALES[plan.language], { timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(
    end,
  );
  return {
    to: plan.email,
    language: plan.language,
    subject: t('mail.travelEnding.subject', { name: plan.name, date }),
    text: [
      t('mail.order.greeting', { name: plan.customerName }),
      '',
      t('mail.travelEnding.body', { name: plan.name, date, time }),
      '',
      t('mail.travelEnding.next', { url: `${publicUrl}/internationale-plannen` }),
      '',
      t('mail.signature'),
      '',
    ].join('\n'),
  };
}
