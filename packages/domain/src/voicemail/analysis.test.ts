import { describe, expect, it } from 'vitest';
import { analyseMessage, callbackNumberOf, detectLanguage, type MessageAnalysis } from './index.js';
import { offsetMinutesAt, prepareForParser } from './appointment.js';

// Monday 30 November 2026, 11:00 in Amsterdam. The days after it: Tue 1, Wed 2, Thu 3, Fri 4, Sat 5 December,
// Mon 7, Tue 8 December.
const now = new Date('2026-11-30T10:00:00Z');

type Case = [transcript: string, expected: MessageAnalysis];

describe('the message of the issue', () => {
  it('asks for an appointment on Tuesday 8 December at 10:00', () => {
    const analysis = analyseMessage('Ik wil graag een afspraak maken voor dinsdag 8 december om 10 uur', { now });
    expect(analysis.appointment).toEqual({ date: '2026-12-08', time: '10:00' });
    expect(analysis).toEqual({
      language: 'nl',
      summary: 'Een beller vraagt een afspraak op dinsdag 8 december om 10:00.',
      urgency: 'normal',
      callbackNumber: null,
      appointment: { date: '2026-12-08', time: '10:00' },
    });
  });
});

describe('Dutch messages', () => {
  it.each<Case>([
    [
      'Goedemorgen, met Jan de Vries. Ik wil graag een afspraak maken voor dinsdag 8 december om 10 uur.',
      {
        language: 'nl',
        summary: 'Jan de Vries vraagt een afspraak op dinsdag 8 december om 10:00.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-08', time: '10:00' },
      },
    ],
    [
      'Met Anna van der Berg, ik wil een afspraak volgende week dinsdag.',
      {
        language: 'nl',
        summary: 'Anna van der Berg vraagt een afspraak op dinsdag 8 december.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-08', time: null },
      },
    ],
    [
      "Hallo, met Piet Bakker. Kan ik morgen om half drie 's middags een afspraak maken?",
      {
        language: 'nl',
        summary: 'Piet Bakker vraagt een afspraak op dinsdag 1 december om 14:30.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-01', time: '14:30' },
      },
    ],
    [
      'Afspraak overmorgen om drie uur graag.',
      {
        language: 'nl',
        summary: 'Een beller vraagt een afspraak op woensdag 2 december om 15:00.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-02', time: '15:00' },
      },
    ],
    [
      "Kan ik vrijdag om 6 uur 's ochtends een afspraak maken?",
      {
        language: 'nl',
        summary: 'Een beller vraagt een afspraak op vrijdag 4 december om 06:00.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-04', time: '06:00' },
      },
    ],
    [
      'Goedemiddag, er is een lekkage in de keuken, kom zo snel mogelijk!',
      {
        language: 'nl',
        summary: 'Goedemiddag, er is een lekkage in de keuken, kom zo snel mogelijk!',
        urgency: 'urgent',
        callbackNumber: null,
        appointment: null,
      },
    ],
    [
      'Gefeliciteerd, u heeft gewonnen! Druk op 1 om uw prijs te claimen.',
      {
        language: 'nl',
        summary: 'Gefeliciteerd, u heeft gewonnen!',
        urgency: 'spam',
        callbackNumber: null,
        appointment: null,
      },
    ],
    [
      'Hoi, met Sanne. Bel me terug op 06 12 34 56 78 alsjeblieft.',
      {
        language: 'nl',
        summary: 'Sanne vraagt je terug te bellen op +31612345678.',
        urgency: 'normal',
        callbackNumber: '+31612345678',
        appointment: null,
      },
    ],
    [
      'Wil je me terugbellen op nul zes een twee drie vier vijf zes zeven acht?',
      {
        language: 'nl',
        summary: 'Een beller vraagt je terug te bellen op +31612345678.',
        urgency: 'normal',
        callbackNumber: '+31612345678',
        appointment: null,
      },
    ],
    [
      'Goedendag, met mevrouw Jansen. Ik bel over mijn factuur, kunt u mij terugbellen op 010 - 123 45 67? Dank u wel.',
      {
        language: 'nl',
        summary: 'Mevrouw Jansen vraagt je terug te bellen op +31101234567.',
        urgency: 'normal',
        callbackNumber: '+31101234567',
        appointment: null,
      },
    ],
    [
      'Ja, hallo, met Jan de Vries van de Bakkerij. Kan ik volgende week woensdag om 11 uur langskomen?',
      {
        language: 'nl',
        summary: 'Jan de Vries vraagt een afspraak op woensdag 9 december om 11:00.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-09', time: '11:00' },
      },
    ],
    [
      'Goedemiddag, met Kees. Het pakket is vandaag bezorgd bij de buren op nummer 12.',
      {
        language: 'nl',
        summary: 'Kees: Het pakket is vandaag bezorgd bij de buren op nummer 12.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: null,
      },
    ],
  ])('%s', (transcript, expected) => {
    expect(analyseMessage(transcript, { now })).toEqual(expected);
  });
});

