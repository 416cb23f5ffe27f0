// The contract summary as PDF (docs/contracts.md §13, EECC art. 102): the sections of the template of Regulation (EU)
// 2019/2243 — provider, services, speeds (products with mobile data), price, duration/renewal/termination, features
// for end-users with disabilities, other information — for one priced product, in the customer's language. The
// provider's details come from the settings. Written with the standard Helvetica font, as the invoice, so that the
// text can be extracted. pdfkit loads with the first document, not with the app.
import {
  findAiAssistantPlan,
  findVoicemailPlan,
  formatEuro,
  formatPhoneNumber,
  orderProductName,
  percentOfCents,
  translateCount,
  supportLineText,
  translateMessage,
  type AdminSettings,
  type CountedMessageKey,
  type Language,
  type MessageKey,
  type OrderProductRecord,
} from '@telecom/domain';
import { formatDate, LOCALES } from '../../lib/mail-format.js';

export interface ContractSummaryPdfInput {
  /** The product as `priceOrderProduct` priced it (an order's stored product, or the wizard's choice priced now). */
  product: OrderProductRecord;
  company: AdminSettings;
  language: Language;
  /** The site's address, for the dashboard, the withdrawal page and the terms. */
  publicUrl: string;
  /** YYYY-MM-DD: the day the summary is made for (the order's day, or today before ordering). */
  date: string;
  /** The order it belongs to; absent before ordering. */
  orderId?: string;
}

const MARGIN = 50;
const INK = '#1a2233';
const MUTED = '#5b6577';
const ACCENT = '#d5dce8';

/** The paths of the site's pages the summary names (apps/web/src/config/paths.ts). */
const PAGES = { dashboard: '/dashboard', withdrawal: '/herroepen', terms: '/voorwaarden' } as const;

/** The text of each section of the template, in order; a section without text is left out. */
export function contractSummarySections({
  product,
  company,
  language,
  publicUrl,
}: Omit<ContractSummaryPdfInput, 'date' | 'orderId'>): { heading: MessageKey; lines: string[] }[] {
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translateMessage(key, language, params);
  const count = (key: CountedMessageKey, value: number) => translateCount(key, language, value);
  // Intl writes a narrow no-break space in some formats, which Helvetica's encoding lacks.
  const euro = (cents: number) => formatEuro(cents, LOCALES[language]).replace(/\u202f/g, '\u00a0');
  const amounts = (withoutVat: number, withVat: number) => ({ withVat: euro(withVat), withoutVat: euro(withoutVat) });
  const dashboard = `${publicUrl}${PAGES.dashboard}`;

  const services: string[] = [];
  const price: string[] = [];
  const duration: string[] = [];
  let speeds: string[] = [];
  switch (product.kind) {
    case 'esim-pro': {
      const data = (['nl', 'eu', 'world'] as const)
        .filter((region) => product.data[region].label !== null)
        .map((region) => `${t(`invoice.region.${region}`)} ${product.data[region].label}`)
        .join(', ');
      services.push(
        t('document.summary.services.esimPro'),
        t('document.summary.services.esimData', { data }),
        t('document.summary.services.esimCalling', { calling: t(`invoice.calling.${product.calling}`) }),
      );
      speeds = [t('document.summary.speeds.mobile')];
      price.push(t('document.summary.price.monthly', amounts(product.totalPriceCents, product.totalWithVatCents)));
      if (product.discountPercent > 0)
        price.push(t('document.summary.price.discount', { percent: product.discountPercent }));
      price.push(t('document.summary.price.noOneOff'));
      duration.push(
        t('document.summary.term.esimPro', { months: count('mail.order.months', product.duration) }),
        t('document.summary.cancel.esimPro', { url: dashboard }),
      );
      break;
    }
    case 'travel': {
      const days = count('mail.order.days', product.duration);
      services.push(
        t('document.summary.services.travel', {
          plan: product.name,
          region: t(`invoice.travelRegion.${product.regionId}`),
          data: product.data,
          days,
        }),
      );
      speeds = [t('document.summary.speeds.mobile')];
      price.push(
        t('document.summary.price.once', amounts(product.totalPriceCents, product.totalWithVatCents)),
        t('document.summary.price.noOneOff'),
      );
      duration.push(t('document.summary.term.travel', { days }), t('document.summary.cancel.travel'));
      break;
    }
    case 'voip': {
      const number = formatPhoneNumber(product.number);
      const type = t(`invoice.numberType.${product.numberType}`);
      services.push(
        t(product.porting ? 'document.summary.services.voipPorting' : 'document.summary.services.voipNew', {
          number,
          type,
        }),
        product.bundle
          ? t('document.summary.services.voipBundle', { bundle: t(`invoice.bundle.${product.bundle}`) })
          : t('document.summary.services.voipNoBundle'),
      );
      price.push(t('document.summary.price.monthly', amounts(product.monthlyCents, product.monthlyWithVatCents)));
      const portingWithVat = product.portingCents + percentOfCents(product.portingCents, product.vatPercent);
      price.push(
        product.portingCents > 0
          ? t('document.summary.price.oneOff', amounts(product.portingCents, portingWithVat))
          : t('document.summary.price.noOneOff'),
      );
      if (product.portingCents > 0)
        price.push(t('document.summary.price.withOrder', amounts(product.totalPriceCents, product.totalWithVatCents)));
      duration.push(
        t('document.summary.term.monthly'),
        t('document.summary.cancel.monthly', { url: dashboard }),
        t('document.summary.keepNumber'),
      );
      break;
    }
    case 'ai-voicemail':
    case 'ai-assistant': {
      services.push(aiServiceText(product, language));
      price.push(t('document.summary.price.monthly', amounts(product.monthlyCents, product.monthlyWithVatCents)));
      const trialDays = product.kind === 'ai-assistant' ? product.trialDays : 0;
      if (trialDays > 0) price.push(t('document.summary.price.trial', { days: count('mail.order.days', trialDays) }));
      price.push(t('document.summary.price.noOneOff'));
      duration.push(t('document.summary.term.monthly'), t('document.summary.cancel.monthly', { url: dashboard }));
      if (trialDays > 0) duration.push(t('document.summary.cancel.trial'));
      break;
    }
  }
  price.push(t('document.summary.price.vat', { percent: product.vatPercent }));
  duration.push(t('document.summary.withdrawal', { url: `${publicUrl}${PAGES.withdrawal}` }));

  return [
    {
      heading: 'document.summary.section.provider',
      lines: [
        company.companyName,
        `${company.companyAddress}, ${company.companyPostcode} ${company.companyCity}`,
        t('document.summary.provider.kvk', { number: company.kvkNumber }),
        t('document.summary.provider.vat', { number: company.vatNumber }),
        t('document.summary.provider.email', { email: company.supportEmail }),
      ],
    },
    { heading: 'document.summary.section.services', lines: services },
    { heading: 'document.summary.section.speeds', lines: speeds },
    { heading: 'document.summary.section.price', lines: price },
    { heading: 'document.summary.section.duration', lines: duration },
    {
      heading: 'document.summary.section.disabilities',
      lines: [t('document.summary.disabilities', { email: company.supportEmail })],
    },
    {
      heading: 'document.summary.section.other',
      lines: [
        t('document.summary.other.support', { email: company.supportEmail }),
        supportLineText(company, language),
        t('document.summary.other.terms', { url: `${publicUrl}${PAGES.terms}` }),
      ],
    },
  ].filter((section): section is { heading: MessageKey; lines: string[] } => section.lines.length > 0);
}

