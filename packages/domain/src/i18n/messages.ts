// The messages of the rule book in en, nl and es: validation messages (the schemas' messages are these keys),
// the device-compatibility feedback, and the API's error messages (`errors.<CODE>`). The spec's Dutch texts
// are the `nl` texts word for word; `en` and `es` say the same. `{{name}}` is a parameter.
//
// The web app shows a schema message with `translateMessage(key, language)`; the API answers with it in the
// language of Accept-Language. The table is typed so that a key without all three languages does not compile.

import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from './languages.js';
import { isOneOf } from '../one-of.js';
import { PORTING_MESSAGES } from './messages-porting.js';
import { COMPANY_MESSAGES, COMPANY_VALIDATION_MESSAGES } from './messages-company.js';
import { PRIVACY_ERROR_MESSAGES } from './messages-privacy.js';
import { TOP_UP_ERROR_MESSAGES, TOP_UP_MESSAGES, TOP_UP_VALIDATION_MESSAGES } from './messages-top-ups.js';
import { SERVICE_ACTION_MESSAGES } from './messages-services.js';
import { VOIP_ERROR_MESSAGES, VOIP_MESSAGES, VOIP_VALIDATION_MESSAGES } from './messages-voip.js';
import { CONTRACT_SUMMARY_MESSAGES } from './messages-contract-summary.js';
import {
  WITHDRAWAL_ERROR_MESSAGES,
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_VALIDATION_MESSAGES,
} from './messages-withdrawal.js';
import { VAT_MESSAGES, VAT_VALIDATION_MESSAGES } from './messages-vat.js';
import { VOICE_MESSAGES, VOICE_VALIDATION_MESSAGES } from './messages-voice.js';
import { CALL_METER_MESSAGES } from './messages-call-meter.js';
import { VOICEMAIL_ERROR_MESSAGES, VOICEMAIL_MESSAGES } from './messages-voicemail.js';
import { ASSISTANT_ERROR_MESSAGES, ASSISTANT_VALIDATION_MESSAGES } from './messages-assistant.js';
import { WEBHOOK_VALIDATION_MESSAGES } from './messages-webhooks.js';
import { ASSISTANT_DIGEST_MESSAGES } from './messages-assistant-digest.js';
import { TRAVEL_VALIDATION_MESSAGES } from './messages-travel.js';
import { fillText, type Texts } from './text.js';
import { API_KEY_ERROR_MESSAGES, API_KEY_MESSAGES, API_KEY_VALIDATION_MESSAGES } from './messages-api-keys.js';

