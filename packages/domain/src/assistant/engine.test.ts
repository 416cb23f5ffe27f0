import { describe, expect, it } from 'vitest';
import {
  ConversationSchema,
  respond,
  RULE_ENGINE,
  startConversation,
  UTTERANCE_MAX_LENGTH,
  type AssistantContext,
  type Conversation,
} from './engine.js';
import { AssistantKnowledgeSchema, type AssistantKnowledge, type AssistantLanguage } from './knowledge.js';

// Tuesday 1 December 2026, 10:00 in Amsterdam (UTC+1): tomorrow is Wednesday 2 December.
const NOW = new Date('2026-12-01T09:00:00Z');
const CALLER = '+31687654321';
const NBSP = '\u00a0';

const HOURS = {
  mon: [],
  tue: [{ opens: '09:00', closes: '17:30' }],
  wed: [{ opens: '09:00', closes: '12:00' }],
  thu: [{ opens: '09:00', closes: '17:30' }],
  fri: [
    { opens: '09:00', closes: '12:00' },
    { opens: '13:00', closes: '17:00' },
  ],
  sat: [{ opens: '10:00', closes: '16:00' }],
  sun: [],
};

const WORDS_OF: Record<'nl' | 'en' | 'es', Pick<AssistantKnowledge, 'greeting' | 'services' | 'faq' | 'handoff'>> = {
  nl: {
    greeting: 'Goedendag, u spreekt met de assistent van Kapsalon Knip. Waarmee kan ik u helpen?',
    services: [
      { name: 'Knippen', minutes: 30, priceCents: 2500 },
      { name: 'Kleuren', minutes: 90, priceCents: 6500 },
    ],
    faq: [
      { question: 'Hebben jullie parkeergelegenheid?', answer: 'Ja, achter de zaak kunt u gratis parkeren.' },
      { question: 'Kan ik met pin betalen?', answer: 'Ja, u kunt pinnen en contant betalen.' },
    ],
    handoff: [{ keywords: ['klacht', 'spoed'], number: '+31612345678' }],
  },
  en: {
    greeting: 'Hello, this is the assistant of Knip Hair. How can I help you?',
    services: [
      { name: 'Haircut', minutes: 30, priceCents: 2500 },
      { name: 'Colouring', minutes: 90, priceCents: 6500 },
    ],
    faq: [
      { question: 'Is there parking nearby?', answer: 'Yes, you can park for free behind the shop.' },
      { question: 'Can I pay by card?', answer: 'Yes, by card or in cash.' },
    ],
    handoff: [{ keywords: ['complaint', 'urgent'], number: '+31612345678' }],
  },
  es: {
    greeting: 'Hola, le atiende el asistente de Peluquería Knip. ¿En qué puedo ayudarle?',
    services: [
      { name: 'Corte de pelo', minutes: 30, priceCents: 2500 },
      { name: 'Tinte', minutes: 90, priceCents: 6500 },
    ],
    faq: [
      { question: '¿Hay aparcamiento?', answer: 'Sí, puede aparcar gratis detrás de la tienda.' },
      { question: '¿Puedo pagar con tarjeta?', answer: 'Sí, con tarjeta o en efectivo.' },
    ],
    handoff: [{ keywords: ['queja', 'urgente'], number: '+31612345678' }],
  },
};

function knowledgeIn(language: 'nl' | 'en' | 'es'): AssistantKnowledge {
  return AssistantKnowledgeSchema.parse({
    ...WORDS_OF[language],
    openingHours: HOURS,
    availability: {
      hours: {
        tue: [{ opens: '09:00', closes: '17:00' }],
        wed: [{ opens: '09:00', closes: '17:00' }],
        thu: [{ opens: '09:00', closes: '17:00' }],
      },
      slotMinutes: 30,
      bufferMinutes: 0,
      daysAhead: 14,
    },
    languages: [language],
  });
}

