// The rule book's messages of eSIM top-ups and the travel plan's end (docs/contracts.md §14), in en, nl and es: the
// validation messages of the top-up and auto top-up forms, the error answers, the mails, the invoice line and the
// payment's description. messages.ts spreads these into its tables, so that every key is typed and has all three.
import type { Texts } from './text.js';

export const TOP_UP_VALIDATION_MESSAGES = {
  'validation.topUp.bundle': {
    en: 'Choose a bundle',
    nl: 'Kies een bundel',
    es: 'Elige un paquete',
  },
  'validation.topUp.cap': {
    en: 'Enter a monthly limit from €10 to €500, in whole euros',
    nl: 'Vul een maandlimiet in van € 10 tot en met € 500, in hele euro’s',
    es: 'Introduce un límite mensual de 10 € a 500 €, en euros enteros',
  },
  'validation.topUp.capBelowBundle': {
    en: 'The monthly limit must at least cover one bundle',
    nl: 'De maandlimiet moet minstens één bundel dekken',
    es: 'El límite mensual debe cubrir al menos un paquete',
  },
} as const satisfies Record<string, Texts>;

export const TOP_UP_ERROR_MESSAGES = {
  'errors.TOP_UP_NOT_AVAILABLE': {
    en: 'This eSIM cannot be topped up: it has unlimited data, is not ready yet or has ended',
    nl: 'Deze eSIM kun je niet opwaarderen: hij heeft onbeperkte data, is nog niet klaar of is afgelopen',
    es: 'Esta eSIM no se puede recargar: tiene datos ilimitados, aún no está lista o ha terminado',
  },
  'errors.AUTO_TOP_UP_UNAVAILABLE': {
    en: 'Automatic top-up is not available with the current payment provider',
    nl: 'Automatisch opwaarderen is niet beschikbaar bij de huidige betaalprovider',
    es: 'La recarga automática no está disponible con el proveedor de pago actual',
  },
} as const satisfies Record<string, Texts>;

export const TOP_UP_MESSAGES = {
  'mail.topUp.subject': {
    en: '{{data}} added to {{name}}',
    nl: '{{data}} toegevoegd aan {{name}}',
    es: '{{data}} añadidos a {{name}}',
  },
  'mail.topUp.added': {
    en: 'We have added {{data}} to {{name}}. You can use it straight away.',
    nl: 'We hebben {{data}} toegevoegd aan {{name}}. Je kunt het meteen gebruiken.',
    es: 'Hemos añadido {{data}} a {{name}}. Puedes usarlos ahora mismo.',
  },
  'mail.topUp.paid': {
    en: 'Paid: {{priceWithVat}} incl. VAT ({{price}} excl. VAT), invoice {{invoice}}.',
    nl: 'Betaald: {{priceWithVat}} incl. btw ({{price}} excl. btw), factuur {{invoice}}.',
    es: 'Pagado: {{priceWithVat}} IVA incl. ({{price}} sin IVA), factura {{invoice}}.',
  },
  'mail.topUp.allowance': {
    en: 'Your data until {{end}}: {{used}} used of {{allowance}}.',
    nl: 'Je data tot en met {{end}}: {{used}} verbruikt van {{allowance}}.',
    es: 'Tus datos hasta el {{end}}: {{used}} usados de {{allowance}}.',
  },
  'mail.topUp.automatic': {
    en: 'This top-up was bought automatically because 90% of your data was used. Automatic top-ups this month: {{spent}} of your limit of {{cap}}.',
    nl: 'Deze opwaardering is automatisch gekocht omdat 90% van je data verbruikt was. Automatische opwaarderingen deze maand: {{spent}} van je limiet van {{cap}}.',
    es: 'Esta recarga se compró automáticamente porque habías usado el 90 % de tus datos. Recargas automáticas este mes: {{spent}} de tu límite de {{cap}}.',
  },
  'mail.topUp.manage': {
    en: 'Your eSIM, its top-ups and the automatic top-up settings are in your account: {{url}}',
    nl: 'Je eSIM, de opwaarderingen en de instellingen voor automatisch opwaarderen vind je in je account: {{url}}',
    es: 'Tu eSIM, sus recargas y la recarga automática están en tu cuenta: {{url}}',
  },
  'mail.travelEnding.subject': {
    en: '{{name}} ends on {{date}}',
    nl: '{{name}} loopt af op {{date}}',
    es: '{{name}} termina el {{date}}',
  },
  'mail.travelEnding.body': {
    en: 'Your travel plan {{name}} is valid until {{date}} at {{time}}. After that your eSIM no longer connects.',
    nl: 'Je reisbundel {{name}} is geldig tot {{date}} om {{time}}. Daarna maakt je eSIM geen verbinding meer.',
    es: 'Tu plan de viaje {{name}} es válido hasta el {{date}} a las {{time}}. Después tu eSIM ya no se conectará.',
  },
  'mail.travelEnding.next': {
    en: 'Staying longer? Choose a new travel plan: {{url}}',
    nl: 'Blijf je langer? Kies een nieuwe reisbundel: {{url}}',
    es: '¿Te quedas más tiempo? Elige un nuevo plan de viaje: {{url}}',
  },
  'invoice.line.topUp': {
    en: 'Data top-up {{data}} for {{name}}',
    nl: 'Data-opwaardering {{data}} voor {{name}}',
    es: 'Recarga de datos {{data}} para {{name}}',
  },
  'document.payment.topUpDescription': {
    en: 'Top-up {{data}} {{name}}',
    nl: 'Opwaardering {{data}} {{name}}',
    es: 'Recarga {{data}} {{name}}',
  },
} as const satisfies Record<string, Texts>;
