// The rule book's messages of porting a number to us (nummerbehoud, docs/contracts.md §9), in en, nl and es: the mail the
// customer gets at every step of a porting request, and the back office's activity entries. messages.ts spreads these
// into its table, so that every key is typed and has all three languages. `{{number}}` is the number as people write
// it, `{{provider}}` the current provider as the customer named it, `{{date}}` a date written out in the language.
import type { Texts } from './text.js';

export const PORTING_MESSAGES = {
  // --- The mails, one per status (subject and first paragraph), with what comes next
  'mail.porting.subject.requested': {
    en: 'We are moving your number {{number}} to {{brand}}',
    nl: 'We zetten je nummer {{number}} over naar {{brand}}',
    es: 'Estamos trayendo tu número {{number}} a {{brand}}',
  },
  'mail.porting.body.requested': {
    en: 'We have asked {{provider}} to move your number {{number}} to us, in the name of {{holder}}.',
    nl: 'We hebben {{provider}} gevraagd je nummer {{number}} naar ons over te zetten, op naam van {{holder}}.',
    es: 'Hemos pedido a {{provider}} que traslade tu número {{number}} con nosotros, a nombre de {{holder}}.',
  },
  'mail.porting.wishedDate': {
    en: 'You asked for the move on {{date}}.',
    nl: 'Je gewenste overstapdatum is {{date}}.',
    es: 'Pediste el traslado para el {{date}}.',
  },
  'mail.porting.atContractEnd': {
    en: 'You asked for the move at the end of your contract with {{provider}}.',
    nl: 'Je wilt overstappen aan het einde van je contract bij {{provider}}.',
    es: 'Pediste el traslado al final de tu contrato con {{provider}}.',
  },
  'mail.porting.next.requested': {
    en: '{{provider}} now checks the request. We will e-mail you at every step.',
    nl: '{{provider}} controleert nu het verzoek. We mailen je bij elke stap.',
    es: '{{provider}} revisa ahora la solicitud. Te escribiremos en cada paso.',
  },
  'mail.porting.subject.validated': {
    en: '{{provider}} has approved moving your number {{number}}',
    nl: '{{provider}} heeft het overzetten van je nummer {{number}} goedgekeurd',
    es: '{{provider}} ha aprobado el traslado de tu número {{number}}',
  },
  'mail.porting.body.validated': {
    en: 'Your current provider {{provider}} has approved the request to move your number {{number}} to us.',
    nl: 'Je huidige provider {{provider}} heeft het verzoek goedgekeurd om je nummer {{number}} naar ons over te zetten.',
    es: 'Tu operador actual, {{provider}}, ha aprobado la solicitud de traer tu número {{number}} con nosotros.',
  },
  'mail.porting.next.validated': {
    en: 'We are now planning the day of the move and will e-mail it to you.',
    nl: 'We plannen nu de dag van de overstap en mailen je die.',
    es: 'Ahora planificamos el día del traslado y te lo enviaremos por correo.',
  },
  'mail.porting.subject.scheduled': {
    en: 'Your number {{number}} moves on {{date}}',
    nl: 'Je nummer {{number}} gaat over op {{date}}',
    es: 'Tu número {{number}} se traslada el {{date}}',
  },
  'mail.porting.body.scheduled': {
    en: 'The move of your number {{number}} from {{provider}} to us is planned for {{date}}.',
    nl: 'De overstap van je nummer {{number}} van {{provider}} naar ons staat gepland op {{date}}.',
    es: 'El traslado de tu número {{number}} de {{provider}} a nosotros está previsto para el {{date}}.',
  },
  'mail.porting.next.scheduled': {
    en: 'On that day the number may be unreachable for a short while. We will e-mail you as soon as the move is done.',
    nl: 'Op die dag kan het nummer korte tijd onbereikbaar zijn. We mailen je zodra de overstap klaar is.',
    es: 'Ese día el número puede estar inaccesible durante un rato. Te escribiremos en cuanto el traslado esté hecho.',
  },
  'mail.porting.subject.completed': {
    en: 'Your number {{number}} is now with {{brand}}',
    nl: 'Je nummer {{number}} is nu bij {{brand}}',
    es: 'Tu número {{number}} ya está en {{brand}}',
  },
  'mail.porting.body.completed': {
    en: 'The move is done: from now on, calls to {{number}} reach you through {{brand}}.',
    nl: 'De overstap is klaar: vanaf nu komen oproepen naar {{number}} bij je binnen via {{brand}}.',
    es: 'El traslado está hecho: desde ahora, las llamadas al {{number}} te llegan a través de {{brand}}.',
  },
  'mail.porting.next.completed': {
    en: 'Welcome! You manage the number in your dashboard.',
    nl: 'Welkom! Je beheert het nummer in je dashboard.',
    es: '¡Te damos la bienvenida! Gestionas el número en tu panel.',
  },
  'mail.porting.subject.rejected': {
    en: 'We could not move your number {{number}}',
    nl: 'We konden je nummer {{number}} niet overzetten',
    es: 'No hemos podido trasladar tu número {{number}}',
  },
  'mail.porting.body.rejected': {
    en: 'Your number {{number}} cannot be moved from {{provider}} to us. The reason: {{reason}}',
    nl: 'Je nummer {{number}} kan niet van {{provider}} naar ons worden overgezet. De reden: {{reason}}',
    es: 'Tu número {{number}} no se puede trasladar de {{provider}} a nosotros. El motivo: {{reason}}',
  },
  'mail.porting.next.rejected': {
    en: "Check the number and the account holder's name with {{provider}}, then contact us and we will send the request again: {{supportUrl}}",
    nl: 'Controleer het nummer en de naam van de contracthouder bij {{provider}} en neem daarna contact met ons op, dan dienen we het verzoek opnieuw in: {{supportUrl}}',
    es: 'Comprueba el número y el nombre del titular con {{provider}} y después contacta con nosotros para enviar de nuevo la solicitud: {{supportUrl}}',
  },
  'mail.porting.follow': {
    en: 'Follow every step in your dashboard: {{url}}',
    nl: 'Volg elke stap in je dashboard: {{url}}',
    es: 'Sigue cada paso en tu panel: {{url}}',
  },

  // --- The back office's activity log
  'activity.porting.requested': {
    en: 'Porting of {{number}} for {{name}} requested from {{provider}}',
    nl: 'Nummerbehoud van {{number}} voor {{name}} aangevraagd bij {{provider}}',
    es: 'Portabilidad de {{number}} para {{name}} solicitada a {{provider}}',
  },
  'activity.porting.validated': {
    en: 'Porting of {{number}} for {{name}} approved by {{provider}}',
    nl: 'Nummerbehoud van {{number}} voor {{name}} goedgekeurd door {{provider}}',
    es: 'Portabilidad de {{number}} para {{name}} aprobada por {{provider}}',
  },
  'activity.porting.scheduled': {
    en: 'Porting of {{number}} for {{name}} scheduled on {{date}}',
    nl: 'Nummerbehoud van {{number}} voor {{name}} gepland op {{date}}',
    es: 'Portabilidad de {{number}} para {{name}} programada para el {{date}}',
  },
  'activity.porting.completed': {
    en: 'Number {{number}} of {{name}} ported from {{provider}}',
    nl: 'Nummer {{number}} van {{name}} overgezet van {{provider}}',
    es: 'Número {{number}} de {{name}} trasladado desde {{provider}}',
  },
  'activity.porting.rejected': {
    en: 'Porting of {{number}} for {{name}} rejected: {{reason}}',
    nl: 'Nummerbehoud van {{number}} voor {{name}} afgewezen: {{reason}}',
    es: 'Portabilidad de {{number}} para {{name}} rechazada: {{reason}}',
  },
} as const satisfies Record<string, Texts>;