/** A conversation: each utterance in turn, through JSON as the API keeps it between turns. */
function talk(language: AssistantLanguage, knowledge: AssistantKnowledge, utterances: string[], bookings = []) {
  const context: AssistantContext = { knowledge, now: NOW, bookings, callerNumber: CALLER, businessName: 'Knip' };
  let conversation: Conversation = startConversation(knowledge, language).conversation;
  return utterances.map((utterance) => {
    const turn = respond(JSON.parse(JSON.stringify(conversation)) as Conversation, utterance, context);
    conversation = turn.conversation;
    return { reply: turn.reply, action: turn.action, conversation };
  });
}

// Wednesday 2 December 14:00 in Amsterdam is 13:00Z; a 30-minute slot.
const BOOKED_AT_TWO = { start: '2026-12-02T13:00:00.000Z', end: '2026-12-02T13:30:00.000Z' };
// 14:00–15:00 local taken: the next free ones are 15:00, 15:30 and 16:00.
const TAKEN = [{ start: '2026-12-02T13:00:00.000Z', end: '2026-12-02T14:00:00.000Z' }] as never[];

interface Case {
  hours: [string, string];
  faq: [string, string];
  price: [string, string];
  priceList: [string, string];
  book: [string, string];
  name: [string, string, string];
  taken: [string, string];
  transfer: [string, string];
  identity: [string, string];
  unknown: [string, string];
  message: [string, string];
}

