// The rule book's messages of the calling meter (docs/contracts.md §15, docs/decisions/052), in en, nl and es: the mail
// a customer gets when a number's bundle minutes of a month reach 80 % and 100 %. messages.ts spreads these into its
// table, so that every key is typed and has all three languages. `{{number}}` is the number as people write it,
// `{{month}}` the month written out, `{{used}}` and `{{included}}` minutes, `{{url}}` the dashboard's phone page.
// Dutch in the formal "u", as the rest of the phone pages.
import type { Texts } from './text.js';

export const CALL_METER_MESSAGES = {
  'mail.callMeter.subject80': {
    en: 'You have used 80% of the call minutes of {{number}}',
    nl: 'U heeft 80% van de belminuten van {{number}} gebruikt',
    es: 'Ha usado el 80 % de los minutos de llamada de {{number}}',
  },
  'mail.callMeter.subject100': {
    en: 'The call minutes of {{number}} are used up',
    nl: 'De belminuten van {{number}} zijn op',
    es: 'Se han agotado los minutos de llamada de {{number}}',
  },
  'mail.callMeter.body': {
    en: 'In {{month}} your number {{number}} has used {{used}} of the {{included}} minutes of its calling bundle.',
    nl: 'Met uw nummer {{number}} heeft u in {{month}} {{used}} van de {{included}} minuten van uw belbundel gebruikt.',
    es: 'En {{month}} su número {{number}} ha usado {{used}} de los {{included}} minutos de su bono de llamadas.',
  },
  'mail.callMeter.next80': {
    en: 'When the bundle is used up, we will let you know again; after that, each minute costs the rate of its destination until the end of the month.',
    nl: 'Als de bundel op is, krijgt u opnieuw bericht van ons; daarna kost elke minuut tot het einde van de maand het tarief van de bestemming.',
    es: 'Cuando se agote el bono, le avisaremos de nuevo; después, cada minuto cuesta la tarifa de su destino hasta final de mes.',
  },
  'mail.callMeter.next100': {
    en: 'Until the end of the month, each minute costs the rate of its destination; your bundle starts again on the first of next month.',
    nl: 'Tot het einde van de maand kost elke minuut het tarief van de bestemming; uw bundel begint op de eerste van de volgende maand opnieuw.',
    es: 'Hasta final de mes, cada minuto cuesta la tarifa de su destino; su bono vuelve a empezar el primer día del mes que viene.',
  },
  'mail.callMeter.follow': {
    en: 'Your calls and what they cost are on your phone page: {{url}}',
    nl: 'Uw gesprekken en wat ze kosten vindt u op uw belpagina: {{url}}',
    es: 'Sus llamadas y lo que cuestan están en su página de teléfono: {{url}}',
  },
} as const satisfies Record<string, Texts>;
