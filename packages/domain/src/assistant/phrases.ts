// What the rule engine says, per language (docs/decisions/056). The assistant speaks to the business's callers, so
// Dutch, German and Spanish address them formally (u, Sie, usted). Days and times are written out here rather than by
// `Intl`, so that a reply reads the same on every runtime and in speech: "dinsdag 1 december om 14:00".
import type { AssistantLanguage } from './knowledge.js';

interface Phrases {
  weekdays: readonly string[];
  months: readonly string[];
  /** A day and time: "dinsdag 1 december om 14:00". */
  when: (weekday: string, day: number, month: string, time: string) => string;
  and: string;
  or: string;
  hours: (days: string) => string;
  dayHours: (day: string, ranges: string[]) => string;
  range: (opens: string, closes: string) => string;
  closed: (day: string) => string;
  service: (name: string, price: string, minutes: number) => string;
  services: (list: string) => string;
  /** A service in the price list: "Knippen: € 25,00, 30 minuten". */
  item: (name: string, price: string, minutes: number) => string;
  identity: (business: string | null) => string;
  transfer: string;
  askName: (when: string) => string;
  booked: (when: string, name: string) => string;
  taken: (slots: string) => string;
  offer: (slots: string) => string;
  noSlots: string;
  offerMessage: string;
  askMessage: string;
  messageTaken: string;
  anythingElse: string;
  goodbye: string;
  /** Nothing (or nothing but noise) was heard. */
  notHeard: string;
}