/** An AI plan's limits: voicemails or calls a month, phone numbers, languages. */
function aiServiceText(
  product: Extract<OrderProductRecord, { kind: 'ai-voicemail' | 'ai-assistant' }>,
  language: Language,
): string {
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translateMessage(key, language, params);
  const count = (key: CountedMessageKey, value: number) => translateCount(key, language, value);
  const planName = product.name.replace(/^AI (Voicemail|Assistant) /, '');
  if (product.kind === 'ai-voicemail') {
    const plan = findVoicemailPlan(product.plan);
    if (!plan) throw new RangeError(`Unknown AI voicemail plan '${product.plan}'`);
    return t('document.summary.services.aiVoicemail', {
      plan: planName,
      voicemails:
        plan.voicemails === null
          ? t('document.summary.count.voicemailsUnlimited')
          : count('document.summary.count.voicemails', plan.voicemails),
      languages: count('document.summary.count.languages', plan.languages),
    });
  }
  const plan = findAiAssistantPlan(product.plan);
  if (!plan) throw new RangeError(`Unknown AI assistant plan '${product.plan}'`);
  return t('document.summary.services.aiAssistant', {
    plan: planName,
    calls:
      plan.calls === null
        ? t('document.summary.count.callsUnlimited')
        : count('document.summary.count.calls', plan.calls),
    numbers: count('document.summary.count.numbers', plan.numbers),
    languages: count('document.summary.count.languages', plan.languages),
  });
}

/** The product's name as the order's mails write it; before ordering the AI assistant has no business name yet. */
function productName(product: OrderProductRecord, language: Language): string {
  return product.kind === 'ai-assistant' && product.business.name === ''
    ? translateMessage('document.summary.productAiAssistant', language, {
        plan: product.name.replace(/^AI Assistant /, ''),
      })
    : orderProductName(product, language);
}

/** The PDF of a contract summary: one to two A4 pages. */
export async function renderContractSummaryPdf(input: ContractSummaryPdfInput): Promise<Buffer> {
  const { product, company, language, date, orderId } = input;
  const { default: PDFDocument } = await import('pdfkit');
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translateMessage(key, language, params);
  const title = `${t('document.summary.title')}: ${productName(product, language)}`;

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: company.companyName, Subject: t('document.summary.title') },
    lang: language,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(t('document.summary.title'), MARGIN, MARGIN, { width });
  doc.font('Helvetica-Bold').fontSize(12).text(productName(product, language), { width });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      orderId
        ? t('document.summary.forOrder', { orderId, date: formatDate(date, language) })
        : t('document.summary.forOffer', { date: formatDate(date, language) }),
      { width },
    )
    .moveDown(0.6)
    .fillColor(INK)
    .text(t('document.summary.intro'), { width });

  for (const section of contractSummarySections(input)) {
    doc.moveDown(0.8);
    const top = doc.y;
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + width, top)
      .strokeColor(ACCENT)
      .stroke();
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(t(section.heading), MARGIN, top + 6, { width });
    doc.font('Helvetica').fontSize(9.5).moveDown(0.2);
    for (const line of section.lines) doc.text(line, { width, paragraphGap: 2 });
  }
  doc.end();
  return done;
}