/** The stable codes of the API's error answers (docs/contracts.md §4); each has a message `errors.<CODE>`. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'INVALID_TOKEN',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'WRONG_PASSWORD',
  'RESET_TOKEN_INVALID',
  'VERIFICATION_TOKEN_INVALID',
  'VERIFICATION_TOKEN_EXPIRED',
  'VERIFICATION_TOKEN_USED',
  'EMAIL_ALREADY_VERIFIED',
  'TOO_MANY_REQUESTS',
  'BAD_REQUEST',
  'ADDRESS_NOT_FOUND',
  'ADDRESS_LOOKUP_UNAVAILABLE',
  'ORDER_NOT_FOUND',
  'PAYMENT_NOT_FOUND',
  'SUBSCRIPTION_NOT_FOUND',
  'ESIM_NOT_FOUND',
  'ORDER_INCOMPLETE',
  'ORDER_FAILED',
  'PAYMENT_FAILED',
  'CUSTOMER_EXISTS',
  'INVOICE_NOT_DRAFT',
  'INVOICE_PAID',
  'INVOICE_NOT_SENT',
  'INVOICE_NOT_OPEN',
  'INVOICE_NOT_FOUND',
  'INVALID_TRANSITION',
  'INVOICE_NOT_PAID',
  'CREDIT_NOTE_EXISTS',
  'IDEMPOTENCY_CONFLICT',
  'PAYMENT_NOT_OPEN',
  'NUMBER_NOT_AVAILABLE',
  'PORTING_NOT_FOUND',
  'TOP_UP_NOT_AVAILABLE',
  'AUTO_TOP_UP_UNAVAILABLE',
  'ROLE_LOCKED',
  'ACCOUNT_IS_ADMIN',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'ORDER_NOT_PAID',
  'ORDER_WITHDRAWN',
  'WITHDRAWAL_PERIOD_ENDED',
  'CALENDAR_FEED_NOT_FOUND',
  'ASSISTANT_CALL_NOT_FOUND',
  'GREETING_NOT_WAV',
  'GREETING_TOO_LONG',
  'SLOT_TAKEN',
  'RANGE_NOT_SATISFIABLE',
  'INSUFFICIENT_SCOPE',
  'API_KEY_NOT_ALLOWED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode => isOneOf(ERROR_CODES, value);

const VALIDATION_MESSAGES = {
  ...VOIP_VALIDATION_MESSAGES,
  ...TOP_UP_VALIDATION_MESSAGES,
  ...WITHDRAWAL_VALIDATION_MESSAGES,
  ...VAT_VALIDATION_MESSAGES,
  ...COMPANY_VALIDATION_MESSAGES,
  ...VOICE_VALIDATION_MESSAGES,
  ...ASSISTANT_VALIDATION_MESSAGES,
  ...API_KEY_VALIDATION_MESSAGES,
  ...WEBHOOK_VALIDATION_MESSAGES,
  'validation.kvk.invalid': {
    en: 'Enter the 8-digit Chamber of Commerce (KvK) number',
    nl: 'Vul het KvK-nummer van 8 cijfers in',
    es: 'Introduce el número de la Cámara de Comercio (KvK) de 8 cifras',
  },
  'validation.vatNumber.invalid': {
    en: 'Enter a Dutch VAT number such as NL123456789B01',
    nl: 'Vul een btw-nummer in zoals NL123456789B01',
    es: 'Introduce un número de IVA neerlandés como NL123456789B01',
  },
  'validation.required': {
    en: 'This field is required',
    nl: 'Dit veld is verplicht',
    es: 'Este campo es obligatorio',
  },
  'validation.invalid': {
    en: 'This value is not valid',
    nl: 'Deze waarde is ongeldig',
    es: 'Este valor no es válido',
  },
  'validation.tooLong': {
    en: 'This value is too long',
    nl: 'Deze waarde is te lang',
    es: 'Este valor es demasiado largo',
  },
  'validation.singleLine': {
    en: 'Use a single line, without tabs or control characters',
    nl: 'Gebruik één regel, zonder tabs of besturingstekens',
    es: 'Usa una sola línea, sin tabulaciones ni caracteres de control',
  },
  'validation.controlCharacters': {
    en: 'This text contains control characters that are not allowed',
    nl: 'Deze tekst bevat besturingstekens die niet zijn toegestaan',
    es: 'Este texto contiene caracteres de control que no están permitidos',
  },
  'validation.email.required': {
    en: 'Email address is required',
    nl: 'E-mailadres is verplicht',
    es: 'El correo electrónico es obligatorio',
  },
  'validation.email.invalid': {
    en: 'Enter a valid email address',
    nl: 'Voer een geldig e-mailadres in',
    es: 'Introduce un correo electrónico válido',
  },
  'validation.password.required': {
    en: 'Password is required',
    nl: 'Wachtwoord is verplicht',
    es: 'La contraseña es obligatoria',
  },
  'validation.password.min6': {
    en: 'Password must be at least 6 characters',
    nl: 'Wachtwoord moet minimaal 6 karakters zijn',
    es: 'La contraseña debe tener al menos 6 caracteres',
  },
  'validation.password.min8': {
    en: 'Password must be at least 8 characters',
    nl: 'Wachtwoord moet minimaal 8 karakters zijn',
    es: 'La contraseña debe tener al menos 8 caracteres',
  },
  'validation.password.tooLong': {
    en: 'Password may be at most 72 bytes long (72 plain letters or digits, fewer with accents or emoji)',
    nl: 'Wachtwoord mag maximaal 72 bytes lang zijn (72 gewone letters of cijfers, minder met accenten of emoji)',
    es: 'La contraseña puede tener como máximo 72 bytes (72 letras o cifras simples, menos con acentos o emojis)',
  },
  'validation.password.common': {
    en: 'This password is too common. Choose one that is harder to guess',
    nl: 'Dit wachtwoord komt te vaak voor. Kies een wachtwoord dat moeilijker te raden is',
    es: 'Esta contraseña es demasiado común. Elige una que sea más difícil de adivinar',
  },
  'validation.password.confirmRequired': {
    en: 'Confirm your password',
    nl: 'Bevestig je wachtwoord',
    es: 'Confirma tu contraseña',
  },
  'validation.password.mismatch': {
    en: 'Passwords do not match',
    nl: 'Wachtwoorden komen niet overeen',
    es: 'Las contraseñas no coinciden',
  },
  'validation.currentPassword.required': {
    en: 'Current password is required',
    nl: 'Huidig wachtwoord is verplicht',
    es: 'La contraseña actual es obligatoria',
  },
  'validation.firstName.required': {
    en: 'First name is required',
    nl: 'Voornaam is verplicht',
    es: 'El nombre es obligatorio',
  },
  'validation.lastName.required': {
    en: 'Last name is required',
    nl: 'Achternaam is verplicht',
    es: 'Los apellidos son obligatorios',
  },
  'validation.name.required': {
    en: 'Name is required',
    nl: 'Naam is verplicht',
    es: 'El nombre es obligatorio',
  },
  'validation.phone.required': {
    en: 'Phone number is required',
    nl: 'Telefoonnummer is verplicht',
    es: 'El número de teléfono es obligatorio',
  },
  'validation.phone.invalid': {
    en: 'Enter a valid phone number',
    nl: 'Voer een geldig telefoonnummer in',
    es: 'Introduce un número de teléfono válido',
  },
  'validation.terms.required': {
    en: 'You must agree to the terms and conditions',
    nl: 'Je moet akkoord gaan met de voorwaarden',
    es: 'Debes aceptar las condiciones',
  },
  'validation.withdrawalConsent.required': {
    en: 'Agree to delivery starting straight away to place your order',
    nl: 'Ga akkoord met directe levering om je bestelling te plaatsen',
    es: 'Acepta que la entrega empiece de inmediato para hacer tu pedido',
  },
  'validation.postcode.required': {
    en: 'Postcode is required',
    nl: 'Postcode is verplicht',
    es: 'El código postal es obligatorio',
  },
  'validation.postcode.invalid': {
    en: 'Invalid postcode (format: 1234 AB)',
    nl: 'Ongeldige postcode (formaat: 1234 AB)',
    es: 'Código postal no válido (formato: 1234 AB)',
  },
  'validation.houseNumber.required': {
    en: 'House number is required',
    nl: 'Huisnummer is verplicht',
    es: 'El número de casa es obligatorio',
  },
  'validation.houseNumber.invalid': {
    en: 'Enter a valid house number',
    nl: 'Voer een geldig huisnummer in',
    es: 'Introduce un número de casa válido',
  },
  'validation.street.required': {
    en: 'Street is required',
    nl: 'Straat is verplicht',
    es: 'La calle es obligatoria',
  },
  'validation.city.required': {
    en: 'City is required',
    nl: 'Plaats is verplicht',
    es: 'La ciudad es obligatoria',
  },
  'validation.country.invalid': {
    en: 'Choose a country of the European Union',
    nl: 'Kies een land van de Europese Unie',
    es: 'Elige un país de la Unión Europea',
  },
  'validation.delivery.invalid': {
    en: 'Choose delivery by email or SMS',
    nl: 'Kies levering per e-mail of sms',
    es: 'Elige la entrega por correo electrónico o SMS',
  },
  'validation.fillAllFields': {
    en: 'Fill in all fields',
    nl: 'Vul alle velden in',
    es: 'Rellena todos los campos',
  },
  'validation.fillAllRequiredFields': {
    en: 'Fill in all required fields correctly',
    nl: 'Vul alle verplichte velden correct in',
    es: 'Rellena correctamente todos los campos obligatorios',
  },
  'validation.card.number': {
    en: 'Enter a card number of at least 16 digits',
    nl: 'Voer een kaartnummer van minimaal 16 cijfers in',
    es: 'Introduce un número de tarjeta de al menos 16 cifras',
  },
  'validation.card.expiry': {
    en: 'Enter the expiry date as MM/YY',
    nl: 'Voer de vervaldatum in als MM/JJ',
    es: 'Introduce la fecha de caducidad como MM/AA',
  },
  'validation.card.expired': {
    en: 'This card has expired: check the expiry date',
    nl: 'Deze kaart is verlopen: controleer de vervaldatum',
    es: 'Esta tarjeta ha caducado: comprueba la fecha de caducidad',
  },
  'validation.card.cvc': {
    en: 'Enter the security code of 3 or 4 digits',
    nl: 'Voer de beveiligingscode van 3 of 4 cijfers in',
    es: 'Introduce el código de seguridad de 3 o 4 cifras',
  },
  'validation.card.name': {
    en: 'Enter the name on the card',
    nl: 'Voer de naam op de kaart in',
    es: 'Introduce el nombre que figura en la tarjeta',
  },
  'validation.card.required': {
    en: 'Fill in your card details',
    nl: 'Vul je kaartgegevens in',
    es: 'Rellena los datos de tu tarjeta',
  },
  'validation.paymentMethod.invalid': {
    en: 'Choose iDEAL, credit card, PayPal or Apple Pay',
    nl: 'Kies iDEAL, creditcard, PayPal of Apple Pay',
    es: 'Elige iDEAL, tarjeta de crédito, PayPal o Apple Pay',
  },
  'validation.account.invalid': {
    en: 'Choose to order as a guest, with your account or with a new account',
    nl: 'Kies of je bestelt als gast, met je account of met een nieuw account',
    es: 'Elige si pides como invitado, con tu cuenta o con una cuenta nueva',
  },
  'validation.subject.required': {
    en: 'Choose a subject',
    nl: 'Kies een onderwerp',
    es: 'Elige un asunto',
  },
  'validation.message.required': {
    en: 'Message is required',
    nl: 'Bericht is verplicht',
    es: 'El mensaje es obligatorio',
  },
  'validation.range.required': {
    en: 'Choose an investment amount',
    nl: 'Kies een investeringsbedrag',
    es: 'Elige un importe de inversión',
  },
  'validation.inquiryKind.invalid': {
    en: 'Choose what your request is about',
    nl: 'Kies waar je aanvraag over gaat',
    es: 'Elige de qué trata tu solicitud',
  },
  'validation.aiPlan.invalid': {
    en: 'Choose the Starter, Professional or Enterprise plan',
    nl: 'Kies het Starter-, Professional- of Enterprise-abonnement',
    es: 'Elige el plan Starter, Professional o Enterprise',
  },
  'validation.plan.invalid': {
    en: 'Choose a plan',
    nl: 'Kies een abonnement',
    es: 'Elige un plan',
  },
  'validation.status.invalid': {
    en: 'Choose a status',
    nl: 'Kies een status',
    es: 'Elige un estado',
  },
  'validation.customer.required': {
    en: 'Choose a customer',
    nl: 'Kies een klant',
    es: 'Elige un cliente',
  },
  'validation.amount.invalid': {
    en: 'Enter an amount of at least 0 with at most 2 decimals',
    nl: 'Vul een bedrag van minimaal 0 in met hoogstens 2 decimalen',
    es: 'Introduce un importe de al menos 0 con 2 decimales como máximo',
  },
  'validation.date.invalid': {
    en: 'Enter a date',
    nl: 'Vul een datum in',
    es: 'Introduce una fecha',
  },
  'validation.amount.format': {
    en: 'Enter an amount such as 1.234,56 or 12,50: a comma before the cents, dots only between thousands',
    nl: 'Vul een bedrag in zoals 1.234,56 of 12,50: een komma voor de centen, punten alleen tussen duizendtallen',
    es: 'Introduce un importe como 1.234,56 o 12,50: una coma antes de los céntimos, puntos solo entre miles',
  },
  'validation.amount.tooLarge': {
    en: 'Enter an amount of at most €1,000,000.00',
    nl: 'Vul een bedrag van hoogstens € 1.000.000,00 in',
    es: 'Introduce un importe de 1.000.000,00 € como máximo',
  },
  'validation.filter.invalid': {
    en: 'Choose one of the values this filter offers',
    nl: 'Kies een van de waarden die dit filter aanbiedt',
    es: 'Elige uno de los valores que ofrece este filtro',
  },
  'validation.sort.invalid': {
    en: 'Sort by one of the columns this list can sort by',
    nl: 'Sorteer op een van de kolommen waarop deze lijst kan sorteren',
    es: 'Ordena por una de las columnas por las que esta lista puede ordenar',
  },
  'validation.dir.invalid': {
    en: "Sort ascending ('asc') or descending ('desc')",
    nl: "Sorteer oplopend ('asc') of aflopend ('desc')",
    es: "Ordena de forma ascendente ('asc') o descendente ('desc')",
  },
  'validation.month.invalid': {
    en: 'Enter a month as YYYY-MM, e.g. 2026-03',
    nl: 'Vul een maand in als JJJJ-MM, bijv. 2026-03',
    es: 'Introduce un mes como AAAA-MM, p. ej. 2026-03',
  },
  'validation.page.invalid': {
    en: 'Enter a whole number of 1 or more',
    nl: 'Vul een heel getal van 1 of meer in',
    es: 'Introduce un número entero de 1 o más',
  },
  'validation.query.repeated': {
    en: 'Give this parameter once',
    nl: 'Geef deze parameter één keer mee',
    es: 'Indica este parámetro una sola vez',
  },
  'validation.dueDate.beforeIssue': {
    en: 'The due date cannot be before the issue date',
    nl: 'De vervaldatum kan niet voor de factuurdatum liggen',
    es: 'La fecha de vencimiento no puede ser anterior a la de emisión',
  },
  'validation.dueDays.invalid': {
    en: 'Enter a number of days from 1 to 90',
    nl: 'Vul een aantal dagen van 1 tot en met 90 in',
    es: 'Introduce un número de días de 1 a 90',
  },
  'validation.role.invalid': {
    en: 'Choose customer or admin',
    nl: 'Kies klant of beheerder',
    es: 'Elige cliente o administrador',
  },
  'validation.ids.invalid': {
    en: 'Choose between 1 and 500 rows',
    nl: 'Kies tussen 1 en 500 rijen',
    es: 'Elige entre 1 y 500 filas',
  },
  'validation.language.invalid': {
    en: 'Choose English, Nederlands or Español',
    nl: 'Kies English, Nederlands of Español',
    es: 'Elige English, Nederlands o Español',
  },
  'validation.token.required': {
    en: 'This reset link is incomplete. Open the link from the email again',
    nl: 'Deze herstellink is onvolledig. Open de link uit de e-mail opnieuw',
    es: 'Este enlace de restablecimiento está incompleto. Vuelve a abrir el enlace del correo',
  },
  'validation.device.brand': {
    en: 'Choose the brand of your device',
    nl: 'Kies het merk van je toestel',
    es: 'Elige la marca de tu dispositivo',
  },
  'validation.device.model': {
    en: 'Choose the model of your device',
    nl: 'Kies het model van je toestel',
    es: 'Elige el modelo de tu dispositivo',
  },
  'validation.device.incompatible': {
    en: 'This device does not support eSIM',
    nl: 'Dit toestel ondersteunt geen eSIM',
    es: 'Este dispositivo no es compatible con eSIM',
  },
  'validation.configuration.invalid': {
    en: 'Choose a duration, a calling option and data tiers that exist',
    nl: 'Kies een looptijd, een belbundel en databundels die bestaan',
    es: 'Elige una duración, una opción de llamadas y niveles de datos que existan',
  },
  'validation.data.required': {
    en: 'Choose data for at least one region',
    nl: 'Kies data voor minstens één regio',
    es: 'Elige datos para al menos una región',
  },
  'validation.travelPlan.invalid': {
    en: 'Choose an existing travel plan',
    nl: 'Kies een bestaand reisplan',
    es: 'Elige un plan de viaje existente',
  },
  ...TRAVEL_VALIDATION_MESSAGES,
} as const satisfies Record<string, Texts>;

/** The three compatibility messages of step 1 of the wizard (spec point 5). */
const DEVICE_MESSAGES = {
  'device.compatible': {
    en: 'Your device supports eSIM! You can get started right away.',
    nl: 'Uw apparaat ondersteunt eSIM! U kunt direct aan de slag.',
    es: '¡Tu dispositivo es compatible con eSIM! Puedes empezar enseguida.',
  },
  'device.incompatible': {
    en: 'Unfortunately your device does not support eSIM. Check whether a newer version is available.',
    nl: 'Helaas ondersteunt uw apparaat geen eSIM. Controleer of er een nieuwere versie beschikbaar is.',
    es: 'Lamentablemente tu dispositivo no es compatible con eSIM. Comprueba si hay una versión más reciente disponible.',
  },
  'device.unknown': {
    en: 'Check in your phone settings whether eSIM is supported.',
    nl: 'Controleer in uw telefooninstellingen of eSIM wordt ondersteund.',
    es: 'Comprueba en los ajustes de tu teléfono si es compatible con eSIM.',
  },
} as const satisfies Record<string, Texts>;

