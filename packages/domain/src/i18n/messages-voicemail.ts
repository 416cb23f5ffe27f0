// The rule book's messages of AI voicemail (docs/contracts.md §16), in en, nl and es: the mail the owner of a number
// gets for a new message, and the SMS that tells a caller their appointment request was accepted or declined.
// messages.ts spreads these into its table. `{{caller}}` and `{{number}}` are numbers as people write them, `{{day}}`
// a day written out (dinsdag 8 december), `{{time}}` HH:MM, `{{url}}` the dashboard's inbox. The mail is the
// dashboard's voice (Dutch "je"); the SMS speaks to a caller the business does not know (Dutch "u").
import type { Texts } from './text.js';

export const VOICEMAIL_MESSAGES = {
  'mail.voicemail.subject': {
    en: 'New voicemail from {{caller}}',
    nl: 'Nieuw voicemailbericht van {{caller}}',
    es: 'Nuevo mensaje de voz de {{caller}}',
  },
  'mail.voicemail.withheld': {
    en: 'a withheld number',
    nl: 'een afgeschermd nummer',
    es: 'un número oculto',
  },
  'mail.voicemail.body': {
    en: '{{caller}} left a message of {{seconds}} seconds on {{number}} ({{receivedAt}}).',
    nl: '{{caller}} heeft een bericht van {{seconds}} seconden ingesproken op {{number}} ({{receivedAt}}).',
    es: '{{caller}} ha dejado un mensaje de {{seconds}} segundos en {{number}} ({{receivedAt}}).',
  },
  'mail.voicemail.summary': { en: 'Summary: {{summary}}', nl: 'Samenvatting: {{summary}}', es: 'Resumen: {{summary}}' },
  'mail.voicemail.noWords': {
    en: 'No words could be made out in this message.',
    nl: 'In dit bericht waren geen woorden te verstaan.',
    es: 'No se han podido entender palabras en este mensaje.',
  },
  'mail.voicemail.urgency': { en: 'Urgency: {{urgency}}', nl: 'Urgentie: {{urgency}}', es: 'Urgencia: {{urgency}}' },
  'mail.voicemail.urgency.urgent': { en: 'urgent', nl: 'dringend', es: 'urgente' },
  'mail.voicemail.urgency.normal': { en: 'normal', nl: 'normaal', es: 'normal' },
  'mail.voicemail.urgency.spam': { en: 'probably spam', nl: 'waarschijnlijk spam', es: 'probablemente spam' },
  'mail.voicemail.appointmentDay': {
    en: 'The caller asks for an appointment on {{day}}: accept or decline it in your inbox.',
    nl: 'De beller vraagt een afspraak op {{day}}: accepteer of weiger die in je inbox.',
    es: 'La persona que llama pide una cita el {{day}}: acéptala o recházala en tu bandeja de entrada.',
  },
  'mail.voicemail.appointmentDayTime': {
    en: 'The caller asks for an appointment on {{day}} at {{time}}: accept or decline it in your inbox.',
    nl: 'De beller vraagt een afspraak op {{day}} om {{time}}: accepteer of weiger die in je inbox.',
    es: 'La persona que llama pide una cita el {{day}} a las {{time}}: acéptala o recházala en tu bandeja de entrada.',
  },
  'mail.voicemail.follow': {
    en: 'Listen to the message and read its transcript in your voicemail inbox: {{url}}',
    nl: 'Luister het bericht en lees de uitgeschreven tekst in je voicemail-inbox: {{url}}',
    es: 'Escucha el mensaje y lee su transcripción en tu bandeja de mensajes de voz: {{url}}',
  },
  'sms.voicemail.accepted': {
    en: 'Your appointment on {{day}} at {{time}} is confirmed. See you then! Questions? Call {{number}}.',
    nl: 'Uw afspraak op {{day}} om {{time}} is bevestigd. Tot dan! Vragen? Bel {{number}}.',
    es: 'Su cita del {{day}} a las {{time}} está confirmada. ¡Hasta entonces! ¿Preguntas? Llame al {{number}}.',
  },
  'sms.voicemail.rejected': {
    en: 'Thank you for your message. Unfortunately we cannot see you on {{day}}. Please call us on {{number}} to find another time.',
    nl: 'Dank u voor uw bericht. Helaas kunnen we u op {{day}} niet ontvangen. Belt u ons op {{number}} voor een ander moment?',
    es: 'Gracias por su mensaje. Lamentablemente no podemos atenderle el {{day}}. Llámenos al {{number}} para buscar otro momento.',
  },
  'calendar.voicemail.title': {
    en: 'Appointment with {{contact}}',
    nl: 'Afspraak met {{contact}}',
    es: 'Cita con {{contact}}',
  },
} as const satisfies Record<string, Texts>;

/** The error answers of voicemail's calls (messages.ts spreads these into its table of error messages). */
export const VOICEMAIL_ERROR_MESSAGES = {
  'errors.CALENDAR_FEED_NOT_FOUND': {
    en: 'This calendar address does not exist (any more): copy the current one from your calendar page',
    nl: 'Dit agenda-adres bestaat niet (meer): kopieer het huidige adres op je agendapagina',
    es: 'Esta dirección de calendario no existe (o ya no): copia la actual en tu página de calendario',
  },
  'errors.GREETING_NOT_WAV': {
    en: 'This is not a WAV file: save your greeting as WAV (PCM or G.711) and upload it again',
    nl: 'Dit is geen WAV-bestand: bewaar je begroeting als WAV (PCM of G.711) en upload hem opnieuw',
    es: 'Esto no es un archivo WAV: guarda tu saludo como WAV (PCM o G.711) y súbelo de nuevo',
  },
  'errors.GREETING_TOO_LONG': {
    en: 'A greeting plays at most {{max}} seconds; this one lasts {{seconds}}',
    nl: 'Een begroeting duurt hooguit {{max}} seconden; deze duurt er {{seconds}}',
    es: 'Un saludo dura como máximo {{max}} segundos; este dura {{seconds}}',
  },
  'errors.RANGE_NOT_SATISFIABLE': {
    en: 'The requested part lies beyond the end of the recording',
    nl: 'Het gevraagde deel ligt voorbij het einde van de opname',
    es: 'La parte solicitada está más allá del final de la grabación',
  },
} as const satisfies Record<string, Texts>;
