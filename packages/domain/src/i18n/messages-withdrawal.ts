// The rule book's messages of the withdrawal function (docs/contracts.md §13 "Withdrawal"), in en, nl and es: the
// validation message of step 1, the error answers, the mail with the link to step 2, the acknowledgement mail, the
// credit note's line and the back office's activity entry. messages.ts spreads these into its tables, so that every
// key is typed and has all three languages. `{{date}}` and `{{time}}` are written out in the language, Dutch time.
import type { Texts } from './text.js';

export const WITHDRAWAL_VALIDATION_MESSAGES = {
  'validation.withdrawal.orderId': {
    en: 'Enter the order number from your confirmation mail, such as ORD-1736848200000',
    nl: 'Vul het bestelnummer uit je bevestigingsmail in, zoals ORD-1736848200000',
    es: 'Introduce el número de pedido de tu correo de confirmación, como ORD-1736848200000',
  },
} as const satisfies Record<string, Texts>;

export const WITHDRAWAL_ERROR_MESSAGES = {
  'errors.ORDER_NOT_PAID': {
    en: 'This order cannot be withdrawn from: it has not been paid or has been refunded already',
    nl: 'Deze bestelling kun je niet herroepen: ze is niet betaald of al terugbetaald',
    es: 'No puedes desistir de este pedido: no se ha pagado o ya se ha reembolsado',
  },
  'errors.ORDER_WITHDRAWN': {
    en: 'You have withdrawn from this order already',
    nl: 'Je hebt deze bestelling al herroepen',
    es: 'Ya has desistido de este pedido',
  },
  'errors.WITHDRAWAL_PERIOD_ENDED': {
    en: 'The 14-day withdrawal period of this order has ended',
    nl: 'De herroepingstermijn van 14 dagen voor deze bestelling is voorbij',
    es: 'El plazo de desistimiento de 14 días de este pedido ha terminado',
  },
} as const satisfies Record<string, Texts>;

export const WITHDRAWAL_MESSAGES = {
  'mail.withdrawal.link.accepted': {
    en: 'If this order was placed with this email address, we have sent a link to it to withdraw from the order.',
    nl: 'Als deze bestelling met dit e-mailadres is geplaatst, hebben we er een link naartoe gestuurd om de bestelling te herroepen.',
    es: 'Si este pedido se hizo con este correo electrónico, le hemos enviado un enlace para desistir del pedido.',
  },
  // --- Step 1 without an account: the link to step 2
  'mail.withdrawal.link.subject': {
    en: 'Withdraw from your {{brand}} order {{orderId}}',
    nl: 'Je bestelling {{orderId}} bij {{brand}} herroepen',
    es: 'Desistir de tu pedido {{orderId}} de {{brand}}',
  },
  'mail.withdrawal.link.body': {
    en: 'You asked to withdraw from order {{orderId}}. Open this link to see the refund and to confirm the withdrawal:',
    nl: 'Je hebt gevraagd bestelling {{orderId}} te herroepen. Open deze link om de terugbetaling te zien en de herroeping te bevestigen:',
    es: 'Has pedido desistir del pedido {{orderId}}. Abre este enlace para ver el reembolso y confirmar el desistimiento:',
  },
  'mail.withdrawal.link.ignore': {
    en: 'Did you not ask for this? Then ignore this mail: nothing changes without your confirmation.',
    nl: 'Heb je dit niet gevraagd? Dan kun je deze mail negeren: zonder je bevestiging verandert er niets.',
    es: '¿No lo has pedido tú? Ignora este correo: nada cambia sin tu confirmación.',
  },

  // --- The acknowledgement (on a durable medium: the mail)
  'mail.withdrawal.subject': {
    en: 'Confirmation of your withdrawal from order {{orderId}}',
    nl: 'Bevestiging van je herroeping van bestelling {{orderId}}',
    es: 'Confirmación de tu desistimiento del pedido {{orderId}}',
  },
  'mail.withdrawal.received': {
    en: 'We received your withdrawal from order {{orderId}} ({{product}}) on {{date}} at {{time}} (Dutch time).',
    nl: 'We hebben je herroeping van bestelling {{orderId}} ({{product}}) ontvangen op {{date}} om {{time}} (Nederlandse tijd).',
    es: 'Hemos recibido tu desistimiento del pedido {{orderId}} ({{product}}) el {{date}} a las {{time}} (hora de los Países Bajos).',
  },
  'mail.withdrawal.refund': {
    en: 'We refund {{refund}} of the {{paid}} you paid, to the payment method you paid with: the service ran for {{daysUsed}} of the {{periodDays}} days it was paid for.',
    nl: 'We betalen {{refund}} van de betaalde {{paid}} terug via de betaalmethode waarmee je betaalde: de dienst liep {{daysUsed}} van de {{periodDays}} betaalde dagen.',
    es: 'Te devolvemos {{refund}} de los {{paid}} que pagaste, con el medio de pago que usaste: el servicio funcionó {{daysUsed}} de los {{periodDays}} días pagados.',
  },
  'mail.withdrawal.refundOneDay': {
    en: 'We refund {{refund}} of the {{paid}} you paid, to the payment method you paid with: the service ran for {{daysUsed}} of the 1 day it was paid for.',
    nl: 'We betalen {{refund}} van de betaalde {{paid}} terug via de betaalmethode waarmee je betaalde: de dienst liep {{daysUsed}} van de 1 betaalde dag.',
    es: 'Te devolvemos {{refund}} de los {{paid}} que pagaste, con el medio de pago que usaste: el servicio funcionó {{daysUsed}} del único día pagado.',
  },
  'mail.withdrawal.creditNote': {
    en: 'The refund is on credit note {{creditNote}}.',
    nl: 'De terugbetaling staat op creditnota {{creditNote}}.',
    es: 'El reembolso figura en la nota de crédito {{creditNote}}.',
  },
  'mail.withdrawal.ended': {
    en: 'The services of this order have ended: an eSIM no longer works, a new number is released and a number transfer does not go ahead.',
    nl: 'De diensten van deze bestelling zijn beëindigd: een eSIM werkt niet meer, een nieuw nummer komt weer vrij en een nummerbehoud gaat niet door.',
    es: 'Los servicios de este pedido han terminado: una eSIM deja de funcionar, un número nuevo queda libre y una portabilidad no sigue adelante.',
  },

  // --- The credit note and the back office
  'invoice.line.withdrawal': {
    en: 'Withdrawal from order {{orderId}} (invoice {{invoice}})',
    nl: 'Herroeping van bestelling {{orderId}} (factuur {{invoice}})',
    es: 'Desistimiento del pedido {{orderId}} (factura {{invoice}})',
  },
  'activity.orderWithdrawn': {
    en: '{{name}} withdrew from order {{order}}',
    nl: '{{name}} heeft bestelling {{order}} herroepen',
    es: '{{name}} desistió del pedido {{order}}',
  },
} as const satisfies Record<string, Texts>;