const ERROR_MESSAGES = {
  ...VOIP_ERROR_MESSAGES,
  ...PRIVACY_ERROR_MESSAGES,
  ...TOP_UP_ERROR_MESSAGES,
  ...WITHDRAWAL_ERROR_MESSAGES,
  ...VOICEMAIL_ERROR_MESSAGES,
  ...ASSISTANT_ERROR_MESSAGES,
  ...API_KEY_ERROR_MESSAGES,
  'errors.VALIDATION_FAILED': {
    en: 'Some fields are not filled in correctly',
    nl: 'Niet alle velden zijn correct ingevuld',
    es: 'Algunos campos no están rellenados correctamente',
  },
  'errors.INVALID_JSON': {
    en: 'The request body is not valid JSON',
    nl: 'De inhoud van het verzoek is geen geldige JSON',
    es: 'El cuerpo de la solicitud no es JSON válido',
  },
  'errors.PAYLOAD_TOO_LARGE': {
    en: 'The request body is too large (at most 100 kB)',
    nl: 'De inhoud van het verzoek is te groot (maximaal 100 kB)',
    es: 'El cuerpo de la solicitud es demasiado grande (100 kB como máximo)',
  },
  'errors.UNSUPPORTED_MEDIA_TYPE': {
    en: 'Send the request body as JSON (Content-Type: application/json)',
    nl: 'Stuur de inhoud van het verzoek als JSON (Content-Type: application/json)',
    es: 'Envía el cuerpo de la solicitud como JSON (Content-Type: application/json)',
  },
  'errors.CUSTOMER_EXISTS': {
    en: 'A customer with this email address already exists',
    nl: 'Er bestaat al een klant met dit e-mailadres',
    es: 'Ya existe un cliente con este correo electrónico',
  },
  'errors.INVOICE_NOT_DRAFT': {
    en: 'Only draft invoices can be edited',
    nl: 'Alleen conceptfacturen kunnen worden bewerkt',
    es: 'Solo se pueden editar las facturas en borrador',
  },
  'errors.INVOICE_PAID': {
    en: 'This invoice has already been paid',
    nl: 'Deze factuur is al betaald',
    es: 'Esta factura ya está pagada',
  },
  'errors.INVOICE_NOT_FOUND': {
    en: 'This order has no invoice yet',
    nl: 'Deze bestelling heeft nog geen factuur',
    es: 'Este pedido aún no tiene factura',
  },
  'errors.INVOICE_NOT_OPEN': {
    en: 'Only an open invoice can be paid',
    nl: 'Alleen een openstaande factuur kan worden betaald',
    es: 'Solo se puede pagar una factura pendiente',
  },
  'errors.INVOICE_NOT_SENT': {
    en: 'Reminders are only sent for invoices with the status sent',
    nl: 'Herinneringen worden alleen verstuurd voor verzonden facturen',
    es: 'Los recordatorios solo se envían para facturas con el estado enviada',
  },
  'errors.INVOICE_NOT_PAID': {
    en: 'Only a paid invoice can be credited',
    nl: 'Alleen een betaalde factuur kan worden gecrediteerd',
    es: 'Solo se puede abonar una factura pagada',
  },
  'errors.CREDIT_NOTE_EXISTS': {
    en: 'This invoice already has a credit note',
    nl: 'Deze factuur heeft al een creditnota',
    es: 'Esta factura ya tiene una nota de crédito',
  },
  'errors.INVALID_TRANSITION': {
    en: 'This status change is not allowed',
    nl: 'Deze statuswijziging is niet toegestaan',
    es: 'Este cambio de estado no está permitido',
  },
  'errors.IDEMPOTENCY_CONFLICT': {
    en: 'This Idempotency-Key was already used for a different request',
    nl: 'Deze Idempotency-Key is al gebruikt voor een ander verzoek',
    es: 'Esta Idempotency-Key ya se usó para otra solicitud',
  },
  'errors.PAYMENT_NOT_OPEN': {
    en: 'This payment is no longer open',
    nl: 'Deze betaling staat niet meer open',
    es: 'Este pago ya no está abierto',
  },
  'errors.ROLE_LOCKED': {
    en: 'This role cannot be changed: it is your own account or the fixed admin address',
    nl: 'Deze rol kan niet worden gewijzigd: het is je eigen account of het vaste beheeradres',
    es: 'Este rol no se puede cambiar: es tu propia cuenta o la dirección fija de administración',
  },
  'errors.NOT_FOUND': {
    en: 'Not found',
    nl: 'Niet gevonden',
    es: 'No encontrado',
  },
  'errors.UNAUTHENTICATED': {
    en: 'Log in to continue',
    nl: 'Log in om verder te gaan',
    es: 'Inicia sesión para continuar',
  },
  'errors.INVALID_TOKEN': {
    en: 'Your session has expired. Log in again',
    nl: 'Je sessie is verlopen. Log opnieuw in',
    es: 'Tu sesión ha caducado. Vuelve a iniciar sesión',
  },
  'errors.FORBIDDEN': {
    en: 'You do not have access to this',
    nl: 'Je hebt hier geen toegang toe',
    es: 'No tienes acceso a esto',
  },
  'errors.INVALID_CREDENTIALS': {
    en: 'The email address or password is incorrect',
    nl: 'E-mailadres of wachtwoord is onjuist',
    es: 'El correo electrónico o la contraseña no son correctos',
  },
  'errors.EMAIL_TAKEN': {
    en: 'An account with this email address already exists',
    nl: 'Er bestaat al een account met dit e-mailadres',
    es: 'Ya existe una cuenta con este correo electrónico',
  },
  'errors.WRONG_PASSWORD': {
    en: 'Your current password is incorrect',
    nl: 'Je huidige wachtwoord is onjuist',
    es: 'Tu contraseña actual no es correcta',
  },
  'errors.RESET_TOKEN_INVALID': {
    en: 'This reset link is invalid or has expired. Request a new one',
    nl: 'Deze herstellink is ongeldig of verlopen. Vraag een nieuwe aan',
    es: 'Este enlace de restablecimiento no es válido o ha caducado. Solicita uno nuevo',
  },
  'errors.VERIFICATION_TOKEN_INVALID': {
    en: 'This confirmation link is not valid. Check that you opened the whole link from the e-mail, or request a new one',
    nl: 'Deze bevestigingslink is ongeldig. Controleer of je de hele link uit de e-mail hebt geopend, of vraag een nieuwe aan',
    es: 'Este enlace de confirmación no es válido. Comprueba que has abierto el enlace completo del correo o solicita uno nuevo',
  },
  'errors.VERIFICATION_TOKEN_EXPIRED': {
    en: 'This confirmation link has expired (links are valid for 24 hours). Request a new one',
    nl: 'Deze bevestigingslink is verlopen (links zijn 24 uur geldig). Vraag een nieuwe aan',
    es: 'Este enlace de confirmación ha caducado (los enlaces son válidos durante 24 horas). Solicita uno nuevo',
  },
  'errors.VERIFICATION_TOKEN_USED': {
    en: 'This confirmation link has already been used. A link works once; request a new one if your address is not confirmed yet',
    nl: 'Deze bevestigingslink is al gebruikt. Een link werkt één keer; vraag een nieuwe aan als je adres nog niet is bevestigd',
    es: 'Este enlace de confirmación ya se ha utilizado. Un enlace funciona una sola vez; solicita uno nuevo si tu dirección aún no está confirmada',
  },
  'errors.EMAIL_ALREADY_VERIFIED': {
    en: 'Your email address has already been confirmed',
    nl: 'Je e-mailadres is al bevestigd',
    es: 'Tu correo electrónico ya está confirmado',
  },
  'errors.TOO_MANY_REQUESTS': {
    en: 'Too many attempts. Try again in {{minutes}} minutes',
    nl: 'Te veel pogingen. Probeer het over {{minutes}} minuten opnieuw',
    es: 'Demasiados intentos. Vuelve a intentarlo dentro de {{minutes}} minutos',
  },
  'errors.BAD_REQUEST': {
    en: 'This request is not valid',
    nl: 'Dit verzoek is ongeldig',
    es: 'Esta solicitud no es válida',
  },
  'errors.SERVICE_UNAVAILABLE': {
    en: 'This is temporarily unavailable. Please try again in a moment',
    nl: 'Dit is tijdelijk niet beschikbaar. Probeer het zo opnieuw',
    es: 'Esto no está disponible temporalmente. Inténtalo de nuevo en un momento',
  },
  'errors.ESIM_NOT_FOUND': {
    en: 'This eSIM was not found',
    nl: 'Deze eSIM is niet gevonden',
    es: 'No se ha encontrado esta eSIM',
  },
  'errors.ORDER_NOT_FOUND': {
    en: 'This order was not found',
    nl: 'Deze bestelling is niet gevonden',
    es: 'No se ha encontrado este pedido',
  },
  'errors.SUBSCRIPTION_NOT_FOUND': {
    en: 'This subscription was not found',
    nl: 'Dit abonnement is niet gevonden',
    es: 'No se ha encontrado esta suscripción',
  },
  'errors.PAYMENT_NOT_FOUND': {
    en: 'This payment was not found',
    nl: 'Deze betaling is niet gevonden',
    es: 'No se ha encontrado este pago',
  },
  'errors.ADDRESS_NOT_FOUND': {
    en: 'No address found for this postcode and house number',
    nl: 'Geen adres gevonden bij deze postcode en dit huisnummer',
    es: 'No se ha encontrado ninguna dirección con este código postal y número',
  },
  'errors.ADDRESS_LOOKUP_UNAVAILABLE': {
    en: 'The address lookup is not available right now. Please fill in the street and city yourself',
    nl: 'Adres opzoeken lukt nu niet. Vul straat en plaats zelf in',
    es: 'La búsqueda de direcciones no está disponible ahora. Rellena tú la calle y la ciudad',
  },
  'errors.ORDER_INCOMPLETE': {
    en: 'Fill in all required fields correctly',
    nl: 'Vul alle verplichte velden correct in',
    es: 'Rellena correctamente todos los campos obligatorios',
  },
  'errors.ORDER_FAILED': {
    en: 'An error occurred while processing your order. Please try again.',
    nl: 'Er is een fout opgetreden bij het verwerken van uw bestelling. Probeer opnieuw.',
    es: 'Se ha producido un error al procesar tu pedido. Inténtalo de nuevo.',
  },
  'errors.PAYMENT_FAILED': {
    en: 'The payment did not go through. Try again or choose another payment method',
    nl: 'De betaling is niet gelukt. Probeer het opnieuw of kies een andere betaalmethode',
    es: 'El pago no se ha completado. Inténtalo de nuevo o elige otro método de pago',
  },
  'errors.INTERNAL': {
    en: 'Something went wrong on our side. Please try again later',
    nl: 'Er is aan onze kant iets misgegaan. Probeer het later opnieuw',
    es: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo más tarde',
  },
} as const satisfies Record<`errors.${ErrorCode}`, Texts>;

