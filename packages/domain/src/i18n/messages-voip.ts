// The rule book's messages of VOIP numbers, porting and the AI plans (docs/contracts.md §9), in en, nl and es: the
// validation messages of their forms, the error answers, and the names and invoice lines of what is ordered.
// messages.ts spreads these into its tables, so that every key is typed and has all three languages.
import type { Texts } from './text.js';

export const VOIP_VALIDATION_MESSAGES = {
  'validation.voip.choice': {
    en: 'Choose a new number or keep your own number',
    nl: 'Kies een nieuw nummer of neem een eigen nummer mee',
    es: 'Elige un número nuevo o conserva tu propio número',
  },
  'validation.voip.numberType.invalid': {
    en: 'Choose a Dutch or an international number',
    nl: 'Kies een Nederlands of een internationaal nummer',
    es: 'Elige un número neerlandés o internacional',
  },
  'validation.voip.area.invalid': {
    en: 'Choose an area code from the list',
    nl: 'Kies een netnummer uit de lijst',
    es: 'Elige un prefijo de la lista',
  },
  'validation.voip.number.required': {
    en: 'Choose a number',
    nl: 'Kies een nummer',
    es: 'Elige un número',
  },
  'validation.voip.number.invalid': {
    en: 'This number is not one of ours: choose a number from the list',
    nl: 'Dit nummer is niet van ons: kies een nummer uit de lijst',
    es: 'Este número no es nuestro: elige un número de la lista',
  },
  'validation.voip.number.typeMismatch': {
    en: 'This number does not match the kind of number you chose',
    nl: 'Dit nummer past niet bij het gekozen soort nummer',
    es: 'Este número no corresponde al tipo de número que elegiste',
  },
  'validation.voip.bundle.invalid': {
    en: 'Choose a bundle from the list, or no bundle',
    nl: 'Kies een bundel uit de lijst, of geen bundel',
    es: 'Elige un bono de la lista, o ninguno',
  },
  'validation.porting.number.required': {
    en: 'Enter the number you want to keep',
    nl: 'Vul het te behouden nummer in',
    es: 'Introduce el número que quieres conservar',
  },
  'validation.porting.number.invalid': {
    en: 'Enter a Dutch phone number, such as 020 123 4567 or 06 12345678',
    nl: 'Vul een Nederlands telefoonnummer in, zoals 020 123 4567 of 06 12345678',
    es: 'Introduce un número de teléfono neerlandés, como 020 123 4567 o 06 12345678',
  },
  'validation.porting.number.invalidInternational': {
    en: 'Enter the number with its country code, such as +32 2 345 67 89',
    nl: 'Vul het nummer in met landcode, zoals +32 2 345 67 89',
    es: 'Introduce el número con su prefijo de país, como +32 2 345 67 89',
  },
  'validation.porting.provider.required': {
    en: 'Enter your current provider',
    nl: 'Vul de huidige provider in',
    es: 'Introduce tu operador actual',
  },
  'validation.porting.holder.required': {
    en: 'Enter the name of the account holder',
    nl: 'Vul de naam van de contracthouder in',
    es: 'Introduce el nombre del titular del contrato',
  },
  'validation.porting.date.required': {
    en: 'Choose a date, or "at the end of my contract"',
    nl: 'Kies een datum, of "bij het einde van mijn contract"',
    es: 'Elige una fecha, o "al final de mi contrato"',
  },
  'validation.porting.date.invalid': {
    en: 'Enter a real date',
    nl: 'Vul een bestaande datum in',
    es: 'Introduce una fecha real',
  },
  'validation.porting.date.tooSoon': {
    en: 'Porting takes up to 3 working days: choose a later date',
    nl: 'Nummerbehoud duurt tot 3 werkdagen: kies een latere datum',
    es: 'La portabilidad tarda hasta 3 días laborables: elige una fecha posterior',
  },
  'validation.porting.date.tooLate': {
    en: 'Choose a date within the next 120 days',
    nl: 'Kies een datum binnen de komende 120 dagen',
    es: 'Elige una fecha dentro de los próximos 120 días',
  },
  'validation.porting.date.notWorkingDay': {
    en: 'Choose a working day (Monday to Friday)',
    nl: 'Kies een werkdag (maandag tot en met vrijdag)',
    es: 'Elige un día laborable (de lunes a viernes)',
  },
  'validation.porting.consent.required': {
    en: 'Give your consent to move your number to us',
    nl: 'Geef toestemming om het nummer naar ons over te zetten',
    es: 'Da tu consentimiento para traer tu número con nosotros',
  },
  'validation.porting.status.invalid': {
    en: 'Choose a status from the list',
    nl: 'Kies een status uit de lijst',
    es: 'Elige un estado de la lista',
  },
  'validation.porting.reason.required': {
    en: 'Give the reason for the rejection',
    nl: 'Geef de reden van de afwijzing',
    es: 'Indica el motivo del rechazo',
  },
  'validation.porting.scheduleDate.required': {
    en: 'Choose the porting date',
    nl: 'Kies de datum van de overzetting',
    es: 'Elige la fecha de la portabilidad',
  },
  'validation.aiPlan.invalid': {
    en: 'Choose a plan',
    nl: 'Kies een abonnement',
    es: 'Elige un plan',
  },
  'validation.account.signInRequired': {
    en: 'Log in or create an account to order this plan',
    nl: 'Log in of maak een account aan om dit abonnement te bestellen',
    es: 'Inicia sesión o crea una cuenta para contratar este plan',
  },
  'validation.business.name.required': {
    en: 'Enter the name of your business',
    nl: 'Vul de bedrijfsnaam in',
    es: 'Introduce el nombre de tu empresa',
  },
  'validation.business.languages.required': {
    en: 'Choose at least one language',
    nl: 'Kies minstens één taal',
    es: 'Elige al menos un idioma',
  },
  'validation.business.languages.tooMany': {
    en: 'Your plan has fewer languages: choose fewer, or a larger plan',
    nl: 'Je abonnement heeft minder talen: kies er minder, of een groter abonnement',
    es: 'Tu plan tiene menos idiomas: elige menos, o un plan mayor',
  },
  'validation.business.days.required': {
    en: 'Choose at least one opening day',
    nl: 'Kies minstens één openingsdag',
    es: 'Elige al menos un día de apertura',
  },
  'validation.business.hours.invalid': {
    en: 'Enter the times as 09:00 and 17:30, closing after opening',
    nl: 'Vul de tijden in als 09:00 en 17:30, sluiten na openen',
    es: 'Introduce las horas como 09:00 y 17:30, el cierre después de la apertura',
  },
} as const satisfies Record<string, Texts>;