describe('English messages', () => {
  it.each<Case>([
    [
      'Hi, this is Emma Clark. I would like to book an appointment on Friday at 3 pm.',
      {
        language: 'en',
        summary: 'Emma Clark asks for an appointment on Friday 4 December at 15:00.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-04', time: '15:00' },
      },
    ],
    [
      'Hi, this is Mark. Can I come in for an appointment on Thursday?',
      {
        language: 'en',
        summary: 'Mark asks for an appointment on Thursday 3 December.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-03', time: null },
      },
    ],
    [
      'Hello, could I make an appointment tomorrow at half past ten?',
      {
        language: 'en',
        summary: 'A caller asks for an appointment on Tuesday 1 December at 10:30.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-01', time: '10:30' },
      },
    ],
    [
      'This is an emergency, there is a leak in the office. Please come as soon as possible.',
      {
        language: 'en',
        summary: 'This is an emergency, there is a leak in the office.',
        urgency: 'urgent',
        callbackNumber: null,
        appointment: null,
      },
    ],
    [
      'Congratulations, you have won a free cruise! Press 1 to claim your prize.',
      {
        language: 'en',
        summary: 'Congratulations, you have won a free cruise!',
        urgency: 'spam',
        callbackNumber: null,
        appointment: null,
      },
    ],
    [
      'Hello, my name is Tom Baker, please call me back, my number is 020-1234567.',
      {
        language: 'en',
        summary: 'Tom Baker asks you to call back on +31201234567.',
        urgency: 'normal',
        callbackNumber: '+31201234567',
        appointment: null,
      },
    ],
    [
      'Hi, this is Sarah from the bakery. The order for Saturday is ready. You can reach me at +31 20 123 4567.',
      {
        language: 'en',
        summary: 'Sarah: The order for Saturday is ready.',
        urgency: 'normal',
        callbackNumber: '+31201234567',
        appointment: null,
      },
    ],
  ])('%s', (transcript, expected) => {
    expect(analyseMessage(transcript, { now })).toEqual(expected);
  });
});