/** The auth calls' outcomes: the fallbacks of spec point 8 when a call fails without a server message, and replies. */
const AUTH_MESSAGES = {
  'auth.failed.login': { en: 'Login failed', nl: 'Inloggen mislukt', es: 'Error al iniciar sesión' },
  'auth.failed.register': { en: 'Registration failed', nl: 'Registratie mislukt', es: 'Error en el registro' },
  'auth.failed.profile': {
    en: 'Profile update failed',
    nl: 'Profiel bijwerken mislukt',
    es: 'Error al actualizar el perfil',
  },
  'auth.failed.password': {
    en: 'Password change failed',
    nl: 'Wachtwoord wijzigen mislukt',
    es: 'Error al cambiar la contraseña',
  },
  'auth.failed.forgotPassword': {
    en: 'Password reset request failed',
    nl: 'Aanvraag voor wachtwoordherstel mislukt',
    es: 'Error al solicitar el restablecimiento de la contraseña',
  },
  'auth.failed.resetPassword': {
    en: 'Password reset failed',
    nl: 'Wachtwoord herstellen mislukt',
    es: 'Error al restablecer la contraseña',
  },
  'auth.tooManyRequests.oneMinute': {
    en: 'Too many attempts. Try again in 1 minute',
    nl: 'Te veel pogingen. Probeer het over 1 minuut opnieuw',
    es: 'Demasiados intentos. Vuelve a intentarlo dentro de 1 minuto',
  },
  'auth.verification.sent': {
    en: 'We have sent a new confirmation link to {{email}}. It is valid for 24 hours.',
    nl: 'We hebben een nieuwe bevestigingslink gestuurd naar {{email}}. De link is 24 uur geldig.',
    es: 'Hemos enviado un nuevo enlace de confirmación a {{email}}. Es válido durante 24 horas.',
  },
  'auth.forgotPassword.accepted': {
    en: 'If an account exists for this email address, we have sent it a link to reset the password. The link is valid for 1 hour.',
    nl: 'Als er een account bestaat met dit e-mailadres, hebben we er een link naartoe gestuurd om het wachtwoord te herstellen. De link is 1 uur geldig.',
    es: 'Si existe una cuenta con este correo electrónico, le hemos enviado un enlace para restablecer la contraseña. El enlace es válido durante 1 hora.',
  },
} as const satisfies Record<string, Texts>;

