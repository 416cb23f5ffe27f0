// The words the analysis reads a message by: one table per language (docs/decisions/055). Entries are written as
// `wordsOf` writes text (lower case, punctuation and apostrophes as spaces); a trailing '*' matches the start of a word.
// The lists are short on purpose: words that, in a voicemail to a business, nearly always mean what they are listed
// for. A word in two lists is in the one that decides first (spam before urgent).
import type { AnalysisLanguage } from './constants.js';

export interface LanguageWords {
  /** The commonest short words of the language: the language of a message is the one with most of them. */
  stopWords: readonly string[];
  /** A request for an appointment, a booking or a reservation. */
  appointment: readonly string[];
  /** Sales pitches and robocalls. */
  spam: readonly string[];
  /** A leak, an emergency, haste. */
  urgent: readonly string[];
  /** A request to be called back. */
  callback: readonly string[];
  /** Greetings that make a sentence of their own and say nothing ("Goedemorgen."). */
  greetings: readonly string[];
  /** The words that introduce the caller's name, as regular expression sources (matched case-insensitively). */
  nameIntros: readonly string[];
  /** The digits as said one by one (0–9), for numbers spoken digit by digit. */
  digits: readonly (readonly string[])[];
  /** The hours 1–12 as words (index 0 is one o'clock), for "half drie" and "at ten". */
  hours: readonly (readonly string[])[];
}