const CASES: Record<'nl' | 'en' | 'es', Case> = {
  nl: {
    hours: [
      'Wat zijn jullie openingstijden?',
      'Onze openingstijden: maandag gesloten, dinsdag van 09:00 tot 17:30, woensdag van 09:00 tot 12:00, donderdag van 09:00 tot 17:30, vrijdag van 09:00 tot 12:00 en van 13:00 tot 17:00, zaterdag van 10:00 tot 16:00, zondag gesloten.',
    ],
    faq: ['Is er parkeergelegenheid bij de zaak?', 'Ja, achter de zaak kunt u gratis parkeren.'],
    price: ['Wat kost knippen?', `Knippen kost €${NBSP}25,00 en duurt 30 minuten.`],
    priceList: [
      'Wat zijn jullie prijzen?',
      `Wij bieden: Knippen: €${NBSP}25,00, 30 minuten en Kleuren: €${NBSP}65,00, 90 minuten.`,
    ],
    book: [
      'Ik wil een afspraak morgen om 14 uur',
      'Woensdag 2 december om 14:00 is vrij. Op welke naam mag ik de afspraak zetten?',
    ],
    name: [
      'Jan de Vries',
      'Jan de Vries',
      'Uw afspraak staat op woensdag 2 december om 14:00, op naam van Jan de Vries. Tot dan!',
    ],
    taken: [
      'Ik wil een afspraak morgen om 14 uur',
      'Dat tijdstip is helaas niet vrij. Wel vrij: woensdag 2 december om 15:00, woensdag 2 december om 15:30 of woensdag 2 december om 16:00. Welke past u?',
    ],
    transfer: ['Ik heb een klacht over mijn behandeling', 'Een moment, ik verbind u door.'],
    identity: [
      'Ben je een robot?',
      'Ik ben een AI-assistent van Knip: een computerprogramma, geen mens. Ik kan uw vragen beantwoorden, een afspraak maken, u doorverbinden of een bericht aannemen.',
    ],
    unknown: [
      'Verkopen jullie ook shampoo?',
      'Daar kan ik u helaas niet mee helpen. Wilt u een bericht achterlaten? Zeg het maar, dan geef ik het door.',
    ],
    message: [
      'Wil Piet mij terugbellen over de shampoo?',
      'Dank u, ik geef uw bericht door. Kan ik nog iets voor u doen?',
    ],
  },
  en: {
    hours: [
      'What are your opening hours?',
      'Our opening hours: Monday closed, Tuesday from 09:00 to 17:30, Wednesday from 09:00 to 12:00, Thursday from 09:00 to 17:30, Friday from 09:00 to 12:00 and from 13:00 to 17:00, Saturday from 10:00 to 16:00, Sunday closed.',
    ],
    faq: ['Where can I find parking?', 'Yes, you can park for free behind the shop.'],
    price: ['How much is a haircut?', 'Haircut costs €25.00 and takes 30 minutes.'],
    priceList: ['What are your prices?', 'We offer: Haircut: €25.00, 30 minutes and Colouring: €65.00, 90 minutes.'],
    book: [
      "I'd like an appointment tomorrow at 2 pm",
      'Wednesday 2 December at 14:00 is free. What name shall I book it under?',
    ],
    name: [
      'My name is John Smith.',
      'John Smith',
      "You're booked for Wednesday 2 December at 14:00, under the name John Smith. See you then!",
    ],
    taken: [
      "I'd like an appointment tomorrow at 2 pm",
      "I'm afraid that time is not free. Free are: Wednesday 2 December at 15:00, Wednesday 2 December at 15:30 or Wednesday 2 December at 16:00. Which suits you?",
    ],
    transfer: ['I want to make a complaint', "One moment, I'll put you through."],
    identity: [
      'Are you a real person?',
      'I am an AI assistant of Knip: a computer program, not a person. I can answer your questions, book an appointment, put you through or take a message.',
    ],
    unknown: [
      'Do you sell shampoo?',
      "I'm afraid I can't help you with that. Would you like to leave a message? Go ahead and I'll pass it on.",
    ],
    message: [
      'Could Pete call me back about the shampoo?',
      "Thank you, I'll pass your message on. Is there anything else I can do for you?",
    ],
  },
  es: {
    hours: [
      '¿Cuál es su horario?',
      'Nuestro horario: lunes cerrado, martes de 09:00 a 17:30, miércoles de 09:00 a 12:00, jueves de 09:00 a 17:30, viernes de 09:00 a 12:00 y de 13:00 a 17:00, sábado de 10:00 a 16:00, domingo cerrado.',
    ],
    faq: ['¿Tienen aparcamiento?', 'Sí, puede aparcar gratis detrás de la tienda.'],
    price: ['¿Cuánto cuesta un corte de pelo?', `Corte de pelo cuesta 25,00${NBSP}€ y dura 30 minutos.`],
    priceList: [
      '¿Qué precios tienen?',
      `Ofrecemos: Corte de pelo: 25,00${NBSP}€, 30 minutos y Tinte: 65,00${NBSP}€, 90 minutos.`,
    ],
    book: [
      'Quiero una cita mañana a las 14',
      'El miércoles 2 de diciembre a las 14:00 está libre. ¿A nombre de quién pongo la cita?',
    ],
    name: [
      'Me llamo Ana García',
      'Ana García',
      'Su cita queda para el miércoles 2 de diciembre a las 14:00, a nombre de Ana García. ¡Hasta entonces!',
    ],
    taken: [
      'Quiero una cita mañana a las 14',
      'Lo siento, esa hora no está libre. Hay hueco: miércoles 2 de diciembre a las 15:00, miércoles 2 de diciembre a las 15:30 o miércoles 2 de diciembre a las 16:00. ¿Cuál le viene bien?',
    ],
    transfer: ['Tengo una queja', 'Un momento, le paso la llamada.'],
    identity: [
      '¿Eres una persona?',
      'Soy un asistente de IA de Knip: un programa informático, no una persona. Puedo responder a sus preguntas, darle una cita, pasarle con alguien o tomar un mensaje.',
    ],
    unknown: [
      '¿Venden champú?',
      'Lo siento, no puedo ayudarle con eso. ¿Quiere dejar un mensaje? Dígame y lo transmitiré.',
    ],
    message: ['Que Pedro me llame por lo del champú', 'Gracias, transmitiré su mensaje. ¿Puedo ayudarle en algo más?'],
  },
};