describe('German messages', () => {
  it.each<Case>([
    [
      'Guten Tag, hier ist Frau Müller. Ich möchte einen Termin am Donnerstag um 14 Uhr.',
      {
        language: 'de',
        summary: 'Frau Müller bittet um einen Termin am Donnerstag, 3. Dezember um 14:00 Uhr.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-03', time: '14:00' },
      },
    ],
    [
      'Ich hätte gern einen Termin am Dienstag, 8. Dezember um halb drei.',
      {
        language: 'de',
        summary: 'Ein Anrufer bittet um einen Termin am Dienstag, 8. Dezember um 14:30 Uhr.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-08', time: '14:30' },
      },
    ],
    [
      'Hallo, mein Name ist Jonas Weber. Ich brauche einen Termin am Freitag.',
      {
        language: 'de',
        summary: 'Jonas Weber bittet um einen Termin am Freitag, 4. Dezember.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-04', time: null },
      },
    ],
    [
      'Kann ich übermorgen um 9 Uhr einen Termin bekommen?',
      {
        language: 'de',
        summary: 'Ein Anrufer bittet um einen Termin am Mittwoch, 2. Dezember um 09:00 Uhr.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-02', time: '09:00' },
      },
    ],
    [
      'Notfall! Wir haben einen Rohrbruch, bitte kommen Sie sofort.',
      {
        language: 'de',
        summary: 'Notfall! Wir haben einen Rohrbruch, bitte kommen Sie sofort.',
        urgency: 'urgent',
        callbackNumber: null,
        appointment: null,
      },
    ],
    [
      'Herzlichen Glückwunsch, Sie haben gewonnen! Drücken Sie 1.',
      {
        language: 'de',
        summary: 'Herzlichen Glückwunsch, Sie haben gewonnen!',
        urgency: 'spam',
        callbackNumber: null,
        appointment: null,
      },
    ],
    [
      'Hallo, hier spricht Karl Schmidt. Bitte rufen Sie mich zurück unter +49 30 1234567.',
      {
        language: 'de',
        summary: 'Karl Schmidt bittet um Rückruf unter +49301234567.',
        urgency: 'normal',
        callbackNumber: '+49301234567',
        appointment: null,
      },
    ],
    [
      'Guten Morgen. Die Lieferung kommt heute erst am Nachmittag.',
      {
        language: 'de',
        summary: 'Die Lieferung kommt heute erst am Nachmittag.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: null,
      },
    ],
  ])('%s', (transcript, expected) => {
    expect(analyseMessage(transcript, { now })).toEqual(expected);
  });
});

describe('French messages', () => {
  it.each<Case>([
    [
      'Bonjour, je suis Marie Dubois. Je voudrais un rendez-vous mardi 8 décembre à 10h30.',
      {
        language: 'fr',
        summary: 'Marie Dubois demande un rendez-vous le mardi 8 décembre à 10:30.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-08', time: '10:30' },
      },
    ],
    [
      'Bonjour, ici Paul Martin. Je souhaite prendre rendez-vous jeudi.',
      {
        language: 'fr',
        summary: 'Paul Martin demande un rendez-vous le jeudi 3 décembre.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-03', time: null },
      },
    ],
    [
      "Est-ce que je peux avoir un rendez-vous demain à 3 heures de l'après-midi ?",
      {
        language: 'fr',
        summary: 'Un correspondant demande un rendez-vous le mardi 1 décembre à 15:00.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-01', time: '15:00' },
      },
    ],
    [
      'Rendez-vous après-demain à 9 heures et quart, merci.',
      {
        language: 'fr',
        summary: 'Un correspondant demande un rendez-vous le mercredi 2 décembre à 09:15.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-02', time: '09:15' },
      },
    ],
    [
      "Il y a une fuite d'eau chez nous, c'est urgent.",
      {
        language: 'fr',
        summary: "Il y a une fuite d'eau chez nous, c'est urgent.",
        urgency: 'urgent',
        callbackNumber: null,
        appointment: null,
      },
    ],
    [
      'Félicitations, vous avez gagné un voyage ! Appuyez sur 1.',
      {
        language: 'fr',
        summary: 'Félicitations, vous avez gagné un voyage !',
        urgency: 'spam',
        callbackNumber: null,
        appointment: null,
      },
    ],
    [
      "Bonjour, c'est Pierre. Pourriez-vous me rappeler au 06 12 34 56 78 ?",
      {
        language: 'fr',
        summary: 'Pierre demande à être rappelé au +31612345678.',
        urgency: 'normal',
        callbackNumber: '+31612345678',
        appointment: null,
      },
    ],
    [
      'Bonjour, je voulais vous dire que le colis est arrivé. Merci beaucoup.',
      {
        language: 'fr',
        summary: 'Bonjour, je voulais vous dire que le colis est arrivé.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: null,
      },
    ],
  ])('%s', (transcript, expected) => {
    expect(analyseMessage(transcript, { now })).toEqual(expected);
  });
});