export const PHRASES: Record<AssistantLanguage, Phrases> = {
  nl: {
    weekdays: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
    months: [
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ],
    when: (weekday, day, month, time) => `${weekday} ${day} ${month} om ${time}`,
    and: 'en',
    or: 'of',
    hours: (days) => `Onze openingstijden: ${days}.`,
    dayHours: (day, ranges) => `${day} ${ranges.join(' en ')}`,
    range: (opens, closes) => `van ${opens} tot ${closes}`,
    closed: (day) => `${day} gesloten`,
    service: (name, price, minutes) => `${name} kost ${price} en duurt ${minutes} minuten.`,
    services: (list) => `Wij bieden: ${list}.`,
    item: (name, price, minutes) => `${name}: ${price}, ${minutes} minuten`,
    identity: (business) =>
      `Ik ben een AI-assistent${business ? ` van ${business}` : ''}: een computerprogramma, geen mens. Ik kan uw vragen beantwoorden, een afspraak maken, u doorverbinden of een bericht aannemen.`,
    transfer: 'Een moment, ik verbind u door.',
    askName: (when) => `${when} is vrij. Op welke naam mag ik de afspraak zetten?`,
    booked: (when, name) => `Uw afspraak staat op ${when}, op naam van ${name}. Tot dan!`,
    taken: (slots) => `Dat tijdstip is helaas niet vrij. Wel vrij: ${slots}. Welke past u?`,
    offer: (slots) => `Vrij is: ${slots}. Welke past u?`,
    noSlots: 'Ik heb helaas geen vrije tijd om te boeken. Wilt u een bericht achterlaten?',
    offerMessage:
      'Daar kan ik u helaas niet mee helpen. Wilt u een bericht achterlaten? Zeg het maar, dan geef ik het door.',
    askMessage: 'Zeg het maar, dan geef ik uw bericht door.',
    messageTaken: 'Dank u, ik geef uw bericht door. Kan ik nog iets voor u doen?',
    anythingElse: 'Kan ik u ergens anders mee helpen?',
    goodbye: 'Graag gedaan. Fijne dag en tot ziens!',
    notHeard: 'Sorry, dat heb ik niet verstaan. Kunt u het herhalen?',
  },
  en: {
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    when: (weekday, day, month, time) => `${weekday} ${day} ${month} at ${time}`,
    and: 'and',
    or: 'or',
    hours: (days) => `Our opening hours: ${days}.`,
    dayHours: (day, ranges) => `${day} ${ranges.join(' and ')}`,
    range: (opens, closes) => `from ${opens} to ${closes}`,
    closed: (day) => `${day} closed`,
    service: (name, price, minutes) => `${name} costs ${price} and takes ${minutes} minutes.`,
    services: (list) => `We offer: ${list}.`,
    item: (name, price, minutes) => `${name}: ${price}, ${minutes} minutes`,
    identity: (business) =>
      `I am an AI assistant${business ? ` of ${business}` : ''}: a computer program, not a person. I can answer your questions, book an appointment, put you through or take a message.`,
    transfer: "One moment, I'll put you through.",
    askName: (when) => `${when} is free. What name shall I book it under?`,
    booked: (when, name) => `You're booked for ${when}, under the name ${name}. See you then!`,
    taken: (slots) => `I'm afraid that time is not free. Free are: ${slots}. Which suits you?`,
    offer: (slots) => `Free are: ${slots}. Which suits you?`,
    noSlots: "I'm afraid there is no free time to book. Would you like to leave a message?",
    offerMessage:
      "I'm afraid I can't help you with that. Would you like to leave a message? Go ahead and I'll pass it on.",
    askMessage: "Go ahead and I'll pass your message on.",
    messageTaken: "Thank you, I'll pass your message on. Is there anything else I can do for you?",
    anythingElse: 'Can I help you with anything else?',
    goodbye: "You're welcome. Have a nice day, goodbye!",
    notHeard: "Sorry, I didn't catch that. Could you say it again?",
  },
  es: {
    weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    when: (weekday, day, month, time) => `${weekday} ${day} de ${month} a las ${time}`,
    and: 'y',
    or: 'o',
    hours: (days) => `Nuestro horario: ${days}.`,
    dayHours: (day, ranges) => `${day} ${ranges.join(' y ')}`,
    range: (opens, closes) => `de ${opens} a ${closes}`,
    closed: (day) => `${day} cerrado`,
    service: (name, price, minutes) => `${name} cuesta ${price} y dura ${minutes} minutos.`,
    services: (list) => `Ofrecemos: ${list}.`,
    item: (name, price, minutes) => `${name}: ${price}, ${minutes} minutos`,
    identity: (business) =>
      `Soy un asistente de IA${business ? ` de ${business}` : ''}: un programa informático, no una persona. Puedo responder a sus preguntas, darle una cita, pasarle con alguien o tomar un mensaje.`,
    transfer: 'Un momento, le paso la llamada.',
    askName: (when) => `El ${when} está libre. ¿A nombre de quién pongo la cita?`,
    booked: (when, name) => `Su cita queda para el ${when}, a nombre de ${name}. ¡Hasta entonces!`,
    taken: (slots) => `Lo siento, esa hora no está libre. Hay hueco: ${slots}. ¿Cuál le viene bien?`,
    offer: (slots) => `Hay hueco: ${slots}. ¿Cuál le viene bien?`,
    noSlots: 'Lo siento, no hay horas libres para reservar. ¿Quiere dejar un mensaje?',
    offerMessage: 'Lo siento, no puedo ayudarle con eso. ¿Quiere dejar un mensaje? Dígame y lo transmitiré.',
    askMessage: 'Dígame y transmitiré su mensaje.',
    messageTaken: 'Gracias, transmitiré su mensaje. ¿Puedo ayudarle en algo más?',
    anythingElse: '¿Puedo ayudarle en algo más?',
    goodbye: 'De nada. ¡Que tenga un buen día, adiós!',
    notHeard: 'Perdone, no le he entendido. ¿Puede repetirlo?',
  },
  de: {
    weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    when: (weekday, day, month, time) => `${weekday}, ${day}. ${month} um ${time}`,
    and: 'und',
    or: 'oder',
    hours: (days) => `Unsere Öffnungszeiten: ${days}.`,
    dayHours: (day, ranges) => `${day} ${ranges.join(' und ')}`,
    range: (opens, closes) => `von ${opens} bis ${closes}`,
    closed: (day) => `${day} geschlossen`,
    service: (name, price, minutes) => `${name} kostet ${price} und dauert ${minutes} Minuten.`,
    services: (list) => `Wir bieten: ${list}.`,
    item: (name, price, minutes) => `${name}: ${price}, ${minutes} Minuten`,
    identity: (business) =>
      `Ich bin ein KI-Assistent${business ? ` von ${business}` : ''}: ein Computerprogramm, kein Mensch. Ich kann Ihre Fragen beantworten, einen Termin vereinbaren, Sie verbinden oder eine Nachricht aufnehmen.`,
    transfer: 'Einen Moment, ich verbinde Sie.',
    askName: (when) => `${when} ist frei. Auf welchen Namen darf ich den Termin eintragen?`,
    booked: (when, name) => `Ihr Termin ist am ${when}, auf den Namen ${name}. Bis dann!`,
    taken: (slots) => `Dieser Termin ist leider nicht frei. Frei sind: ${slots}. Welcher passt Ihnen?`,
    offer: (slots) => `Frei sind: ${slots}. Welcher passt Ihnen?`,
    noSlots: 'Leider ist kein Termin mehr frei. Möchten Sie eine Nachricht hinterlassen?',
    offerMessage:
      'Dabei kann ich Ihnen leider nicht helfen. Möchten Sie eine Nachricht hinterlassen? Sprechen Sie einfach, ich gebe sie weiter.',
    askMessage: 'Sprechen Sie einfach, ich gebe Ihre Nachricht weiter.',
    messageTaken: 'Danke, ich gebe Ihre Nachricht weiter. Kann ich sonst noch etwas für Sie tun?',
    anythingElse: 'Kann ich Ihnen sonst noch helfen?',
    goodbye: 'Gern geschehen. Einen schönen Tag noch, auf Wiederhören!',
    notHeard: 'Entschuldigung, das habe ich nicht verstanden. Können Sie das bitte wiederholen?',
  },
  fr: {
    weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    when: (weekday, day, month, time) => `${weekday} ${day} ${month} à ${time}`,
    and: 'et',
    or: 'ou',
    hours: (days) => `Nos horaires d'ouverture : ${days}.`,
    dayHours: (day, ranges) => `${day} ${ranges.join(' et ')}`,
    range: (opens, closes) => `de ${opens} à ${closes}`,
    closed: (day) => `${day} fermé`,
    service: (name, price, minutes) => `${name} coûte ${price} et dure ${minutes} minutes.`,
    services: (list) => `Nous proposons : ${list}.`,
    item: (name, price, minutes) => `${name}: ${price}, ${minutes} minutes`,
    identity: (business) =>
      `Je suis un assistant IA${business ? ` de ${business}` : ''} : un programme informatique, pas une personne. Je peux répondre à vos questions, prendre un rendez-vous, vous mettre en relation ou prendre un message.`,
    transfer: 'Un instant, je vous mets en relation.',
    askName: (when) => `Le ${when} est libre. À quel nom dois-je noter le rendez-vous ?`,
    booked: (when, name) => `Votre rendez-vous est noté le ${when}, au nom de ${name}. À bientôt !`,
    taken: (slots) => `Ce créneau n'est malheureusement pas libre. Sont libres : ${slots}. Lequel vous convient ?`,
    offer: (slots) => `Sont libres : ${slots}. Lequel vous convient ?`,
    noSlots: "Il n'y a malheureusement plus de créneau libre. Voulez-vous laisser un message ?",
    offerMessage:
      'Je ne peux malheureusement pas vous aider pour cela. Voulez-vous laisser un message ? Dites-le-moi et je le transmettrai.',
    askMessage: 'Dites-le-moi et je transmettrai votre message.',
    messageTaken: 'Merci, je transmettrai votre message. Puis-je faire autre chose pour vous ?',
    anythingElse: 'Puis-je vous aider pour autre chose ?',
    goodbye: 'Avec plaisir. Bonne journée, au revoir !',
    notHeard: "Pardon, je n'ai pas compris. Pouvez-vous répéter ?",
  },
};

/** "a, b and c" / "a, b of c". */
export function listOf(items: readonly string[], word: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
}