describe.each(['nl', 'en', 'es'] as const)('the rule engine in %s', (language) => {
  const knowledge = knowledgeIn(language);
  const cases = CASES[language];

  it('greets with the greeting', () => {
    const turn = startConversation(knowledge, language);
    expect(turn.reply).toBe(WORDS_OF[language].greeting);
    expect(turn.action).toEqual({ type: 'none' });
    expect(turn.conversation.transcript).toEqual([{ speaker: 'assistant', text: WORDS_OF[language].greeting }]);
  });

  it.each([
    ['the opening hours', 'hours', 'hours'],
    ['a question of the FAQ', 'faq', 'faq'],
    ["a service's price and duration", 'price', 'service'],
    ['the prices of all services', 'priceList', 'service'],
  ] as const)('answers %s', (_what, key, topic) => {
    const [said, answer] = cases[key];
    expect(talk(language, knowledge, [said])).toEqual([
      expect.objectContaining({ reply: answer, action: { type: 'answer', topic } }),
    ]);
  });

  it('books a free time tomorrow, asking for the name first', () => {
    const [first, second] = talk(language, knowledge, [cases.book[0], cases.name[0]]);
    expect(first).toMatchObject({ reply: cases.book[1], action: { type: 'none' } });
    expect(second).toMatchObject({
      reply: cases.name[2],
      action: { type: 'book', ...BOOKED_AT_TWO, service: null, name: cases.name[1], phone: CALLER },
    });
    expect(second!.conversation.transcript).toHaveLength(5);
  });

  it('offers the next free times when the time asked for is taken, and books the one chosen', () => {
    const [offer, chosen, named] = talk(language, knowledge, [cases.taken[0], '16:00', cases.name[0]], TAKEN);
    expect(offer).toMatchObject({ reply: cases.taken[1], action: { type: 'none' } });
    expect(chosen!.action).toEqual({ type: 'none' });
    expect(named!.action).toEqual({
      type: 'book',
      start: '2026-12-02T15:00:00.000Z',
      end: '2026-12-02T15:30:00.000Z',
      service: null,
      name: cases.name[1],
      phone: CALLER,
    });
  });

  it('puts the caller through by a handoff rule', () => {
    const [turn] = talk(language, knowledge, [cases.transfer[0]]);
    expect(turn).toMatchObject({ reply: cases.transfer[1], action: { type: 'transfer', number: '+31612345678' } });
    expect(turn!.conversation.ended).toBe(true);
  });

  it('says it is an AI when asked', () => {
    expect(talk(language, knowledge, [cases.identity[0]])[0]).toMatchObject({
      reply: cases.identity[1],
      action: { type: 'answer', topic: 'identity' },
    });
  });

  it('offers to take a message for what it cannot answer, and takes it', () => {
    const [offer, taken] = talk(language, knowledge, [cases.unknown[0], cases.message[0]]);
    expect(offer).toMatchObject({ reply: cases.unknown[1], action: { type: 'none' } });
    expect(taken).toMatchObject({ reply: cases.message[1], action: { type: 'message', text: cases.message[0] } });
  });
});