describe('Spanish messages', () => {
  it.each<Case>([
    [
      // "Mar" in "María" is not martes: chrono's word boundaries are ASCII ones.
      'Hola, buenas tardes, soy María del Carmen. Llamo para pedir una cita para el viernes a las once.',
      {
        language: 'es',
        summary: 'María del Carmen pide una cita el viernes 4 de diciembre a las 11:00.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-04', time: '11:00' },
      },
    ],
    [
      'Hola, soy Lucía García. Quisiera una cita el martes 8 de diciembre a las 10.',
      {
        language: 'es',
        summary: 'Lucía García pide una cita el martes 8 de diciembre a las 10:00.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-08', time: '10:00' },
      },
    ],
    [
      'Hola, me llamo Carlos. Necesito una cita pasado mañana a las 4 de la tarde.',
      {
        language: 'es',
        summary: 'Carlos pide una cita el miércoles 2 de diciembre a las 16:00.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-02', time: '16:00' },
      },
    ],
    [
      'Quisiera una cita mañana a las 9 de la mañana.',
      {
        language: 'es',
        summary: 'Una persona pide una cita el martes 1 de diciembre a las 09:00.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-01', time: '09:00' },
      },
    ],
    [
      'Buenos días, quiero reservar una mesa para el sábado.',
      {
        language: 'es',
        summary: 'Una persona pide una cita el sábado 5 de diciembre.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: { date: '2026-12-05', time: null },
      },
    ],
    [
      'Es urgente, tenemos una fuga de agua en la cocina.',
      {
        language: 'es',
        summary: 'Es urgente, tenemos una fuga de agua en la cocina.',
        urgency: 'urgent',
        callbackNumber: null,
        appointment: null,
      },
    ],
    [
      '¡Enhorabuena, ha ganado un premio! Pulse 1 para reclamarlo.',
      {
        language: 'es',
        summary: '¡Enhorabuena, ha ganado un premio!',
        urgency: 'spam',
        callbackNumber: null,
        appointment: null,
      },
    ],
    [
      'Hola, ¿me puede devolver la llamada al cero seis uno dos tres cuatro cinco seis siete ocho? Gracias.',
      {
        language: 'es',
        summary: 'Una persona pide que le devuelvas la llamada al +31612345678.',
        urgency: 'normal',
        callbackNumber: '+31612345678',
        appointment: null,
      },
    ],
    [
      'Hola, llamo por la factura de este mes, creo que hay un error.',
      {
        language: 'es',
        summary: 'Hola, llamo por la factura de este mes, creo que hay un error.',
        urgency: 'normal',
        callbackNumber: null,
        appointment: null,
      },
    ],
  ])('%s', (transcript, expected) => {
    expect(analyseMessage(transcript, { now })).toEqual(expected);
  });
});