// Kept as written (prettier-ignore): one word list a few lines, not one word a line.
// prettier-ignore
export const LANGUAGE_WORDS: Record<AnalysisLanguage, LanguageWords> = {
  nl: {
    stopWords: [
      'de', 'het', 'een', 'ik', 'je', 'u', 'uw', 'met', 'van', 'voor', 'op', 'is', 'niet', 'wil', 'graag', 'dat',
      'en', 'maar', 'om', 'uur', 'mijn', 'mij', 'me', 'bel', 'terug', 'ook', 'dit', 'hier', 'goedemorgen', 'hallo',
      'dank', 'bedankt', 'zijn', 'heb', 'hebt', 'heeft', 'kunt', 'kan', 'wat', 'nog', 'even', 'alvast', 'morgen',
    ],
    appointment: ['afspraak*', 'afspreken', 'langskomen', 'reserver*', 'boeken', 'inplannen'],
    spam: [
      'u heeft gewonnen', 'je hebt gewonnen', 'prijs gewonnen', 'gewonnen', 'energiecontract', 'energie contract',
      'energieleverancier', 'druk op 1', 'druk op een', 'toets 1', 'toets een', 'loterij', 'exclusieve aanbieding',
    ],
    urgent: [
      'dringend*', 'spoed*', 'urgent', 'noodgeval', 'lekkage', 'lekt', 'zo snel mogelijk', 'zo spoedig mogelijk',
      'acuut', 'onmiddellijk',
    ],
    callback: ['terugbellen', 'terug te bellen', 'bel me terug', 'bel mij terug', 'belt u mij terug', 'terugbelt'],
    greetings: ['hallo', 'hoi', 'goedemorgen', 'goedemiddag', 'goedenavond', 'dag', 'hallo daar'],
    nameIntros: ['(?<=^|[,.!?]\\s*|spreekt\\s+)met', 'mijn naam is', 'dit is', 'hier is'],
    digits: [['nul'], ['een', 'één'], ['twee'], ['drie'], ['vier'], ['vijf'], ['zes'], ['zeven'], ['acht'], ['negen']],
    hours: [
      ['een', 'één'], ['twee'], ['drie'], ['vier'], ['vijf'], ['zes'], ['zeven'], ['acht'], ['negen'], ['tien'],
      ['elf'], ['twaalf'],
    ],
  },
  en: {
    stopWords: [
      'the', 'and', 'i', 'you', 'is', 'to', 'of', 'for', 'with', 'my', 'a', 'this', 'please', 'call', 'me', 'back',
      'hi', 'hello', 'it', 'on', 'at', 'would', 'like', 'thanks', 'thank', 'your', 'have', 'an', 'can', 'could',
      'number', 'tomorrow', 'about', 'am', 'be', 'we', 'are',
    ],
    appointment: ['appointment*', 'booking', 'book', 'reservation', 'reserve', 'schedule'],
    spam: [
      'you have won', 'you ve won', 'prize', 'energy contract', 'energy supplier', 'press 1', 'press one',
      'lottery', 'extended warranty', 'limited time offer', 'free cruise',
    ],
    urgent: [
      'urgent*', 'emergency', 'leak*', 'as soon as possible', 'asap', 'right away', 'immediately', 'flooding',
    ],
    callback: ['call me back', 'call back', 'ring me back', 'give me a call', 'return my call', 'call me on'],
    greetings: ['hi', 'hello', 'hey', 'good morning', 'good afternoon', 'good evening', 'hi there', 'hello there'],
    nameIntros: ['this is', 'my name is'],
    digits: [['zero'], ['one'], ['two'], ['three'], ['four'], ['five'], ['six'], ['seven'], ['eight'], ['nine']],
    hours: [
      ['one'], ['two'], ['three'], ['four'], ['five'], ['six'], ['seven'], ['eight'], ['nine'], ['ten'], ['eleven'],
      ['twelve'],
    ],
  },
  de: {
    stopWords: [
      'der', 'die', 'das', 'und', 'ich', 'ist', 'nicht', 'mit', 'bitte', 'für', 'ein', 'eine', 'einen', 'sie',
      'mich', 'zurück', 'uhr', 'um', 'am', 'auf', 'hier', 'guten', 'tag', 'hallo', 'danke', 'mein', 'meine', 'ihr',
      'ihnen', 'gerne', 'möchte', 'würde', 'habe', 'wir', 'es', 'auch', 'noch', 'morgen',
    ],
    appointment: ['termin*', 'reservier*', 'buchen', 'buchung'],
    spam: [
      'sie haben gewonnen', 'gewinnspiel', 'gewonnen', 'drücken sie 1', 'drücken sie die 1', 'stromvertrag',
      'energievertrag', 'lotterie', 'exklusives angebot',
    ],
    urgent: [
      'dringend*', 'notfall', 'eilig', 'sofort', 'so schnell wie möglich', 'rohrbruch', 'undicht', 'leck',
      'wasserschaden',
    ],
    callback: ['zurückrufen', 'rückruf', 'rufen sie mich', 'ruf mich'],
    greetings: ['hallo', 'guten tag', 'guten morgen', 'guten abend', 'grüß gott', 'servus', 'moin'],
    nameIntros: ['hier ist', 'hier spricht', 'mein name ist'],
    digits: [['null'], ['eins'], ['zwei', 'zwo'], ['drei'], ['vier'], ['fünf'], ['sechs'], ['sieben'], ['acht'], ['neun']],
    hours: [
      ['eins', 'ein'], ['zwei'], ['drei'], ['vier'], ['fünf'], ['sechs'], ['sieben'], ['acht'], ['neun'], ['zehn'],
      ['elf'], ['zwölf'],
    ],
  },
  fr: {
    stopWords: [
      'le', 'la', 'les', 'et', 'je', 'vous', 'est', 'pas', 'pour', 'avec', 'une', 'un', 'de', 'du', 'des', 'bonjour',
      'merci', 'mon', 'ma', 'me', 'moi', 'c', 'ce', 'suis', 'au', 'à', 'voudrais', 'votre', 'qui', 'que', 'il',
      'demain', 'rappeler', 'numéro', 'j', 'ai',
    ],
    appointment: ['rendez vous', 'rdv', 'réserv*', 'reserver'],
    spam: [
      'vous avez gagné', 'gagné', 'tapez 1', 'appuyez sur 1', 'appuyez sur la touche 1', 'contrat d énergie',
      'fournisseur d énergie', 'loterie', 'offre exclusive',
    ],
    urgent: [
      'urgent*', 'urgence', 'fuite', 'dès que possible', 'au plus vite', 'au plus tôt', 'immédiatement',
      'dégât des eaux',
    ],
    callback: ['rappeler', 'rappelez', 'me rappeler', 'rappelez moi'],
    greetings: ['bonjour', 'bonsoir', 'salut', 'allô', 'allo', 'bonjour madame', 'bonjour monsieur'],
    nameIntros: ['je suis', 'je m[\'’]appelle', 'ici', 'c[\'’]est'],
    digits: [['zéro'], ['un'], ['deux'], ['trois'], ['quatre'], ['cinq'], ['six'], ['sept'], ['huit'], ['neuf']],
    hours: [
      ['une', 'un'], ['deux'], ['trois'], ['quatre'], ['cinq'], ['six'], ['sept'], ['huit'], ['neuf'], ['dix'],
      ['onze'], ['douze'],
    ],
  },
  es: {
    stopWords: [
      'el', 'la', 'los', 'las', 'y', 'que', 'de', 'en', 'por', 'para', 'con', 'una', 'un', 'hola', 'gracias', 'soy',
      'quiero', 'quisiera', 'llamar', 'mi', 'me', 'es', 'lo', 'del', 'al', 'su', 'usted', 'número', 'mañana', 'buenos',
      'buenas', 'días', 'se', 'muy', 'pero',
    ],
    appointment: ['cita*', 'reserv*'],
    spam: [
      'ha ganado', 'has ganado', 'premio', 'pulse 1', 'marque 1', 'pulse uno', 'contrato de energía',
      'contrato de luz', 'lotería', 'oferta exclusiva',
    ],
    urgent: [
      'urgente*', 'urgencia', 'emergencia', 'fuga', 'lo antes posible', 'cuanto antes', 'inmediatamente',
      'lo más pronto posible',
    ],
    callback: ['devolver la llamada', 'me devuelva', 'devuélvame', 'llámame', 'llámeme', 'me llame', 'me llames'],
    greetings: ['hola', 'buenos días', 'buenas tardes', 'buenas noches', 'buenas'],
    nameIntros: ['soy', 'me llamo', 'mi nombre es', 'le habla'],
    digits: [['cero'], ['uno', 'una'], ['dos'], ['tres'], ['cuatro'], ['cinco'], ['seis'], ['siete'], ['ocho'], ['nueve']],
    hours: [
      ['una', 'uno'], ['dos'], ['tres'], ['cuatro'], ['cinco'], ['seis'], ['siete'], ['ocho'], ['nueve'], ['diez'],
      ['once'], ['doce'],
    ],
  },
};