export const VOIP_ERROR_MESSAGES = {
  'errors.NUMBER_NOT_AVAILABLE': {
    en: 'This number is no longer available. Choose another number.',
    nl: 'Dit nummer is niet meer beschikbaar. Kies een ander nummer.',
    es: 'Este número ya no está disponible. Elige otro número.',
  },
  'errors.PORTING_NOT_FOUND': {
    en: 'This porting request does not exist',
    nl: 'Dit verzoek voor nummerbehoud bestaat niet',
    es: 'Esta solicitud de portabilidad no existe',
  },
} as const satisfies Record<string, Texts>;

export const VOIP_MESSAGES = {
  'invoice.bundle.nl-unlimited': {
    en: 'Netherlands unlimited',
    nl: 'Nederland onbeperkt',
    es: 'Países Bajos ilimitado',
  },
  'invoice.bundle.europe': { en: 'Europe', nl: 'Europa', es: 'Europa' },
  'invoice.bundle.world': { en: 'World', nl: 'Wereld', es: 'Mundo' },
  'invoice.numberType.nl': { en: 'Dutch number', nl: 'Nederlands nummer', es: 'número neerlandés' },
  'invoice.numberType.international': {
    en: 'international number',
    nl: 'internationaal nummer',
    es: 'número internacional',
  },
  'mail.order.productVoip': {
    en: 'VOIP number {{number}}',
    nl: 'VOIP-nummer {{number}}',
    es: 'Número VOIP {{number}}',
  },
  'mail.order.productVoipBundle': {
    en: 'VOIP number {{number}} with the {{bundle}} bundle',
    nl: 'VOIP-nummer {{number}} met de bundel {{bundle}}',
    es: 'Número VOIP {{number}} con el bono {{bundle}}',
  },
  'mail.order.productAiVoicemail': {
    en: 'AI voicemail {{plan}}',
    nl: 'AI-voicemail {{plan}}',
    es: 'Buzón de voz con IA {{plan}}',
  },
  'mail.order.productAiAssistant': {
    en: 'AI assistant {{plan}} for {{business}}',
    nl: 'AI-assistent {{plan}} voor {{business}}',
    es: 'Asistente de IA {{plan}} para {{business}}',
  },
  'invoice.line.voipNumber': {
    en: 'Phone number {{number}} ({{type}}), first month',
    nl: 'Telefoonnummer {{number}} ({{type}}), eerste maand',
    es: 'Número de teléfono {{number}} ({{type}}), primer mes',
  },
  'invoice.line.voipBundle': {
    en: 'Calling bundle {{bundle}}, first month',
    nl: 'Belbundel {{bundle}}, eerste maand',
    es: 'Bono de llamadas {{bundle}}, primer mes',
  },
  'invoice.line.porting': {
    en: 'Keeping your number {{number}} (one-off)',
    nl: 'Nummerbehoud {{number}} (eenmalig)',
    es: 'Portabilidad del número {{number}} (pago único)',
  },
  'invoice.line.subscriptionVoipBundle': {
    en: '{{name}} with calling bundle {{bundle}} — {{month}}',
    nl: '{{name}} met belbundel {{bundle}} — {{month}}',
    es: '{{name}} con bono de llamadas {{bundle}} — {{month}}',
  },
  'mail.order.paidNow': {
    en: 'Paid today: {{priceWithVat}} incl. VAT ({{price}} excl. VAT)',
    nl: 'Vandaag betaald: {{priceWithVat}} incl. btw ({{price}} excl. btw)',
    es: 'Pagado hoy: {{priceWithVat}} con IVA ({{price}} sin IVA)',
  },
  'mail.order.thenMonthly': {
    en: 'After that: {{priceWithVat}} per month incl. VAT ({{price}} excl. VAT), invoiced on the 1st of each month. You can cancel every month in your dashboard.',
    nl: 'Daarna: {{priceWithVat}} per maand incl. btw ({{price}} excl. btw), gefactureerd op de 1e van elke maand. Je kunt maandelijks opzeggen in je dashboard.',
    es: 'Después: {{priceWithVat}} al mes con IVA ({{price}} sin IVA), facturado el día 1 de cada mes. Puedes cancelar cada mes desde tu panel.',
  },
  'mail.order.introTrial': {
    en: 'Thank you for your order. Your free trial of {{days}} days has started: nothing is charged today.',
    nl: 'Bedankt voor je bestelling. Je gratis proefperiode van {{days}} dagen is begonnen: vandaag betaal je niets.',
    es: 'Gracias por tu pedido. Tu prueba gratuita de {{days}} días ha comenzado: hoy no se te cobra nada.',
  },
  'mail.order.trialEnds': {
    en: 'Your trial runs until {{date}}. After that it costs {{priceWithVat}} per month incl. VAT ({{price}} excl. VAT); your first invoice comes on {{firstInvoice}}, by the payment method you chose ({{method}}).',
    nl: 'Je proefperiode loopt tot en met {{date}}. Daarna kost het {{priceWithVat}} per maand incl. btw ({{price}} excl. btw); je eerste factuur volgt op {{firstInvoice}}, via de betaalmethode die je koos ({{method}}).',
    es: 'Tu prueba dura hasta el {{date}}. Después cuesta {{priceWithVat}} al mes con IVA ({{price}} sin IVA); tu primera factura llega el {{firstInvoice}}, con el método de pago que elegiste ({{method}}).',
  },
  'mail.order.trialCancel': {
    en: 'Cancel in your dashboard before the trial ends and you pay nothing.',
    nl: 'Zeg je op in je dashboard voordat de proefperiode afloopt, dan betaal je niets.',
    es: 'Si cancelas desde tu panel antes de que termine la prueba, no pagas nada.',
  },
  'mail.order.voipNumberReady': {
    en: 'The number {{number}} is now yours. Set up your calls in your dashboard: {{url}}',
    nl: 'Het nummer {{number}} is vanaf nu van jou. Stel je telefonie in via je dashboard: {{url}}',
    es: 'El número {{number}} ya es tuyo. Configura tus llamadas en tu panel: {{url}}',
  },
  'mail.order.voipPorting': {
    en: 'We are asking {{provider}} to move {{number}} to us. You will get an e-mail at every step, and you can follow it in your dashboard: {{url}}',
    nl: 'We vragen {{provider}} om {{number}} naar ons over te zetten. Je krijgt bij elke stap een e-mail en je volgt het in je dashboard: {{url}}',
    es: 'Pedimos a {{provider}} que traslade el {{number}} con nosotros. Recibirás un correo en cada paso y puedes seguirlo en tu panel: {{url}}',
  },
  'mail.order.aiReady': {
    en: 'Your {{product}} is ready. Set it up in your dashboard: {{url}}',
    nl: 'Je {{product}} staat klaar. Stel het in via je dashboard: {{url}}',
    es: 'Tu {{product}} está listo. Configúralo en tu panel: {{url}}',
  },
  'mail.order.paymentMethod.ideal': { en: 'iDEAL', nl: 'iDEAL', es: 'iDEAL' },
  'mail.order.paymentMethod.creditcard': { en: 'credit card', nl: 'creditcard', es: 'tarjeta de crédito' },
  'mail.order.paymentMethod.paypal': { en: 'PayPal', nl: 'PayPal', es: 'PayPal' },
  'mail.order.paymentMethod.applepay': { en: 'Apple Pay', nl: 'Apple Pay', es: 'Apple Pay' },
  'activity.subscriptionBusinessChanged': {
    en: 'Business settings of subscription {{subscription}} of {{name}} changed',
    nl: 'Bedrijfsgegevens van abonnement {{subscription}} van {{name}} gewijzigd',
    es: 'Datos de empresa de la suscripción {{subscription}} de {{name}} modificados',
  },
  'invoice.line.aiVoicemail': {
    en: 'AI voicemail {{plan}}, first month',
    nl: 'AI-voicemail {{plan}}, eerste maand',
    es: 'Buzón de voz con IA {{plan}}, primer mes',
  },
  'invoice.line.aiAssistant': {
    en: 'AI assistant {{plan}}, first month',
    nl: 'AI-assistent {{plan}}, eerste maand',
    es: 'Asistente de IA {{plan}}, primer mes',
  },
} as const satisfies Record<string, Texts>;
