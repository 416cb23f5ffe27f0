// The rule book's messages of VAT by country and business buyers (docs/contracts.md §13), in en, nl and es: the checkout's
// validation of an address outside the Netherlands and of a business's details, and the invoice's VAT and buyer lines.
// messages.ts spreads these into its tables, so that every key is typed and has all three languages.
import type { Texts } from './text.js';

export const VAT_VALIDATION_MESSAGES = {
  'validation.postcode.country': {
    en: 'This postcode does not have the form of the chosen country’s postcodes',
    nl: 'Deze postcode past niet bij het gekozen land',
    es: 'Este código postal no tiene el formato del país elegido',
  },
  'validation.company.required': {
    en: 'Company name is required for a business order',
    nl: 'Bedrijfsnaam is verplicht bij een zakelijke bestelling',
    es: 'El nombre de la empresa es obligatorio en un pedido de empresa',
  },
  'validation.businessVatNumber.invalid': {
    en: 'This VAT number does not have the form of the chosen country’s VAT numbers (e.g. BE0123456789)',
    nl: 'Dit btw-nummer past niet bij het gekozen land (bijvoorbeeld BE0123456789)',
    es: 'Este número de IVA no tiene el formato del país elegido (p. ej. BE0123456789)',
  },
} as const satisfies Record<string, Texts>;

export const VAT_MESSAGES = {
  'document.invoice.reverseCharge': {
    en: 'VAT reverse charged',
    nl: 'Btw verlegd',
    es: 'Inversión del sujeto pasivo',
  },
  'document.invoice.reverseChargeNote': {
    en: 'VAT reverse charged: the VAT is accounted for by the buyer, VAT number {{number}} (Article 196, Directive 2006/112/EC).',
    nl: 'Btw verlegd: de btw wordt voldaan door de afnemer, btw-nummer {{number}} (artikel 196, Richtlijn 2006/112/EG).',
    es: 'Inversión del sujeto pasivo: el IVA lo liquida el destinatario, número de IVA {{number}} (artículo 196, Directiva 2006/112/CE).',
  },
  'document.invoice.buyerKvk': {
    en: 'KvK {{number}}',
    nl: 'KvK {{number}}',
    es: 'KvK {{number}}',
  },
  'document.invoice.buyerVatNumber': {
    en: 'VAT number {{number}}',
    nl: 'Btw-nummer {{number}}',
    es: 'Número de IVA {{number}}',
  },
} as const satisfies Record<string, Texts>;