/** The e-mails the API sends, in the recipient's language. */
const MAIL_MESSAGES = {
  'mail.resetPassword.subject': {
    en: 'Reset your {{brand}} password',
    nl: 'Herstel je wachtwoord bij {{brand}}',
    es: 'Restablece tu contraseña de {{brand}}',
  },
  'mail.resetPassword.greeting': { en: 'Hello {{name}},', nl: 'Hallo {{name}},', es: 'Hola, {{name}}:' },
  'mail.resetPassword.intro': {
    en: 'We received a request to reset the password of your {{brand}} account. Open this link to choose a new password:',
    nl: 'We hebben een verzoek ontvangen om het wachtwoord van je {{brand}}-account te herstellen. Open deze link om een nieuw wachtwoord te kiezen:',
    es: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {{brand}}. Abre este enlace para elegir una nueva contraseña:',
  },
  'mail.resetPassword.validity': {
    en: 'The link is valid for 1 hour and works once.',
    nl: 'De link is 1 uur geldig en werkt één keer.',
    es: 'El enlace es válido durante 1 hora y funciona una sola vez.',
  },
  'mail.resetPassword.ignore': {
    en: 'Did you not ask for this? Then you can ignore this e-mail; your password stays the same.',
    nl: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
    es: '¿No lo has solicitado? Entonces puedes ignorar este correo; tu contraseña no cambia.',
  },
  'mail.verifyEmail.subject': {
    en: 'Confirm your email address for {{brand}}',
    nl: 'Bevestig je e-mailadres bij {{brand}}',
    es: 'Confirma tu correo electrónico de {{brand}}',
  },
  'mail.verifyEmail.greeting': { en: 'Hello {{name}},', nl: 'Hallo {{name}},', es: 'Hola, {{name}}:' },
  'mail.verifyEmail.intro': {
    en: 'Open this link to confirm that {{email}} is the address of your {{brand}} account:',
    nl: 'Open deze link om te bevestigen dat {{email}} het adres van je {{brand}}-account is:',
    es: 'Abre este enlace para confirmar que {{email}} es la dirección de tu cuenta de {{brand}}:',
  },
  'mail.verifyEmail.why': {
    en: 'Once it is confirmed, your invoices and services that we know under this address show in your account.',
    nl: 'Zodra het is bevestigd, zie je in je account de facturen en diensten die we onder dit adres kennen.',
    es: 'Una vez confirmado, verás en tu cuenta las facturas y los servicios que tenemos con esta dirección.',
  },
  'mail.verifyEmail.validity': {
    en: 'The link is valid for 24 hours and works once.',
    nl: 'De link is 24 uur geldig en werkt één keer.',
    es: 'El enlace es válido durante 24 horas y funciona una sola vez.',
  },
  'mail.verifyEmail.ignore': {
    en: 'Did you not create an account or change your address? Then you can ignore this e-mail.',
    nl: 'Heb je geen account aangemaakt en je adres niet gewijzigd? Dan kun je deze e-mail negeren.',
    es: '¿No has creado una cuenta ni cambiado tu dirección? Entonces puedes ignorar este correo.',
  },
  'mail.emailChanged.subject': {
    en: 'The email address of your {{brand}} account was changed',
    nl: 'Het e-mailadres van je {{brand}}-account is gewijzigd',
    es: 'Se ha cambiado el correo electrónico de tu cuenta de {{brand}}',
  },
  'mail.emailChanged.body': {
    en: 'The email address of your {{brand}} account was changed from {{oldEmail}} to {{newEmail}}. From now on we write to the new address.',
    nl: 'Het e-mailadres van je {{brand}}-account is gewijzigd van {{oldEmail}} naar {{newEmail}}. Vanaf nu schrijven we naar het nieuwe adres.',
    es: 'El correo electrónico de tu cuenta de {{brand}} se ha cambiado de {{oldEmail}} a {{newEmail}}. A partir de ahora escribimos a la nueva dirección.',
  },
  'mail.emailChanged.notYou': {
    en: 'Did you not do this? Write to {{support}} at once, so that we can lock the account.',
    nl: 'Heb je dit niet zelf gedaan? Mail dan direct naar {{support}}, zodat we het account kunnen blokkeren.',
    es: '¿No lo has hecho tú? Escribe enseguida a {{support}} para que podamos bloquear la cuenta.',
  },
  'mail.order.subject': {
    en: 'Your {{brand}} order {{orderId}}',
    nl: 'Je bestelling {{orderId}} bij {{brand}}',
    es: 'Tu pedido {{orderId}} de {{brand}}',
  },
  'mail.order.greeting': { en: 'Hello {{name}},', nl: 'Hallo {{name}},', es: 'Hola, {{name}}:' },
  'mail.order.intro': {
    en: 'Thank you for your order. We have received your payment ({{transactionId}}).',
    nl: 'Bedankt voor je bestelling. We hebben je betaling ontvangen ({{transactionId}}).',
    es: 'Gracias por tu pedido. Hemos recibido tu pago ({{transactionId}}).',
  },
  'mail.order.product': { en: 'Product: {{product}}', nl: 'Product: {{product}}', es: 'Producto: {{product}}' },
  'mail.order.productEsimPro': {
    en: 'eSIM Pro, {{duration}}',
    nl: 'eSIM Pro, {{duration}}',
    es: 'eSIM Pro, {{duration}}',
  },
  'mail.order.productTravel': {
    en: '{{plan}} travel plan, {{data}} for {{duration}}',
    nl: 'Reisbundel {{plan}}, {{data}} voor {{duration}}',
    es: 'Plan de viaje {{plan}}, {{data}} durante {{duration}}',
  },
  'mail.order.months.one': { en: '{{count}} month', nl: '{{count}} maand', es: '{{count}} mes' },
  'mail.order.months.other': { en: '{{count}} months', nl: '{{count}} maanden', es: '{{count}} meses' },
  'mail.order.days.one': { en: '{{count}} day', nl: '{{count}} dag', es: '{{count}} día' },
  'mail.order.days.other': { en: '{{count}} days', nl: '{{count}} dagen', es: '{{count}} días' },
  'mail.order.totalMonthly': {
    en: 'Price: {{priceWithVat}} per month incl. VAT ({{price}} excl. VAT)',
    nl: 'Prijs: {{priceWithVat}} per maand incl. btw ({{price}} excl. btw)',
    es: 'Precio: {{priceWithVat}} al mes con IVA ({{price}} sin IVA)',
  },
  'mail.order.totalOnce': {
    en: 'Price: {{priceWithVat}} incl. VAT ({{price}} excl. VAT)',
    nl: 'Prijs: {{priceWithVat}} incl. btw ({{price}} excl. btw)',
    es: 'Precio: {{priceWithVat}} con IVA ({{price}} sin IVA)',
  },
  'mail.order.delivery.email': {
    en: 'Your eSIM QR code follows in a separate e-mail to {{to}}.',
    nl: 'Je eSIM QR-code volgt in een aparte e-mail naar {{to}}.',
    es: 'El código QR de tu eSIM llegará en otro correo a {{to}}.',
  },
  'mail.order.delivery.sms': {
    en: 'Your eSIM QR code follows by text message to {{to}}.',
    nl: 'Je eSIM QR-code volgt per sms naar {{to}}.',
    es: 'El código QR de tu eSIM llegará por SMS al {{to}}.',
  },
  'mail.order.guestOrderLink': {
    en: 'Your order and its eSIM, on any device, without an account: {{url}}',
    nl: 'Je bestelling en je eSIM, op elk apparaat en zonder account: {{url}}',
    es: 'Tu pedido y tu eSIM, en cualquier dispositivo y sin cuenta: {{url}}',
  },
  'mail.reminder.subject': {
    en: 'Overdue payment: invoice {{invoice}}',
    nl: 'Achterstallige betaling: factuur {{invoice}}',
    es: 'Pago vencido: factura {{invoice}}',
  },
  'mail.reminder.body': {
    en: 'Invoice {{invoice}} of {{amount}} is overdue: it was due on {{due}} and has not been paid yet. Please pay it at your earliest convenience. If you have already paid, please ignore this message.',
    nl: 'Factuur {{invoice}} van {{amount}} is achterstallig: deze had op {{due}} betaald moeten zijn en staat nog open. Wilt u deze zo snel mogelijk betalen? Heeft u al betaald, dan kunt u dit bericht negeren.',
    es: 'La factura {{invoice}} de {{amount}} está vencida: vencía el {{due}} y aún no se ha pagado. Te rogamos que la pagues lo antes posible. Si ya la has pagado, ignora este mensaje.',
  },
  'mail.reminder.upcoming.subject': {
    en: 'Reminder: invoice {{invoice}} is due on {{due}}',
    nl: 'Herinnering: factuur {{invoice}} vervalt op {{due}}',
    es: 'Recordatorio: la factura {{invoice}} vence el {{due}}',
  },
  'mail.reminder.upcoming.body': {
    en: 'A friendly reminder: invoice {{invoice}} of {{amount}} is due on {{due}}. Please make sure it is paid by then. If you have already paid, thank you, and please ignore this message.',
    nl: 'Een vriendelijke herinnering: factuur {{invoice}} van {{amount}} vervalt op {{due}}. Wilt u ervoor zorgen dat deze dan betaald is? Heeft u al betaald, dan danken wij u en kunt u dit bericht negeren.',
    es: 'Un recordatorio amistoso: la factura {{invoice}} de {{amount}} vence el {{due}}. Asegúrate de pagarla antes de esa fecha. Si ya la has pagado, gracias, e ignora este mensaje.',
  },
  'mail.reminder.pay': {
    en: 'Pay online (no login needed): {{url}}',
    nl: 'Online betalen (zonder inloggen): {{url}}',
    es: 'Paga en línea (sin iniciar sesión): {{url}}',
  },
  'mail.reminder.attached': {
    en: 'The invoice is attached as a PDF.',
    nl: 'De factuur zit als pdf in de bijlage.',
    es: 'La factura va adjunta en PDF.',
  },
  'mail.reminder.questions': {
    en: 'Questions about this invoice? Write to {{email}}.',
    nl: 'Vragen over deze factuur? Mail naar {{email}}.',
    es: '¿Preguntas sobre esta factura? Escribe a {{email}}.',
  },
  'mail.subscription.cancelled.subject': {
    en: 'Your {{name}} subscription ends on {{date}}',
    nl: 'Je abonnement {{name}} stopt op {{date}}',
    es: 'Tu suscripción {{name}} termina el {{date}}',
  },
  'mail.subscription.cancelled.body': {
    en: 'We have received your cancellation. Your {{name}} subscription stays active until {{date}} and ends then; nothing is invoiced after that. Changed your mind? You can resume it in your account until then.',
    nl: 'We hebben je opzegging ontvangen. Je abonnement {{name}} blijft actief tot en met {{date}} en stopt dan; daarna ontvang je geen facturen meer. Bedacht? Tot die dag kun je het in je account weer voortzetten.',
    es: 'Hemos recibido tu cancelación. Tu suscripción {{name}} sigue activa hasta el {{date}} y termina entonces; después no se factura nada más. ¿Has cambiado de opinión? Puedes reanudarla en tu cuenta hasta esa fecha.',
  },
  'mail.esim.subject': {
    en: 'Your eSIM is ready: {{name}}',
    nl: 'Je eSIM staat klaar: {{name}}',
    es: 'Tu eSIM está lista: {{name}}',
  },
  'mail.esim.intro': {
    en: 'Your eSIM for order {{orderId}} is ready. Scan the QR code with the phone on which you want to use it.',
    nl: 'Je eSIM voor bestelling {{orderId}} staat klaar. Scan de QR-code met de telefoon waarop je hem wilt gebruiken.',
    es: 'Tu eSIM del pedido {{orderId}} está lista. Escanea el código QR con el teléfono en el que quieras usarla.',
  },
  'mail.esim.qrAlt': {
    en: 'QR code to install your eSIM',
    nl: 'QR-code om je eSIM te installeren',
    es: 'Código QR para instalar tu eSIM',
  },
  'mail.esim.installPage': {
    en: 'Step-by-step instructions for iPhone and Android, with the QR code: {{url}}',
    nl: 'Stap voor stap voor iPhone en Android, met de QR-code: {{url}}',
    es: 'Instrucciones paso a paso para iPhone y Android, con el código QR: {{url}}',
  },
  'mail.esim.manual': {
    en: 'No QR code scanner at hand? Enter these details by hand:',
    nl: 'Kun je de QR-code niet scannen? Vul dan deze gegevens met de hand in:',
    es: '¿No puedes escanear el código QR? Introduce estos datos a mano:',
  },
  'mail.esim.smdpAddress': {
    en: 'SM-DP+ address: {{value}}',
    nl: 'SM-DP+-adres: {{value}}',
    es: 'Dirección SM-DP+: {{value}}',
  },
  'mail.esim.activationCode': {
    en: 'Activation code: {{value}}',
    nl: 'Activeringscode: {{value}}',
    es: 'Código de activación: {{value}}',
  },
  'mail.esim.lpa': {
    en: 'Full activation string (LPA): {{value}}',
    nl: 'Volledige activeringsregel (LPA): {{value}}',
    es: 'Cadena de activación completa (LPA): {{value}}',
  },
  'mail.esim.iccid': { en: 'ICCID: {{value}}', nl: 'ICCID: {{value}}', es: 'ICCID: {{value}}' },
  'mail.esim.iphone': {
    en: 'On an iPhone (iOS 17.4 or later) you can install it with one tap: {{url}}',
    nl: 'Op een iPhone (iOS 17.4 of nieuwer) installeer je hem met één tik: {{url}}',
    es: 'En un iPhone (iOS 17.4 o posterior) puedes instalarla con un toque: {{url}}',
  },
  'mail.esim.once': {
    en: 'An eSIM can be installed only once: keep this e-mail until it is installed.',
    nl: 'Een eSIM kun je maar één keer installeren: bewaar deze e-mail tot hij geïnstalleerd is.',
    es: 'Una eSIM solo se puede instalar una vez: guarda este correo hasta que esté instalada.',
  },
  'mail.usage.subject80': {
    en: 'You have used 80% of the data of {{name}}',
    nl: 'Je hebt 80% van de data van {{name}} verbruikt',
    es: 'Has usado el 80 % de los datos de {{name}}',
  },
  'mail.usage.subject100': {
    en: 'You have used all the data of {{name}}',
    nl: 'Je hebt alle data van {{name}} verbruikt',
    es: 'Has usado todos los datos de {{name}}',
  },
  'mail.usage.body': {
    en: 'You have used {{used}} of the {{included}} included in {{name}} from {{start}} to {{end}}.',
    nl: 'Je hebt {{used}} van de {{included}} verbruikt die {{name}} van {{start}} tot en met {{end}} bevat.',
    es: 'Has usado {{used}} de los {{included}} incluidos en {{name}} del {{start}} al {{end}}.',
  },
  'mail.usage.next80': {
    en: 'When it is used up, you will get a message from us again.',
    nl: 'Als alles op is, krijg je opnieuw bericht van ons.',
    es: 'Cuando se agoten, te avisaremos de nuevo.',
  },
  'mail.usage.next100': {
    en: 'Your usage and your services are in your account: {{url}}',
    nl: 'Je verbruik en je diensten vind je in je account: {{url}}',
    es: 'Tu consumo y tus servicios están en tu cuenta: {{url}}',
  },
  'mail.signature': { en: 'The {{brand}} team', nl: 'Het team van {{brand}}', es: 'El equipo de {{brand}}' },
  'mail.footer.registration': {
    en: 'Chamber of Commerce {{kvk}} · VAT {{vat}}',
    nl: 'KvK {{kvk}} · btw {{vat}}',
    es: 'Cámara de Comercio {{kvk}} · IVA {{vat}}',
  },
  'mail.footer.questions': {
    en: 'Questions? Write to {{email}}.',
    nl: 'Vragen? Mail naar {{email}}.',
    es: '¿Preguntas? Escribe a {{email}}.',
  },
} as const satisfies Record<string, Texts>;