describe('the rule engine', () => {
  const knowledge = knowledgeIn('nl');

  it("books at once when the caller said their name, for the service's duration", () => {
    const [turn] = talk('nl', knowledge, [
      'Goedemorgen, mijn naam is Eva Bos. Ik wil graag kleuren, morgen om 10 uur.',
    ]);
    // Wednesday 2 December 10:00 local is 09:00Z; colouring takes 90 minutes.
    expect(turn).toMatchObject({
      reply: 'Uw afspraak staat op woensdag 2 december om 10:00, op naam van Eva Bos. Tot dan!',
      action: {
        type: 'book',
        start: '2026-12-02T09:00:00.000Z',
        end: '2026-12-02T10:30:00.000Z',
        service: 'Kleuren',
        name: 'Eva Bos',
        phone: CALLER,
      },
    });
  });

  it('offers the first free times of a day asked for without a time, and takes "de tweede"', () => {
    const [offer, chosen] = talk('nl', knowledge, [
      'Met Piet. Kan ik donderdag een afspraak maken?',
      'De tweede graag',
    ]);
    expect(offer!.reply).toBe(
      'Vrij is: donderdag 3 december om 09:00, donderdag 3 december om 09:30 of donderdag 3 december om 10:00. Welke past u?',
    );
    expect(chosen).toMatchObject({
      reply: 'Uw afspraak staat op donderdag 3 december om 09:30, op naam van Piet. Tot dan!',
      action: { type: 'book', start: '2026-12-03T08:30:00.000Z', end: '2026-12-03T09:00:00.000Z', name: 'Piet' },
    });
  });

  it('offers the next free days for a day without availability', () => {
    const [offer] = talk('nl', knowledge, ['Ik wil een afspraak zaterdag om 11 uur']);
    expect(offer!.reply).toBe(
      'Dat tijdstip is helaas niet vrij. Wel vrij: dinsdag 8 december om 09:00, dinsdag 8 december om 09:30 of dinsdag 8 december om 10:00. Welke past u?',
    );
  });

  it('offers a message when nothing can be booked', () => {
    const closed = {
      ...knowledge,
      availability: { ...knowledge.availability, hours: { ...HOURS, tue: [], wed: [], thu: [], fri: [], sat: [] } },
    };
    const [offer, message] = talk('nl', closed, ['Ik wil een afspraak', 'Bel mij terug alstublieft']);
    expect(offer!.reply).toBe('Ik heb helaas geen vrije tijd om te boeken. Wilt u een bericht achterlaten?');
    expect(message!.action).toEqual({ type: 'message', text: 'Bel mij terug alstublieft' });
  });

  it('ends the conversation at a goodbye and says nothing after it', () => {
    const [bye, after] = talk('nl', knowledge, ['Nee dank u, dat was het', 'Hallo?']);
    expect(bye).toMatchObject({ reply: 'Graag gedaan. Fijne dag en tot ziens!', action: { type: 'end' } });
    expect(after).toMatchObject({ reply: '', action: { type: 'end' } });
  });

  it('does not take "goedemorgen" or "por la mañana" for tomorrow', () => {
    const [dutch] = talk('nl', knowledge, ['Goedemorgen, ik wil een afspraak om 15 uur']);
    // Today, Tuesday 1 December, 15:00 local (14:00Z) is free and later than now (10:00).
    expect(dutch!.reply).toBe('Dinsdag 1 december om 15:00 is vrij. Op welke naam mag ik de afspraak zetten?');
    const [spanish] = talk('es', knowledgeIn('es'), ['Quiero una cita el jueves por la mañana a las 11']);
    expect(spanish!.reply).toBe('El jueves 3 de diciembre a las 11:00 está libre. ¿A nombre de quién pongo la cita?');
  });

  it('speaks German and French', () => {
    const german = { ...knowledge, languages: ['de' as const] };
    const [termin, hours] = talk('de', german, [
      'Ich möchte einen Termin morgen um 14 Uhr',
      'Wann haben Sie geöffnet?',
    ]);
    expect(termin!.reply).toBe(
      'Mittwoch, 2. Dezember um 14:00 ist frei. Auf welchen Namen darf ich den Termin eintragen?',
    );
    expect(hours!.reply).toBe(
      'Unsere Öffnungszeiten: Montag geschlossen, Dienstag von 09:00 bis 17:30, Mittwoch von 09:00 bis 12:00, Donnerstag von 09:00 bis 17:30, Freitag von 09:00 bis 12:00 und von 13:00 bis 17:00, Samstag von 10:00 bis 16:00, Sonntag geschlossen.',
    );
    const [rdv, name, robot] = talk('fr', knowledge, [
      'Je voudrais un rendez-vous demain à 14h30',
      "Je m'appelle Claire Martin",
      'Est-ce que vous êtes un robot ?',
    ]);
    expect(rdv!.reply).toBe('Le mercredi 2 décembre à 14:30 est libre. À quel nom dois-je noter le rendez-vous ?');
    expect(name!.action).toMatchObject({ type: 'book', start: '2026-12-02T13:30:00.000Z', name: 'Claire Martin' });
    expect(robot!.action).toEqual({ type: 'answer', topic: 'identity' });
  });

  it('answers the same through the DialogueEngine interface', async () => {
    const context: AssistantContext = { knowledge, now: NOW, bookings: [] };
    const start = await RULE_ENGINE.start(knowledge, 'nl');
    expect(start).toEqual(startConversation(knowledge, 'nl'));
    const turn = await RULE_ENGINE.respond(start.conversation, 'Ben je een robot?', context);
    expect(turn).toEqual(respond(start.conversation, 'Ben je een robot?', context));
    expect(turn.reply).toBe(
      'Ik ben een AI-assistent: een computerprogramma, geen mens. Ik kan uw vragen beantwoorden, een afspraak maken, u doorverbinden of een bericht aannemen.',
    );
  });

  it('books in summer time the day after the clocks change', () => {
    // Saturday 27 March 2027, 12:00 in Amsterdam (UTC+1); tomorrow, Sunday, 10:00 is UTC+2: 08:00Z.
    const open = {
      ...knowledge,
      availability: {
        ...knowledge.availability,
        hours: { ...knowledge.availability.hours, sun: [{ opens: '09:00', closes: '12:00' }] },
      },
    };
    const context: AssistantContext = { knowledge: open, now: new Date('2027-03-27T11:00:00Z'), bookings: [] };
    const start = startConversation(open, 'en').conversation;
    const turn = respond(start, 'My name is Ann. An appointment tomorrow at 10 am, please.', context);
    expect(turn.reply).toBe("You're booked for Sunday 28 March at 10:00, under the name Ann. See you then!");
    expect(turn.action).toEqual({
      type: 'book',
      start: '2027-03-28T08:00:00.000Z',
      end: '2027-03-28T08:30:00.000Z',
      service: null,
      name: 'Ann',
      phone: null,
    });
  });

  it('asks again when it heard nothing, still waiting for what it waited for', () => {
    const [offer, silence, message] = talk('nl', knowledge, ['Verkopen jullie shampoo?', '  ', 'Bel mij terug']);
    expect(offer!.conversation.awaiting).toEqual({ kind: 'message' });
    expect(silence).toMatchObject({
      reply: 'Sorry, dat heb ik niet verstaan. Kunt u het herhalen?',
      action: { type: 'none' },
    });
    expect(silence!.conversation.awaiting).toEqual({ kind: 'message' });
    expect(message!.action).toEqual({ type: 'message', text: 'Bel mij terug' });
  });

  it('takes a message of at most the longest utterance', () => {
    const [, message] = talk('en', knowledgeIn('en'), ['I want to leave a message', 'a'.repeat(1500)]);
    expect(message!.action).toEqual({ type: 'message', text: 'a'.repeat(UTTERANCE_MAX_LENGTH) });
  });

  it('checks a conversation that comes back from outside', () => {
    const conversation = startConversation(knowledge, 'nl').conversation;
    expect(ConversationSchema.parse(JSON.parse(JSON.stringify(conversation)))).toEqual(conversation);
    const issues = (value: unknown) =>
      ConversationSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues({ ...conversation, language: 'it' })).toEqual(['language: validation.invalid']);
    expect(issues('hallo')).toEqual([': validation.invalid']);
    expect(
      ConversationSchema.safeParse({ ...conversation, awaiting: { kind: 'name', slot: { start: 'morgen', end: 'x' } } })
        .success,
    ).toBe(false);
  });

  it('prefers the opening hours to a FAQ that shares only "open", and a FAQ that matches fully to the hours', () => {
    const holidays = {
      ...knowledge,
      faq: [{ question: 'Zijn jullie open op feestdagen?', answer: 'Op feestdagen zijn wij gesloten.' }],
    };
    const [hours, faq] = talk('nl', holidays, [
      'Wanneer zijn jullie open?',
      'Zijn jullie open op tweede kerstdag, een feestdag?',
    ]);
    expect(hours!.action).toEqual({ type: 'answer', topic: 'hours' });
    expect(faq).toMatchObject({ reply: 'Op feestdagen zijn wij gesloten.', action: { type: 'answer', topic: 'faq' } });
  });

  it('transfers on a word that starts with a handoff keyword, but not on a word that merely contains it', () => {
    const [urgent] = talk('nl', knowledge, ['Het is een spoedgeval!']);
    expect(urgent!.action).toEqual({ type: 'transfer', number: '+31612345678' });
    const [other] = talk('nl', knowledge, ['Ik wil mijn onspoedige vraag stellen']);
    expect(other!.action).toEqual({ type: 'none' });
  });
});
