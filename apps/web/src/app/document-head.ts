// The <head> of a page rendered at build (docs/contracts.md §10): canonical URL, hreflang alternates, Open Graph and
// Twitter tags and the JSON-LD, around the title and description that the page itself renders. The site's address
// is not known at build: every absolute URL starts with SITE_ORIGIN, which the API replaces with its PUBLIC_URL
// setting when it serves the page (apps/api/src/http/page-html.ts).
import type { TFunction } from 'i18next';
import {
  AI_ASSISTANT_PLANS,
  CURRENCY,
  ESIM_BUNDLES,
  SUPPORTED_LANGUAGES,
  VOICEMAIL_PLANS,
  VOIP_BUNDLES,
  VOIP_NUMBER_PRICES,
  centsToEuroString,
  type Language,
} from '@telecom/domain';
import type { ProductPage, PublicPage } from './public-pages';

/** Stands for the site's address (PUBLIC_URL, no trailing slash) in the built pages; the API fills it in. */
export const SITE_ORIGIN = '%SITE_ORIGIN%';

const OG_LOCALES: Record<Language, string> = { en: 'en_GB', nl: 'nl_NL', es: 'es_ES' };

/** The address of a page in a language: `?lang=` makes the server answer that language whatever the visitor's. */
export const pageUrl = (path: string, language?: Language) =>
  `${SITE_ORIGIN}${path}${language ? `?lang=${language}` : ''}`;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: `<` escaped so that no text can close the element. */
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

interface Offer {
  name: string;
  monthlyCents: number;
}

function offersOf(product: ProductPage, t: TFunction): Offer[] {
  switch (product) {
    case 'esim-pro':
      return ESIM_BUNDLES.map((bundle) => ({
        name: `${bundle.name} ${bundle.dataLabel}`,
        monthlyCents: bundle.priceCents,
      }));
    case 'voip':
      return [
        { name: t('numbers.nl.title', { ns: 'voip' }), monthlyCents: VOIP_NUMBER_PRICES.nlMonthlyCents },
        {
          name: t('numbers.international.title', { ns: 'voip', count: VOIP_NUMBER_PRICES.internationalCountries }),
          monthlyCents: VOIP_NUMBER_PRICES.internationalMonthlyCents,
        },
        ...VOIP_BUNDLES.map((bundle) => ({
          name: t(`bundles.items.${bundle.id}.title`, { ns: 'voip' }),
          monthlyCents: bundle.monthlyCents,
        })),
      ];
    case 'ai-assistant':
      return AI_ASSISTANT_PLANS.map((plan) => ({ name: plan.name, monthlyCents: plan.monthlyCents }));
    case 'ai-voicemail':
      return VOICEMAIL_PLANS.map((plan) => ({ name: plan.name, monthlyCents: plan.monthlyCents }));
  }
}

const PRODUCT_NAMES = {
  'esim-pro': 'nav.esimPro',
  voip: 'nav.voip',
  'ai-assistant': 'nav.aiAssistant',
  'ai-voicemail': 'nav.aiVoicemail',
} as const;

function structuredData(page: PublicPage, language: Language, description: string, t: TFunction): unknown[] {
  const brand = t('brand.name');
  const organization = {
    '@type': 'Organization',
    name: brand,
    url: `${SITE_ORIGIN}/`,
    logo: `${SITE_ORIGIN}/favicon.svg`,
  };
  const data = page.structuredData;
  if (!data) return [];
  if (data.kind === 'organization') return [{ '@context': 'https://schema.org', ...organization }];
  if (data.kind === 'faq') {
    const items = t('faq.items', { ns: 'support', returnObjects: true }) as unknown as {
      question: string;
      answer: string;
    }[];
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        inLanguage: language,
        mainEntity: items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
    ];
  }
  const url = pageUrl(page.path, language);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: t(PRODUCT_NAMES[data.product]),
      description,
      image: `${SITE_ORIGIN}/og/${page.image}.png`,
      brand: { '@type': 'Brand', name: brand },
      offers: offersOf(data.product, t).map((offer) => ({
        '@type': 'Offer',
        name: offer.name,
        url,
        price: centsToEuroString(offer.monthlyCents),
        priceCurrency: CURRENCY,
        availability: 'https://schema.org/InStock',
        seller: organization,
        // Monthly prices before VAT, as the catalogue holds them (docs/contracts.md §9).
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: centsToEuroString(offer.monthlyCents),
          priceCurrency: CURRENCY,
          valueAddedTaxIncluded: false,
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
      })),
    },
  ];
}

/** The tags that follow the page's own <title> and description in <head>. */
export function documentHead({
  page,
  language,
  title,
  description,
  t,
}: {
  page: PublicPage;
  language: Language;
  title: string;
  description: string;
  t: TFunction;
}): string {
  const image = `${SITE_ORIGIN}/og/${page.image}.png`;
  const url = pageUrl(page.path, language);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...SUPPORTED_LANGUAGES.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate}" href="${escapeHtml(pageUrl(page.path, alternate))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(page.path))}">`,
    meta('property', 'og:type', page.structuredData?.kind === 'product' ? 'product' : 'website'),
    meta('property', 'og:site_name', t('brand.name')),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', title),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...SUPPORTED_LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', title),
    ...structuredData(page, language, description, t).map(jsonLd),
  ];
  return tags.join('\n    ');
}
