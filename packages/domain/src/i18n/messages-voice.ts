// The rule book's messages of calls (docs/contracts.md §15), in en, nl and es: the destination classes' names for the
// invoice's usage lines and the call history, the usage line itself, and why a number of an area is refused.
// messages.ts spreads these into its tables, so that every key is typed and has all three languages. `{{brand}}` is
// the brand name, `{{destination}}` a destination's name, `{{month}}` the month written out in the language.
import type { Language } from './languages.js';

type Texts = Readonly<Record<Language, string>>;

export const VOICE_VALIDATION_MESSAGES = {
  'validation.voip.area.addressOutsideArea': {
    en: 'A number with this area code needs an address in its area, or an order as a business in the Netherlands',
    nl: 'Voor een nummer met dit netnummer heeft u een adres in dat netnummergebied nodig, of u bestelt als bedrijf in Nederland',
    es: 'Un número con este prefijo requiere una dirección en su zona, o un pedido como empresa en los Países Bajos',
  },
  'validation.voip.area.businessOnly': {
    en: '085 and 088 numbers are for businesses in the Netherlands',
    nl: '085- en 088-nummers zijn voor bedrijven in Nederland',
    es: 'Los números 085 y 088 son para empresas en los Países Bajos',
  },
} as const satisfies Record<string, Texts>;

export const VOICE_MESSAGES = {
  'invoice.destination.on-net': {
    en: '{{brand}} numbers',
    nl: '{{brand}}-nummers',
    es: 'Números de {{brand}}',
  },
  'invoice.destination.nl-landline': {
    en: 'Landlines Netherlands',
    nl: 'Vaste nummers Nederland',
    es: 'Fijos de Países Bajos',
  },
  'invoice.destination.nl-mobile': {
    en: 'Mobiles Netherlands',
    nl: 'Mobiele nummers Nederland',
    es: 'Móviles de Países Bajos',
  },
  'invoice.destination.europe-landline': {
    en: 'Landlines Europe',
    nl: 'Vaste nummers Europa',
    es: 'Fijos de Europa',
  },
  'invoice.destination.europe-mobile': {
    en: 'Mobiles Europe',
    nl: 'Mobiele nummers Europa',
    es: 'Móviles de Europa',
  },
  'invoice.destination.us-canada': { en: 'US and Canada', nl: 'VS en Canada', es: 'EE. UU. y Canadá' },
  'invoice.destination.other': { en: 'Other countries', nl: 'Overige landen', es: 'Otros países' },
  'invoice.line.callUsage': {
    en: 'Calls to {{destination}} — {{month}}: {{minutes}} min',
    nl: 'Gesprekken naar {{destination}} — {{month}}: {{minutes}} min',
    es: 'Llamadas a {{destination}} — {{month}}: {{minutes}} min',
  },
} as const satisfies Record<string, Texts>;