/** The back office's activity entries: stored as a key and parameters, read in the admin's language. */
const ACTIVITY_MESSAGES = {
  'activity.customerRegistered': {
    en: 'New customer registered: {{name}}',
    nl: 'Nieuwe klant geregistreerd: {{name}}',
    es: 'Nuevo cliente registrado: {{name}}',
  },
  'activity.orderPlaced': {
    en: 'New order {{order}} from {{name}}',
    nl: 'Nieuwe bestelling {{order}} van {{name}}',
    es: 'Nuevo pedido {{order}} de {{name}}',
  },
  'activity.paymentReceived': {
    en: 'Payment received for invoice {{invoice}} from {{name}}',
    nl: 'Betaling ontvangen voor factuur {{invoice}} van {{name}}',
    es: 'Pago recibido de la factura {{invoice}} de {{name}}',
  },
  'activity.paymentFailed': {
    en: 'Payment failed for invoice {{invoice}} from {{name}}',
    nl: 'Betaling mislukt voor factuur {{invoice}} van {{name}}',
    es: 'Pago fallido de la factura {{invoice}} de {{name}}',
  },
  'activity.invoiceSent': {
    en: 'Invoice {{invoice}} sent to {{name}}',
    nl: 'Factuur {{invoice}} verstuurd naar {{name}}',
    es: 'Factura {{invoice}} enviada a {{name}}',
  },
  'activity.invoiceOverdue': {
    en: 'Invoice {{invoice}} of {{name}} is overdue',
    nl: 'Factuur {{invoice}} van {{name}} is verlopen',
    es: 'La factura {{invoice}} de {{name}} está vencida',
  },
  'activity.serviceActivated': {
    en: '{{service}} activated for {{name}}',
    nl: '{{service}} geactiveerd voor {{name}}',
    es: '{{service}} activado para {{name}}',
  },
  'activity.customerCreated': {
    en: 'Customer {{name}} added',
    nl: 'Klant {{name}} toegevoegd',
    es: 'Cliente {{name}} añadido',
  },
  'activity.customerUpdated': {
    en: 'Customer {{name}} updated',
    nl: 'Klant {{name}} bijgewerkt',
    es: 'Cliente {{name}} actualizado',
  },
  'activity.customerDeleted': {
    en: 'Customer {{name}} deleted',
    nl: 'Klant {{name}} verwijderd',
    es: 'Cliente {{name}} eliminado',
  },
  'activity.invoiceCreated': {
    en: 'Invoice {{invoice}} created for {{name}}',
    nl: 'Factuur {{invoice}} aangemaakt voor {{name}}',
    es: 'Factura {{invoice}} creada para {{name}}',
  },
  'activity.creditNoteCreated': {
    en: 'Credit note {{creditNote}} for invoice {{invoice}} of {{name}}',
    nl: 'Creditnota {{creditNote}} voor factuur {{invoice}} van {{name}}',
    es: 'Nota de crédito {{creditNote}} para la factura {{invoice}} de {{name}}',
  },
  'activity.invoiceStatusChanged': {
    en: 'Status of invoice {{invoice}} of {{name}} changed',
    nl: 'Status van factuur {{invoice}} van {{name}} gewijzigd',
    es: 'Estado de la factura {{invoice}} de {{name}} cambiado',
  },
  'activity.invoiceDeleted': {
    en: 'Invoice {{invoice}} of {{name}} deleted',
    nl: 'Factuur {{invoice}} van {{name}} verwijderd',
    es: 'Factura {{invoice}} de {{name}} eliminada',
  },
  'activity.reminderSent': {
    en: 'Payment reminder for invoice {{invoice}} sent to {{name}}',
    nl: 'Betalingsherinnering voor factuur {{invoice}} verstuurd naar {{name}}',
    es: 'Recordatorio de pago de la factura {{invoice}} enviado a {{name}}',
  },
  'activity.invoiceUpdated': {
    en: 'Invoice {{invoice}} of {{name}} updated',
    nl: 'Factuur {{invoice}} van {{name}} bijgewerkt',
    es: 'Factura {{invoice}} de {{name}} actualizada',
  },
  'activity.subscriptionChanged': {
    en: 'Subscription {{subscription}} of {{name}} changed from {{from}}',
    nl: 'Abonnement {{subscription}} van {{name}} gewijzigd per {{from}}',
    es: 'Suscripción {{subscription}} de {{name}} modificada a partir del {{from}}',
  },
  'activity.subscriptionCancelled': {
    en: 'Subscription {{subscription}} of {{name}} cancelled, ends on {{date}}',
    nl: 'Abonnement {{subscription}} van {{name}} opgezegd, stopt op {{date}}',
    es: 'Suscripción {{subscription}} de {{name}} cancelada, termina el {{date}}',
  },
  'activity.subscriptionResumed': {
    en: 'Subscription {{subscription}} of {{name}} resumed',
    nl: 'Abonnement {{subscription}} van {{name}} voortgezet',
    es: 'Suscripción {{subscription}} de {{name}} reanudada',
  },
  'activity.subscriptionEnded': {
    en: 'Subscription {{subscription}} of {{name}} ended',
    nl: 'Abonnement {{subscription}} van {{name}} beëindigd',
    es: 'Suscripción {{subscription}} de {{name}} finalizada',
  },
  'activity.userPromoted': {
    en: '{{name}} is now an admin',
    nl: '{{name}} is nu beheerder',
    es: '{{name}} ahora es administrador',
  },
  'activity.userDemoted': {
    en: '{{name}} is no longer an admin',
    nl: '{{name}} is geen beheerder meer',
    es: '{{name}} ya no es administrador',
  },
  'activity.settingsUpdated': {
    en: 'Business settings updated',
    nl: 'Bedrijfsinstellingen bijgewerkt',
    es: 'Configuración de la empresa actualizada',
  },
  'activity.backupCompleted': {
    en: 'Daily backup completed',
    nl: 'Dagelijkse back-up voltooid',
    es: 'Copia de seguridad diaria completada',
  },
  'activity.maintenanceScheduled': {
    en: 'System maintenance scheduled for tonight',
    nl: 'Systeemonderhoud gepland voor vannacht',
    es: 'Mantenimiento del sistema programado para esta noche',
  },
} as const satisfies Record<string, Texts>;

