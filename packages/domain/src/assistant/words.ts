// What the rule engine understands per language (docs/decisions/056): the words of each request, and the day and time
// read from what a caller says ("morgen om 14 uur", "tomorrow at 2 pm", "mañana a las 14", "morgen um 14 Uhr",
// "demain à 14h"). Written by hand for the few forms a caller uses on the phone; text is compared in lower case
// without accents ("mañana" is "manana").
import type { AssistantLanguage } from './knowledge.js';
import { addDays, isoDate, isoWeekdayOf, localMomentAt } from './time-zone.js';

/** Lower case, without accents, punctuation as spaces (keeping ':' and '.' of times, "'" and '-' of words). */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9:.'\- ]+/g, ' ')
    .replace(/(?<!\d)[.:]|[.:](?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalised text. */
export const wordsOf = (text: string) => text.split(' ').filter((word) => word !== '');

interface LanguageWords {
  identity: RegExp;
  goodbye: RegExp;
  booking: RegExp;
  hours: RegExp;
  price: RegExp;
  message: RegExp;
  yes: RegExp;
  no: RegExp;
  ordinals: [RegExp, RegExp, RegExp];
  /** "My name is …": the name is the first group (on the text as said). */
  name: RegExp;
  stopWords: ReadonlySet<string>;
  /** Day words with how many days from today, the longest first. */
  relativeDays: [RegExp, number][];
  /** Words that look like a day word but are not (the Spanish morning, the German greeting). */
  notDays: RegExp | null;
  weekdays: readonly string[];
  months: readonly string[];
  /** Before an hour: 'om', 'at', 'a las', 'um', 'à'. */
  at: string;
  /** After an hour: 'uur', "o'clock", 'uhr', 'heures'. */
  oClock: string;
  afternoon: RegExp;
  morning: RegExp;
  /** "half drie" (2:30) in Dutch and German; "half past two" in English. */
  halfBefore: RegExp | null;
  halfPast: RegExp | null;
  numbers: readonly string[];
}

const set = (text: string) => new Set(text.split(' '));

export const WORDS: Record<AssistantLanguage, LanguageWords> = {
  nl: {
    identity:
      /\b(robot|kunstmatige intelligentie|chatbot)\b|\b(ben je|ben jij|bent u|is dit|spreek ik met|praat ik met)\b.*\b(bot|ai|a\.i|computer|mens|echt persoon|echte persoon|echt iemand|machine|bandje)\b/,
    goodbye: /\b(doei|tot ziens|dat was het|dat was alles|nee dank (je|u)|fijne dag)\b/,
    booking: /\b(afspraak|afspraakje|reserveren|reservering|boeken|inplannen|langskomen)\b/,
    hours: /\b(openingstijden|openingsuren|geopend|open|gesloten|dicht)\b/,
    price: /\b(kost|kosten|prijs|prijzen|tarief|tarieven|hoeveel|duurt|hoelang|hoe lang)\b/,
    message: /\b(bericht|boodschap|terugbellen|terug bellen)\b/,
    yes: /^(ja|jazeker|graag|prima|goed|dat is goed|ok|oke|akkoord)\b/,
    no: /^(nee|neen|liever niet)\b/,
    ordinals: [/\beerste\b/, /\btweede\b/, /\bderde\b/],
    name: /(?:mijn naam is|ik heet|op naam van|^\s*met)\s+([^,.!?]+)/i,
    stopWords: set(
      'de het een en van ik je jij u uw jullie wij we zijn is wat hoe waar wanneer welke kan kun kunt mag wil heb hebben heeft er op in om met voor naar bij ook nog niet wel dat die dit deze of te aan als maar zo graag',
    ),
    relativeDays: [
      [/\bovermorgen\b/, 2],
      [/\bmorgen(ochtend|middag|avond)?\b/, 1],
      [/\bvandaag\b/, 0],
    ],
    notDays: /\bgoede morgen\b/g,
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
    at: 'om',
    oClock: 'uur',
    afternoon: /\b('?s middags|'?s avonds|middag|avond)\b/,
    morning: /\b('?s ochtends|'?s morgens|ochtend)\b/,
    halfBefore: /\bhalf (\w+)/,
    halfPast: null,
    numbers: ['een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'elf', 'twaalf'],
  },
  en: {
    identity:
      /\b(robot|artificial intelligence|chatbot)\b|\b(are you|is this|am i talking to|am i speaking to|am i speaking with)\b.*\b(bot|ai|a\.i|human|real person|person|machine|computer|recording)\b/,
    goodbye: /\b(bye|goodbye|that's all|that is all|no thanks|no thank you)\b/,
    booking: /\b(appointment|book|booking|reserve|reservation|schedule)\b/,
    hours: /\b(opening hours|opening times|open|opens|close|closes|closed|hours)\b/,
    price: /\b(cost|costs|price|prices|how much|how long|take|takes|charge)\b/,
    message: /\b(message|call me back|call back|callback)\b/,
    yes: /^(yes|yeah|yep|sure|ok|okay|fine|please|great)\b/,
    no: /^(no|nope)\b/,
    ordinals: [/\bfirst\b/, /\bsecond\b/, /\bthird\b/],
    name: /(?:my name is|this is|i'm|i am|under the name)\s+([^,.!?]+)/i,
    stopWords: set(
      'the a an and of i you your we are is what how where when which can could may do does have has there on in at with for to by also not that this these or be it my me please',
    ),
    relativeDays: [
      [/\bday after tomorrow\b/, 2],
      [/\btomorrow\b/, 1],
      [/\btoday\b/, 0],
    ],
    notDays: null,
    weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    months: [
      'january',
      'february',
      'march',
      'april',
      'may',
      'june',
      'july',
      'august',
      'september',
      'october',
      'november',
      'december',
    ],
    at: 'at',
    oClock: "o'clock|am|pm|a\\.m|p\\.m",
    afternoon: /\b(pm|p\.m|afternoon|evening)\b/,
    morning: /\b(am|a\.m|morning)\b/,
    halfBefore: null,
    halfPast: /\bhalf past (\w+)/,
    numbers: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  },
  es: {
    identity:
      /\b(robot|inteligencia artificial|chatbot)\b|\b(eres|es usted|estoy hablando con|hablo con)\b.*\b(bot|ia|persona|humano|humana|maquina|real|grabacion)\b/,
    goodbye: /\b(adios|hasta luego|eso es todo|no gracias)\b/,
    booking: /\b(cita|reservar|reserva|turno)\b/,
    hours: /\b(horario|horarios|abierto|abiertos|abren|abre|cierran|cierra|cerrado)\b/,
    price: /\b(cuesta|cuestan|precio|precios|cuanto|tarifa|tarifas|dura)\b/,
    message: /\b(mensaje|recado|devolver la llamada|llamarme)\b/,
    yes: /^(si|vale|claro|de acuerdo|perfecto|bien)\b/,
    no: /^(no)\b/,
    ordinals: [/\bprimer[oa]?\b/, /\bsegund[oa]\b/, /\btercer[oa]?\b/],
    name: /(?:me llamo|mi nombre es|a nombre de|soy)\s+([^,.!?¿¡]+)/i,
    stopWords: set(
      'el la los las un una y de del que como donde cuando cual puedo puede tiene tienen hay en con para por es son mi me te se lo al su sus yo usted ustedes estan esta',
    ),
    relativeDays: [
      [/\bpasado manana\b/, 2],
      [/\bmanana\b/, 1],
      [/\bhoy\b/, 0],
    ],
    notDays: /\b(por|de|en) la manana\b/g,
    weekdays: ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'],
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
    at: 'a las',
    oClock: 'en punto',
    afternoon: /\b(de la tarde|de la noche|por la tarde)\b/,
    morning: /\b(de la manana|por la manana)\b/,
    halfBefore: null,
    halfPast: null,
    numbers: ['una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
  },
  de: {
    identity:
      /\b(roboter|kunstliche intelligenz|chatbot)\b|\b(bist du|sind sie|spreche ich mit|ist das)\b.*\b(bot|ki|mensch|echte person|echter mensch|maschine|computer|band)\b/,
    goodbye: /\b(tschuss|auf wiedersehen|auf wiederhoren|das war's|das war alles|nein danke)\b/,
    booking: /\b(termin|buchen|reservieren|reservierung|vereinbaren)\b/,
    hours: /\b(offnungszeiten|geoffnet|offen|geschlossen|zu)\b/,
    price: /\b(kostet|kosten|preis|preise|wie viel|wieviel|dauert|wie lange)\b/,
    message: /\b(nachricht|zuruckrufen|ruckruf)\b/,
    yes: /^(ja|gerne|gern|ok|okay|gut|passt)\b/,
    no: /^(nein)\b/,
    ordinals: [/\berste\w*/, /\bzweite\w*/, /\bdritte\w*/],
    name: /(?:mein name ist|ich heisse|ich heiße|auf den namen|hier ist)\s+([^,.!?]+)/i,
    stopWords: set(
      'der die das ein eine und von ich sie du wir ist sind was wie wo wann welche kann konnen haben hat gibt es auf in an mit fur zu bei auch nicht dass dies oder mein ihr ihre',
    ),
    relativeDays: [
      [/\bubermorgen\b/, 2],
      [/\bmorgen\b/, 1],
      [/\bheute\b/, 0],
    ],
    notDays: /\bguten morgen\b/g,
    weekdays: ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
    months: [
      'januar',
      'februar',
      'marz',
      'april',
      'mai',
      'juni',
      'juli',
      'august',
      'september',
      'oktober',
      'november',
      'dezember',
    ],
    at: 'um',
    oClock: 'uhr',
    afternoon: /\b(nachmittags|abends|nachmittag|abend)\b/,
    morning: /\b(morgens|vormittags|fruh)\b/,
    halfBefore: /\bhalb (\w+)/,
    halfPast: null,
    numbers: ['eins', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwolf'],
  },
  fr: {
    identity:
      /\b(robot|intelligence artificielle|chatbot)\b|\b(es-tu|etes-vous|etes vous|vous etes|tu es|je parle a|je parle avec|c'est)\b.*\b(bot|ia|humain|humaine|personne|machine|ordinateur|enregistrement)\b/,
    goodbye: /\b(au revoir|c'est tout|non merci|bonne journee)\b/,
    booking: /\b(rendez-vous|rendez vous|rdv|reserver|reservation)\b/,
    hours: /\b(horaires|heures d'ouverture|ouvert|ouverts|ouvre|ouvrez|ferme|fermez|fermes)\b/,
    price: /\b(coute|coutent|prix|tarif|tarifs|combien|dure)\b/,
    message: /\b(message|rappeler|rappelle|rappelez)\b/,
    yes: /^(oui|d'accord|ok|parfait|tres bien)\b/,
    no: /^(non)\b/,
    ordinals: [/\bpremiere?\b/, /\b(deuxieme|seconde?)\b/, /\btroisieme\b/],
    name: /(?:je m'appelle|mon nom est|au nom de|ici)\s+([^,.!?]+)/i,
    stopWords: set(
      "le la les un une et de des du que qui comment ou quand quel quelle je vous tu nous est sont a avez ont y il en dans avec pour par sur aussi pas ce cette mon ma l' d' j' c' est-ce qu'",
    ),
    relativeDays: [
      [/\bapres-demain\b|\bapres demain\b/, 2],
      [/\bdemain\b/, 1],
      [/\baujourd'hui\b/, 0],
    ],
    notDays: null,
    weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    months: [
      'janvier',
      'fevrier',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'aout',
      'septembre',
      'octobre',
      'novembre',
      'decembre',
    ],
    at: 'a',
    oClock: 'heures?',
    afternoon: /\b(de l'apres-midi|de l'apres midi|du soir|apres-midi)\b/,
    morning: /\b(du matin|matin)\b/,
    halfBefore: null,
    halfPast: /\b(\w+) heures? et demie\b/,
    numbers: ['une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
  },
};

/** A day and a time read from what a caller said; either may be missing. */
export interface SpokenMoment {
  /** YYYY-MM-DD in the business's time zone. */
  date: string | null;
  /** Minutes since midnight. */
  minute: number | null;
}

function hourOf(word: string, words: LanguageWords): number | null {
  if (/^\d{1,2}$/.test(word)) return Number(word);
  const index = words.numbers.indexOf(word);
  return index === -1 ? null : index + 1;
}

/** The time said: "14:30", "14.30", "14h30", "14 uur", "om 2 uur 's middags", "at 2 pm", "half drie", … */
function readTime(text: string, words: LanguageWords): number | null {
  const number = `(\\d{1,2}|${words.numbers.join('|')})`;
  let hour: number | null = null;
  let minute = 0;
  const clock = /\b([01]?\d|2[0-3])[:.h]([0-5]\d)\b/.exec(text);
  const half = words.halfBefore?.exec(text) ?? words.halfPast?.exec(text);
  if (clock) {
    hour = Number(clock[1]);
    minute = Number(clock[2]);
  } else if (half && hourOf(half[1]!, words) !== null) {
    hour = hourOf(half[1]!, words)! - (words.halfBefore ? 1 : 0);
    minute = 30;
  } else {
    const suffixed = new RegExp(`\\b${number}\\s*(?:${words.oClock}|h)\\b`).exec(text);
    const after = new RegExp(`\\b${words.at} ${number}\\b`).exec(text);
    const found = suffixed ?? after;
    if (found) hour = hourOf(found[1]!, words);
    if (hour !== null && new RegExp(`\\b${words.at} ${number} (y|en) media\\b`).test(text)) minute = 30;
  }
  if (hour === null || hour > 23) return null;
  if (words.afternoon.test(text) && hour < 12) hour += 12;
  else if (words.morning.test(text) && hour === 12) hour = 0;
  // Without "pm" or "'s middags", 1 to 6 o'clock is in the afternoon, as the voicemail analysis reads it: nobody books
  // an appointment at 2 in the night.
  else if (hour >= 1 && hour <= 6 && !words.morning.test(text)) hour += 12;
  return hour * 60 + minute;
}

/** The day said: a date ("8 december", "December 8"), a day word ("morgen") or a weekday (the next one after today). */
function readDate(text: string, words: LanguageWords, today: string): string | null {
  const months = words.months.join('|');
  const dayMonth = new RegExp(`\\b(\\d{1,2})(?:e|ste|de|th|st|nd|rd|er|\\.)?\\s+(?:de |of )?(${months})\\b`).exec(text);
  const monthDay = new RegExp(`\\b(${months}) (\\d{1,2})(?:st|nd|rd|th)?\\b`).exec(text);
  if (dayMonth ?? monthDay) {
    const day = Number(dayMonth ? dayMonth[1] : monthDay![2]);
    const month = words.months.indexOf(dayMonth ? dayMonth[2]! : monthDay![1]!) + 1;
    const year = Number(today.slice(0, 4));
    for (const candidate of [year, year + 1]) {
      const date = isoDate(candidate, month, day);
      const real = new Date(`${date}T00:00:00Z`);
      if (real.getUTCMonth() + 1 === month && date >= today) return date;
    }
    return null;
  }
  for (const [pattern, days] of words.relativeDays) if (pattern.test(text)) return addDays(today, days);
  const weekday = words.weekdays.findIndex((name) => new RegExp(`\\b${name}\\b`).test(text));
  if (weekday !== -1) {
    const ahead = (weekday + 1 - isoWeekdayOf(today) + 7) % 7 || 7;
    return addDays(today, ahead);
  }
  return null;
}

/** The day and time in what a caller said (normalised text), counted from `now` in `timeZone`. */
export function readMoment(text: string, language: AssistantLanguage, now: Date, timeZone: string): SpokenMoment {
  const words = WORDS[language];
  const plain = words.notDays ? text.replace(words.notDays, ' ') : text;
  const today = localMomentAt(now, timeZone).date;
  const date = readDate(plain, words, today);
  // The time from the words as said: "a las 7 de la mañana" is in the morning, not tomorrow.
  const minute = readTime(text, words);
  return { date, minute };
}
