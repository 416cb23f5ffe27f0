// The rule book's messages of the AI assistant's knowledge (docs/contracts.md §16), in en, nl and es: the validation
// messages of the dashboard's form and of `PUT /api/subscriptions/{id}/assistant`. messages.ts spreads these into its
// tables, so that every key is typed and has all three languages.
import type { Texts } from './text.js';

export const ASSISTANT_VALIDATION_MESSAGES = {
  'validation.assistant.greeting.required': {
    en: 'Enter the greeting your assistant answers calls with',
    nl: 'Vul de begroeting in waarmee je assistent opneemt',
    es: 'Introduce el saludo con el que tu asistente contesta',
  },
  'validation.assistant.hours.time': {
    en: 'Enter a time as HH:MM, such as 09:00',
    nl: 'Vul een tijd in als UU:MM, bijvoorbeeld 09:00',
    es: 'Introduce una hora como HH:MM, por ejemplo 09:00',
  },
  'validation.assistant.hours.order': {
    en: 'The closing time must be after the opening time',
    nl: 'De sluitingstijd moet na de openingstijd liggen',
    es: 'La hora de cierre debe ser posterior a la de apertura',
  },
  'validation.assistant.hours.overlap': {
    en: 'These hours overlap the other hours of the same day',
    nl: 'Deze tijden overlappen met de andere tijden op dezelfde dag',
    es: 'Este horario se solapa con el otro del mismo día',
  },
  'validation.assistant.hours.tooMany': {
    en: 'A day has at most two ranges of hours',
    nl: 'Een dag heeft hoogstens twee blokken tijd',
    es: 'Un día tiene como mucho dos franjas horarias',
  },
  'validation.assistant.service.name': {
    en: 'Enter the name of the service',
    nl: 'Vul de naam van de dienst in',
    es: 'Introduce el nombre del servicio',
  },
  'validation.assistant.service.minutes': {
    en: 'Enter a duration of 5 to 480 minutes',
    nl: 'Vul een duur in van 5 tot 480 minuten',
    es: 'Introduce una duración de 5 a 480 minutos',
  },
  'validation.assistant.service.price': {
    en: 'Enter a price from € 0 to € 10,000',
    nl: 'Vul een prijs in van € 0 tot € 10.000',
    es: 'Introduce un precio de 0 € a 10.000 €',
  },
  'validation.assistant.services.tooMany': {
    en: 'Add at most 30 services',
    nl: 'Voeg hoogstens 30 diensten toe',
    es: 'Añade como mucho 30 servicios',
  },
  'validation.assistant.faq.question': {
    en: 'Enter the question (at most 200 characters)',
    nl: 'Vul de vraag in (hoogstens 200 tekens)',
    es: 'Introduce la pregunta (como mucho 200 caracteres)',
  },
  'validation.assistant.faq.answer': {
    en: 'Enter the answer (at most 1,000 characters)',
    nl: 'Vul het antwoord in (hoogstens 1.000 tekens)',
    es: 'Introduce la respuesta (como mucho 1000 caracteres)',
  },
  'validation.assistant.faq.tooMany': {
    en: 'Add at most 50 questions',
    nl: 'Voeg hoogstens 50 vragen toe',
    es: 'Añade como mucho 50 preguntas',
  },
  'validation.assistant.slotMinutes': {
    en: 'Choose an appointment length of 5 to 240 minutes',
    nl: 'Kies een afspraakduur van 5 tot 240 minuten',
    es: 'Elige una duración de cita de 5 a 240 minutos',
  },
  'validation.assistant.bufferMinutes': {
    en: 'Choose a break between appointments of 0 to 120 minutes',
    nl: 'Kies een pauze tussen afspraken van 0 tot 120 minuten',
    es: 'Elige una pausa entre citas de 0 a 120 minutos',
  },
  'validation.assistant.daysAhead': {
    en: 'Choose how far ahead callers can book: 1 to 365 days',
    nl: 'Kies hoe ver vooruit bellers kunnen boeken: 1 tot 365 dagen',
    es: 'Elige con cuánta antelación se puede reservar: de 1 a 365 días',
  },
  'validation.assistant.handoff.keywords': {
    en: 'Enter 1 to 20 single words (at most 40 characters each)',
    nl: 'Vul 1 tot 20 losse woorden in (elk hoogstens 40 tekens)',
    es: 'Introduce de 1 a 20 palabras sueltas (de 40 caracteres como mucho)',
  },
  'validation.assistant.handoff.number': {
    en: 'Enter a phone number such as 020 123 4567 or +32 471 23 45 67 (no 09xx or short numbers)',
    nl: 'Vul een telefoonnummer in zoals 020 123 4567 of +32 471 23 45 67 (geen 09xx- of korte nummers)',
    es: 'Introduce un número de teléfono como 020 123 4567 o +32 471 23 45 67 (sin números 09xx ni cortos)',
  },
  'validation.assistant.handoff.tooMany': {
    en: 'Add at most 10 handoff rules',
    nl: 'Voeg hoogstens 10 doorverbindregels toe',
    es: 'Añade como mucho 10 reglas de transferencia',
  },
  'validation.assistant.languages': {
    en: 'Choose one or more languages from the list, each once',
    nl: 'Kies een of meer talen uit de lijst, elke taal één keer',
    es: 'Elige uno o más idiomas de la lista, cada uno una vez',
  },
  'validation.assistant.conversationTooLong': {
    en: 'This test conversation has reached its 200 lines: start again',
    nl: 'Dit testgesprek heeft zijn 200 regels bereikt: begin opnieuw',
    es: 'Esta conversación de prueba ha llegado a sus 200 líneas: empieza de nuevo',
  },
  'validation.assistant.utterance': {
    en: 'Type what the caller says (at most 1,000 characters)',
    nl: 'Typ wat de beller zegt (hoogstens 1000 tekens)',
    es: 'Escribe lo que dice la persona que llama (como mucho 1000 caracteres)',
  },
} as const satisfies Record<string, Texts>;

/** The error answers of the assistant's calls (messages.ts spreads these into its table of error messages). */
export const ASSISTANT_ERROR_MESSAGES = {
  'errors.ASSISTANT_CALL_NOT_FOUND': {
    en: 'This test conversation was not found. Start again.',
    nl: 'Dit testgesprek is niet gevonden. Begin opnieuw.',
    es: 'No se ha encontrado esta conversación de prueba. Empieza de nuevo.',
  },
  'errors.SLOT_TAKEN': {
    en: 'This time was booked just now. Ask the assistant for another time.',
    nl: 'Deze tijd is net geboekt. Vraag de assistent om een andere tijd.',
    es: 'Esta hora se acaba de reservar. Pide otra hora al asistente.',
  },
} as const satisfies Record<string, Texts>;