/** The invoice document of the back office's download, in the language of the admin who downloads it. */
const DOCUMENT_MESSAGES = {
  'document.invoice.title': { en: 'Invoice {{invoice}}', nl: 'Factuur {{invoice}}', es: 'Factura {{invoice}}' },
  'document.invoice.customer': { en: 'Customer', nl: 'Klant', es: 'Cliente' },
  'document.invoice.issueDate': { en: 'Issue date', nl: 'Factuurdatum', es: 'Fecha de emisión' },
  'document.invoice.dueDate': { en: 'Due date', nl: 'Vervaldatum', es: 'Fecha de vencimiento' },
  'document.invoice.status': { en: 'Status', nl: 'Status', es: 'Estado' },
  'document.invoice.paidOn': { en: 'paid on {{date}}', nl: 'betaald op {{date}}', es: 'pagada el {{date}}' },
  'document.invoice.amount': { en: 'Amount', nl: 'Bedrag', es: 'Importe' },
  'document.invoice.recurring': { en: 'Recurring', nl: 'Terugkerend', es: 'Recurrente' },
  'document.invoice.yes': { en: 'Yes', nl: 'Ja', es: 'Sí' },
  'document.invoice.no': { en: 'No', nl: 'Nee', es: 'No' },
  'document.invoice.questions': {
    en: 'Questions about this invoice? Write to {{email}}.',
    nl: 'Vragen over deze factuur? Mail naar {{email}}.',
    es: '¿Preguntas sobre esta factura? Escribe a {{email}}.',
  },
  'document.creditNote.title': {
    en: 'Credit note {{invoice}}',
    nl: 'Creditnota {{invoice}}',
    es: 'Nota de crédito {{invoice}}',
  },
  'document.creditNote.of': {
    en: 'Credits invoice {{invoice}}',
    nl: 'Crediteert factuur {{invoice}}',
    es: 'Anula la factura {{invoice}}',
  },
  'document.invoice.seller': { en: 'From', nl: 'Van', es: 'De' },
  'document.invoice.buyer': { en: 'Bill to', nl: 'Factuur aan', es: 'Facturar a' },
  'document.invoice.kvk': {
    en: 'KvK (Chamber of Commerce) {{number}}',
    nl: 'KvK {{number}}',
    es: 'KvK (Cámara de Comercio) {{number}}',
  },
  'document.invoice.vatNumber': {
    en: 'VAT number {{number}}',
    nl: 'Btw-nummer {{number}}',
    es: 'Número de IVA {{number}}',
  },
  'document.invoice.number': { en: 'Invoice number', nl: 'Factuurnummer', es: 'Número de factura' },
  'document.creditNote.number': { en: 'Credit note number', nl: 'Creditnotanummer', es: 'Número de nota de crédito' },
  'document.invoice.order': { en: 'Order', nl: 'Bestelling', es: 'Pedido' },
  'document.invoice.description': { en: 'Description', nl: 'Omschrijving', es: 'Descripción' },
  'document.invoice.quantity': { en: 'Quantity', nl: 'Aantal', es: 'Cantidad' },
  'document.invoice.unitPrice': { en: 'Unit price', nl: 'Prijs per stuk', es: 'Precio unitario' },
  'document.invoice.subtotal': { en: 'Subtotal', nl: 'Subtotaal', es: 'Subtotal' },
  'document.invoice.vat': { en: 'VAT {{percent}}%', nl: 'Btw {{percent}}%', es: 'IVA {{percent}} %' },
  'document.invoice.total': { en: 'Total', nl: 'Totaal', es: 'Total' },
  'document.invoiceStatus.draft': { en: 'Draft', nl: 'Concept', es: 'Borrador' },
  'document.invoiceStatus.sent': { en: 'Sent', nl: 'Verzonden', es: 'Enviada' },
  'document.invoiceStatus.paid': { en: 'Paid', nl: 'Betaald', es: 'Pagada' },
  'document.invoiceStatus.overdue': { en: 'Overdue', nl: 'Verlopen', es: 'Vencida' },
  'document.invoiceStatus.cancelled': { en: 'Cancelled', nl: 'Geannuleerd', es: 'Cancelada' },
  'document.payment.description': { en: 'Order {{orderId}}', nl: 'Bestelling {{orderId}}', es: 'Pedido {{orderId}}' },
  'document.payment.invoiceDescription': {
    en: 'Invoice {{invoice}}',
    nl: 'Factuur {{invoice}}',
    es: 'Factura {{invoice}}',
  },
} as const satisfies Record<string, Texts>;

