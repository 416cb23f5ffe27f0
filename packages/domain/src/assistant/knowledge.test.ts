import { describe, expect, it } from 'vitest';
import { translateMessage } from '../i18n/messages.js';
import { AssistantKnowledgeSchema, defaultKnowledge, type AssistantKnowledgeInput } from './knowledge.js';

const issues = (values: unknown) =>
  AssistantKnowledgeSchema.safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const VALID: AssistantKnowledgeInput = {
  greeting: 'Goedendag, u spreekt met de assistent van Kapsalon Knip.',
  openingHours: {
    tue: [{ opens: '09:00', closes: '17:30' }],
    fri: [
      { opens: '13:00', closes: '17:00' },
      { opens: '09:00', closes: '12:00' },
    ],
  },
  services: [{ name: 'Knippen', minutes: 30, priceCents: 2500 }],
  faq: [{ question: 'Hebben jullie parkeergelegenheid?', answer: 'Ja, achter de zaak.' }],
  availability: {
    hours: { tue: [{ opens: '09:00', closes: '17:00' }] },
    slotMinutes: 30,
    bufferMinutes: 10,
    daysAhead: 14,
  },
  handoff: [{ keywords: ['Klacht', 'spoed'], number: '06 12 34 56 78' }],
  languages: ['nl', 'en'],
};

describe('the assistant knowledge', () => {
  it('keeps valid knowledge, with closed days filled in, ranges in order, keywords in lower case and E.164 numbers', () => {
    const knowledge = AssistantKnowledgeSchema.parse(VALID);
    expect(knowledge.openingHours).toEqual({
      mon: [],
      tue: [{ opens: '09:00', closes: '17:30' }],
      wed: [],
      thu: [],
      fri: [
        { opens: '09:00', closes: '12:00' },
        { opens: '13:00', closes: '17:00' },
      ],
      sat: [],
      sun: [],
    });
    expect(knowledge.handoff).toEqual([{ keywords: ['klacht', 'spoed'], number: '+31612345678' }]);
    expect(knowledge.availability.hours.tue).toEqual([{ opens: '09:00', closes: '17:00' }]);
  });

  it.each<[string, Partial<AssistantKnowledgeInput>, string[]]>([
    ['no greeting', { greeting: '  ' }, ['greeting: validation.assistant.greeting.required']],
    [
      'a time that is no time',
      { openingHours: { mon: [{ opens: '9 uur', closes: '17:00' }] } },
      ['openingHours.mon.0.opens: validation.assistant.hours.time'],
    ],
    [
      'closing before opening',
      { openingHours: { mon: [{ opens: '17:00', closes: '09:00' }] } },
      ['openingHours.mon.0.closes: validation.assistant.hours.order'],
    ],
    [
      'overlapping ranges',
      {
        openingHours: {
          wed: [
            { opens: '09:00', closes: '13:00' },
            { opens: '12:00', closes: '17:00' },
          ],
        },
      },
      ['openingHours.wed.1.closes: validation.assistant.hours.overlap'],
    ],
    [
      'three ranges in a day',
      {
        openingHours: {
          thu: [
            { opens: '08:00', closes: '09:00' },
            { opens: '10:00', closes: '11:00' },
            { opens: '12:00', closes: '13:00' },
          ],
        },
      },
      ['openingHours.thu: validation.assistant.hours.tooMany'],
    ],
    [
      'a service without a name, too long and with a price in euros',
      { services: [{ name: '', minutes: 481, priceCents: 25.5 }] },
      [
        'services.0.name: validation.assistant.service.name',
        'services.0.minutes: validation.assistant.service.minutes',
        'services.0.priceCents: validation.assistant.service.price',
      ],
    ],
    [
      '31 services',
      { services: Array.from({ length: 31 }, (_, index) => ({ name: `Dienst ${index}`, minutes: 30, priceCents: 0 })) },
      ['services: validation.assistant.services.tooMany'],
    ],
    [
      'a question without an answer',
      { faq: [{ question: 'Waar zitten jullie?', answer: '' }] },
      ['faq.0.answer: validation.assistant.faq.answer'],
    ],
    [
      'a slot of 4 minutes, a buffer of 121 and 366 days ahead',
      { availability: { hours: {}, slotMinutes: 4, bufferMinutes: 121, daysAhead: 366 } },
      [
        'availability.slotMinutes: validation.assistant.slotMinutes',
        'availability.bufferMinutes: validation.assistant.bufferMinutes',
        'availability.daysAhead: validation.assistant.daysAhead',
      ],
    ],
    [
      'a handoff without words, and one to a 0900 number',
      {
        handoff: [
          { keywords: [], number: '+31612345678' },
          { keywords: ['twee woorden'], number: '0900 1234567' },
        ],
      },
      [
        'handoff.0.keywords: validation.assistant.handoff.keywords',
        'handoff.1.keywords.0: validation.assistant.handoff.keywords',
        'handoff.1.number: validation.assistant.handoff.number',
      ],
    ],
    ['no languages', { languages: [] }, ['languages: validation.assistant.languages']],
    ['a language twice', { languages: ['nl', 'nl'] }, ['languages: validation.assistant.languages']],
    ['a language it does not speak', { languages: ['it'] as never }, ['languages.0: validation.assistant.languages']],
  ])('refuses %s', (_case, change, expected) => {
    expect(issues({ ...VALID, ...change })).toEqual(expected);
  });

  it('translates its messages', () => {
    expect(translateMessage('validation.assistant.slotMinutes', 'nl')).toBe(
      'Kies een afspraakduur van 5 tot 240 minuten',
    );
    expect(translateMessage('validation.assistant.hours.tooMany', 'es')).toBe(
      'Un día tiene como mucho dos franjas horarias',
    );
  });

  it('starts a new assistant from the business of the order', () => {
    const knowledge = defaultKnowledge({
      name: 'Kapsalon Knip',
      languages: ['en', 'nl'],
      hours: { days: ['tue', 'sat'], open: '10:00', close: '16:00' },
    });
    expect(knowledge).toEqual({
      greeting: 'Hello, this is the digital assistant of Kapsalon Knip. How can I help you?',
      openingHours: {
        mon: [],
        tue: [{ opens: '10:00', closes: '16:00' }],
        wed: [],
        thu: [],
        fri: [],
        sat: [{ opens: '10:00', closes: '16:00' }],
        sun: [],
      },
      services: [],
      faq: [],
      availability: { hours: knowledge.openingHours, slotMinutes: 30, bufferMinutes: 0, daysAhead: 30 },
      handoff: [],
      languages: ['en', 'nl'],
    });
    expect(AssistantKnowledgeSchema.parse(knowledge)).toEqual(knowledge);
  });

  it("keeps the business's own greeting and opens Monday to Friday 09:00–17:00 without hours", () => {
    const knowledge = defaultKnowledge({ name: 'Bakker Bart', languages: ['nl'], greeting: 'Met Bakker Bart!' });
    expect(knowledge.greeting).toBe('Met Bakker Bart!');
    expect(knowledge.openingHours.mon).toEqual([{ opens: '09:00', closes: '17:00' }]);
    expect(knowledge.openingHours.fri).toEqual([{ opens: '09:00', closes: '17:00' }]);
    expect(knowledge.openingHours.sat).toEqual([]);
  });
});
