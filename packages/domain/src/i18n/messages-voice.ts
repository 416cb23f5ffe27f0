// The rule book's messages of calls (docs/contracts.md §15), in en, nl and es: the destination classes' names for the
// invoice's usage lines and the call history, the usage line itself, and why a number of an area is refused.
// messages.ts spreads these into its tables, so that every key is typed and has all three languages. `{{brand}}` is
// the brand name, `{{destination}}` a destination's name, `{{month}}` the month written out in the language.
import type { Texts } from './text.js';

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
  'validation.voice.routing.ringSeconds': {
    en: 'Choose a ring time of 5 to 60 seconds',
    nl: 'Kies een beltijd van 5 tot 60 seconden',
    es: 'Elige un tiempo de llamada de 5 a 60 segundos',
  },
  'validation.voice.routing.forwardTo.required': {
    en: 'Enter the number to forward calls to',
    nl: 'Vul het nummer in waarnaar u wilt doorschakelen',
    es: 'Introduce el número al que desviar las llamadas',
  },
  'validation.voice.routing.forwardTo.invalid': {
    en: 'Enter a phone number such as 020 123 4567 or +32 471 23 45 67 (no 09xx or short numbers)',
    nl: 'Vul een telefoonnummer in zoals 020 123 4567 of +32 471 23 45 67 (geen 09xx- of korte nummers)',
    es: 'Introduce un número de teléfono como 020 123 4567 o +32 471 23 45 67 (sin números 09xx ni cortos)',
  },
  'validation.voice.routing.forwardTo.self': {
    en: 'Forward to another number than this one',
    nl: 'Schakel door naar een ander nummer dan dit nummer',
    es: 'Desvía a un número distinto de este',
  },
  'validation.voice.routing.hours.time': {
    en: 'Enter a time as HH:MM, such as 09:00',
    nl: 'Vul een tijd in als UU:MM, bijvoorbeeld 09:00',
    es: 'Introduce una hora como HH:MM, por ejemplo 09:00',
  },
  'validation.voice.routing.hours.order': {
    en: 'The closing time must be after the opening time',
    nl: 'De sluitingstijd moet na de openingstijd liggen',
    es: 'La hora de cierre debe ser posterior a la de apertura',
  },
  'validation.voice.routing.hours.overlap': {
    en: 'These hours overlap other hours of the same day',
    nl: 'Deze tijden overlappen met andere tijden op dezelfde dag',
    es: 'Este horario se solapa con otro del mismo día',
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