/** The descriptions of invoice lines, in the customer's language. */
const INVOICE_MESSAGES = {
  'invoice.line.services': { en: 'Services', nl: 'Diensten', es: 'Servicios' },
  'invoice.line.esimPro': {
    en: 'eSIM Pro, first month of a {{months}}-month plan ({{data}}; calls: {{calling}})',
    nl: 'eSIM Pro, eerste maand van een abonnement van {{months}} maanden ({{data}}; bellen: {{calling}})',
    es: 'eSIM Pro, primer mes de un plan de {{months}} meses ({{data}}; llamadas: {{calling}})',
  },
  'invoice.line.subscription': {
    en: '{{name}} — {{month}}',
    nl: '{{name}} — {{month}}',
    es: '{{name}} — {{month}}',
  },
  'invoice.line.travel': {
    en: 'Travel plan {{plan}} {{region}}: {{data}}, {{days}} days',
    nl: 'Reisbundel {{plan}} {{region}}: {{data}}, {{days}} dagen',
    es: 'Plan de viaje {{plan}} {{region}}: {{data}}, {{days}} días',
  },
  'invoice.region.nl': { en: 'NL', nl: 'NL', es: 'NL' },
  'invoice.region.eu': { en: 'EU', nl: 'EU', es: 'UE' },
  'invoice.region.world': { en: 'World', nl: 'Wereld', es: 'Mundo' },
  'invoice.calling.nl': { en: 'Netherlands', nl: 'Nederland', es: 'Países Bajos' },
  'invoice.calling.eu': { en: 'Europe', nl: 'Europa', es: 'Europa' },
  'invoice.calling.world': { en: 'worldwide', nl: 'wereldwijd', es: 'todo el mundo' },
  'invoice.travelRegion.europa': { en: 'Europe', nl: 'Europa', es: 'Europa' },
  'invoice.travelRegion.asia': { en: 'Asia', nl: 'Azië', es: 'Asia' },
  'invoice.travelRegion.americas': { en: 'Americas', nl: 'Amerika', es: 'América' },
  'invoice.travelRegion.africa': { en: 'Africa', nl: 'Afrika', es: 'África' },
} as const satisfies Record<string, Texts>;

/** Every message of the rule book with its three texts. */
export const MESSAGES = {
  ...VALIDATION_MESSAGES,
  ...DEVICE_MESSAGES,
  ...ERROR_MESSAGES,
  ...AUTH_MESSAGES,
  ...MAIL_MESSAGES,
  ...ACTIVITY_MESSAGES,
  ...DOCUMENT_MESSAGES,
  ...INVOICE_MESSAGES,
  ...VOIP_MESSAGES,
  ...PORTING_MESSAGES,
  ...TOP_UP_MESSAGES,
  ...SERVICE_ACTION_MESSAGES,
  ...CONTRACT_SUMMARY_MESSAGES,
  ...WITHDRAWAL_MESSAGES,
  ...VAT_MESSAGES,
  ...COMPANY_MESSAGES,
  ...VOICE_MESSAGES,
  ...CALL_METER_MESSAGES,
  ...VOICEMAIL_MESSAGES,
  ...ASSISTANT_DIGEST_MESSAGES,
  ...API_KEY_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/**
 * The text of a message in a language (English for an unknown language), with `{{name}}` parameters filled in.
 * A parameter that is not given stays as written, so a missing value is visible rather than silently empty.
 */
export function translateMessage(
  key: MessageKey,
  language: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return fillText(MESSAGES[key], language, params);
}

/** The messages that come in a singular (`<key>.one`) and a plural (`<key>.other`) form. */
export type CountedMessageKey = {
  [Key in MessageKey]: Key extends `${infer Base}.one` ? (`${Base}.other` extends MessageKey ? Base : never) : never;
}[MessageKey];

/**
 * A number with its noun in the language's plural form, from the messages `<key>.one` and `<key>.other`:
 * `translateCount('mail.order.days', 'nl', 1)` is '1 dag', with 3 it is '3 dagen'.
 */
export function translateCount(key: CountedMessageKey, language: string, count: number): string {
  const form =
    new Intl.PluralRules(isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE).select(count) === 'one'
      ? 'one'
      : 'other';
  return translateMessage(`${key}.${form}`, language, { count });
}

/** All messages in one language as a flat key → text record, e.g. to load them into i18next. */
export function messagesFor(language: Language): Record<MessageKey, string> {
  return Object.fromEntries(MESSAGE_KEYS.map((key) => [key, MESSAGES[key][language]])) as Record<MessageKey, string>;
}