describe('edge cases', () => {
  it('answers an empty transcript with a summary that says so, in Dutch unless told', () => {
    expect(analyseMessage('  ', { now })).toEqual({
      language: 'nl',
      summary: 'Bericht zonder woorden.',
      urgency: 'normal',
      callbackNumber: null,
      appointment: null,
    });
    expect(analyseMessage('', { now, language: 'en' }).summary).toBe('A message without words.');
  });

  it('takes the language it is given over the words', () => {
    expect(analyseMessage('Hello, this is Emma.', { now, language: 'de' }).language).toBe('de');
  });

  it('takes a weekday that has passed this week as the next one', () => {
    // Thursday 3 December: Tuesday is the 8th.
    const thursday = new Date('2026-12-03T10:00:00Z');
    expect(analyseMessage('Een afspraak op dinsdag om 11 uur graag.', { now: thursday }).appointment).toEqual({
      date: '2026-12-08',
      time: '11:00',
    });
  });

  it("takes today's weekday as next week's", () => {
    expect(analyseMessage('Een afspraak op maandag om 16 uur graag.', { now }).appointment).toEqual({
      date: '2026-12-07',
      time: '16:00',
    });
  });

  it('takes a date without a year that has passed as next year', () => {
    const december10 = new Date('2026-12-10T10:00:00Z');
    expect(analyseMessage('Ik wil een afspraak op 8 december.', { now: december10 }).appointment).toEqual({
      date: '2027-12-08',
      time: null,
    });
  });

  it('counts "tomorrow" from the day in Amsterdam, not in UTC, around midnight', () => {
    // 23:30 UTC on Monday 7 December is 00:30 on Tuesday 8 December in Amsterdam.
    const lateNight = new Date('2026-12-07T23:30:00Z');
    expect(analyseMessage('Afspraak morgen om 10 uur.', { now: lateNight }).appointment).toEqual({
      date: '2026-12-09',
      time: '10:00',
    });
    expect(analyseMessage('Afspraak morgen om 10 uur.', { now: lateNight, timeZone: 'UTC' }).appointment).toEqual({
      date: '2026-12-08',
      time: '10:00',
    });
  });

  it('follows summer time: the offset of Amsterdam at the moment of the message', () => {
    // Summer time starts on Sunday 29 March 2026 at 01:00 UTC: 22:30 UTC that day is 00:30 on Monday the 30th.
    const afterSwitch = new Date('2026-03-29T22:30:00Z');
    expect(analyseMessage('Afspraak morgen om 10 uur.', { now: afterSwitch }).appointment).toEqual({
      date: '2026-03-31',
      time: '10:00',
    });
    // An hour earlier in winter terms: 23:30 UTC on Saturday 28 March is 00:30 on Sunday the 29th.
    const beforeSwitch = new Date('2026-03-28T23:30:00Z');
    expect(analyseMessage('Afspraak morgen om 10 uur.', { now: beforeSwitch }).appointment).toEqual({
      date: '2026-03-30',
      time: '10:00',
    });
    expect(offsetMinutesAt(new Date('2026-01-15T12:00:00Z'), 'Europe/Amsterdam')).toBe(60);
    expect(offsetMinutesAt(new Date('2026-07-15T12:00:00Z'), 'Europe/Amsterdam')).toBe(120);
    expect(offsetMinutesAt(new Date('2026-10-25T00:59:00Z'), 'Europe/Amsterdam')).toBe(120);
    expect(offsetMinutesAt(new Date('2026-10-25T01:00:00Z'), 'Europe/Amsterdam')).toBe(60);
  });

  it('reads the day in Amsterdam when the time zone given is unknown', () => {
    const lateNight = new Date('2026-12-07T23:30:00Z');
    expect(
      analyseMessage('Afspraak morgen om 10 uur.', { now: lateNight, timeZone: 'Mars/Olympus' }).appointment,
    ).toEqual({ date: '2026-12-09', time: '10:00' });
  });

  it('finds a number among a long run of figures quickly', () => {
    const figures = `${'1 '.repeat(2000)}06 12 34 56 78`;
    const started = performance.now();
    expect(callbackNumberOf(figures, 'nl')).toBe('+31612345678');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('reads no appointment where none is asked for, or in spam', () => {
    expect(analyseMessage('Ik ben dinsdag om 10 uur thuis.', { now }).appointment).toBeNull();
    const spam = analyseMessage('U heeft gewonnen! Maak een afspraak voor uw prijs op maandag.', { now });
    expect(spam.urgency).toBe('spam');
    expect(spam.appointment).toBeNull();
  });

  it('takes a time without a day as the next such moment', () => {
    // 11:00 in Amsterdam: 15:00 is still today, 9:00 is tomorrow's.
    expect(analyseMessage('Kan ik een afspraak maken om 15 uur?', { now }).appointment).toEqual({
      date: '2026-11-30',
      time: '15:00',
    });
    expect(analyseMessage('Kan ik een afspraak maken om 9 uur?', { now }).appointment).toEqual({
      date: '2026-12-01',
      time: '09:00',
    });
  });

  it('reads no appointment for a day that has passed', () => {
    expect(analyseMessage('Over de afspraak van gisteren: die ging goed.', { now }).appointment).toBeNull();
  });

  it('reads no appointment when the day asked for is not said', () => {
    expect(analyseMessage('Ik wil graag een afspraak maken, bel me even.', { now }).appointment).toBeNull();
  });

  it('shortens a long first sentence to 120 characters at a word', () => {
    const long =
      'Ik bel over de offerte die ik vorige week van jullie kreeg voor de nieuwe telefooncentrale en de zes ' +
      'toestellen voor ons kantoor in Utrecht, en over de levering.';
    const { summary } = analyseMessage(long, { now });
    expect(summary).toBe(
      'Ik bel over de offerte die ik vorige week van jullie kreeg voor de nieuwe telefooncentrale en de zes ' +
        'toestellen voor…',
    );
    expect(summary.length).toBe(117);
  });
});

describe('the language of a message', () => {
  it.each([
    ['Goedemorgen, ik wil graag een afspraak maken.', 'nl'],
    ['Good morning, I would like to make an appointment.', 'en'],
    ['Guten Morgen, ich möchte gerne einen Termin.', 'de'],
    ['Bonjour, je voudrais prendre un rendez-vous.', 'fr'],
    ['Buenos días, quisiera pedir una cita.', 'es'],
    ['12345', 'nl'],
  ] as const)('reads %s as %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

describe('the callback number', () => {
  it.each([
    ['bel me terug op 06 12 34 56 78', '+31612345678'],
    ['mijn nummer is 0031 6 1234 5678.', '+31612345678'],
    ['call me on (020) 123 4567 after 5', '+31201234567'],
    ['kamer 12 0612345678 graag', '+31612345678'], // other figures before it
    ['bel 06-12345678 of 020-1234567', '+31612345678'], // the first one
    ['appelez le +33 6 12 34 56 78', '+33612345678'],
  ])('finds %s as %s', (text, e164) => {
    expect(callbackNumberOf(text, 'nl')).toBe(e164);
  });

  it.each([
    ['bel 0900 1234567'], // premium rate: not callable
    ['om 10 uur op 8-12-2026'],
    ['06 1234 567'], // nine digits
    ['een twee drie'],
  ])('finds none in %s', (text) => {
    expect(callbackNumberOf(text, 'nl')).toBeNull();
  });
});

describe('the rewrites before the date parser', () => {
  it.each([
    ['nl', "om half drie 's middags", 'om 14:30'],
    ['nl', 'kwart voor negen', '8:45'],
    ['nl', 'overmorgen', 'over 2 dagen'],
    ['de', 'um halb drei', 'um 2:30'],
    ['fr', 'à 10 heures et demie', 'à 10:30'],
    ['es', 'a las 9 de la mañana', 'a las 09:00'],
    ['es', 'pasado mañana a las 10', 'dentro de 2 días a las 10'],
    ['es', 'a las cinco y media de la tarde', 'a las 17:30'],
    ['en', 'at quarter to ten', 'at 9:45'],
    ['nl', 'om tien uur', 'om 10:00 uur'],
    ['de', 'um Viertel nach drei nachmittags', 'um 15:15'],
    ['fr', 'après-demain à 9 heures et quart', 'dans 2 jours à 9:15'],
  ] as const)('%s: writes "%s" as "%s"', (language, said, written) => {
    expect(prepareForParser(said, language)).toBe(written);
  });
});
