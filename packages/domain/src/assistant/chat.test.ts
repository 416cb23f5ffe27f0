import { describe, expect, it } from 'vitest';
import { chatMessagesOf, chatReplyTurn, chatSystemMessage, chatToolTurn, startOf, type ChatToolCall } from './chat.js';
import type { AssistantContext, Conversation } from './engine.js';
import type { AssistantKnowledge } from './knowledge.js';

// Tuesday 1 December 2026, 10:00 in Amsterdam (UTC+1).
const NOW = new Date('2026-12-01T09:00:00Z');
const CALLER = '+31687654321';
const CLOSED = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

const KNOWLEDGE: AssistantKnowledge = {
  greeting: 'Hello, this is the assistant of Knip Hair.',
  openingHours: { ...CLOSED, tue: [{ opens: '09:00', closes: '17:30' }] },
  services: [
    { name: 'Haircut', minutes: 30, priceCents: 2500 },
    { name: 'Colouring', minutes: 90, priceCents: 6500 },
  ],
  faq: [],
  availability: {
    hours: { ...CLOSED, tue: [{ opens: '09:00', closes: '12:00' }], wed: [{ opens: '09:00', closes: '12:00' }] },
    slotMinutes: 30,
    bufferMinutes: 0,
    daysAhead: 7,
  },
  handoff: [{ keywords: ['complaint'], number: '+31612345678' }],
  languages: ['en', 'nl'],
};
/** Tuesday 10:30–11:00 is taken. */
const CONTEXT: AssistantContext = {
  knowledge: KNOWLEDGE,
  now: NOW,
  bookings: [{ start: '2026-12-01T09:30:00.000Z', end: '2026-12-01T10:00:00.000Z' }],
  callerNumber: CALLER,
  businessName: 'Knip Hair',
};
const CONVERSATION: Conversation = {
  language: 'en',
  transcript: [{ speaker: 'assistant', text: KNOWLEDGE.greeting }],
  awaiting: null,
  name: null,
  ended: false,
};

const call = (name: string, args: unknown): ChatToolCall => ({ name, arguments: JSON.stringify(args) });
const tool = (name: string, args: unknown, conversation = CONVERSATION) =>
  chatToolTurn(conversation, 'the caller’s words', call(name, args), CONTEXT);

describe('chatSystemMessage', () => {
  it('lists the knowledge, now and the free slots from now, in the business’s local time', () => {
    const text = chatSystemMessage('nl', CONTEXT);
    expect(text).toContain('You are the AI phone assistant of Knip Hair.');
    expect(text).toContain('Speak Dutch');
    expect(text).toContain('Now it is Tuesday 2026-12-01 10:00 (Europe/Amsterdam)');
    expect(text).toContain('- Tuesday: 09:00–17:30\n- Wednesday: closed');
    expect(text).toContain('- Haircut: 30 minutes, €\u00a025,00\n- Colouring: 90 minutes, €\u00a065,00');
    expect(text).toContain('Questions and answers:\n- none listed');
    expect(text).toContain('- About "complaint": transfer to +31612345678');
    // From 10:00: 10:00 is free, 10:30 taken, then 11:00, 11:30; Wednesday 09:00–11:30; then next Tuesday.
    expect(text).toContain(
      [
        '- 2026-12-01T10:00 (Tuesday)',
        '- 2026-12-01T11:00 (Tuesday)',
        '- 2026-12-01T11:30 (Tuesday)',
        '- 2026-12-02T09:00 (Wednesday)',
      ].join('\n'),
    );
    expect(text).not.toContain('2026-12-01T10:30');
    expect(text).toContain(`The caller's number: ${CALLER}`);
  });

  it('says there is nothing to book or transfer when the knowledge has none', () => {
    const text = chatSystemMessage('en', {
      knowledge: { ...KNOWLEDGE, handoff: [], availability: { ...KNOWLEDGE.availability, hours: CLOSED } },
      now: NOW,
      bookings: [],
    });
    expect(text).toContain('You are the AI phone assistant. You answer');
    expect(text).toContain('- none: do not transfer calls');
    expect(text).toContain('- none: no appointment can be booked now');
    expect(text).not.toContain("The caller's number");
  });
});

describe('chatMessagesOf', () => {
  it('turns the transcript into the assistant’s and the user’s messages', () => {
    expect(
      chatMessagesOf({
        ...CONVERSATION,
        transcript: [...CONVERSATION.transcript, { speaker: 'caller', text: 'Hi' }],
      }),
    ).toEqual([
      { role: 'assistant', content: KNOWLEDGE.greeting },
      { role: 'user', content: 'Hi' },
    ]);
  });
});

describe('startOf', () => {
  it.each([
    ['2026-12-01T14:00', '2026-12-01T13:00:00.000Z'],
    ['2026-12-01 14:00:00', '2026-12-01T13:00:00.000Z'],
    ['2026-07-01T14:00', '2026-07-01T12:00:00.000Z'],
    ['2026-12-01T14:00:00+01:00', '2026-12-01T13:00:00.000Z'],
    ['2026-12-01T13:00:00.000Z', '2026-12-01T13:00:00.000Z'],
    // The clocks skip 02:30 on the last Sunday of March.
    ['2027-03-28T02:30', null],
    ['tomorrow at two', null],
    ['2026-12-01T25:00', null],
    ['2026-12-01', null],
  ])('reads %s as %s', (text, instant) => {
    expect(startOf(text, 'Europe/Amsterdam')?.toISOString() ?? null).toBe(instant);
  });
});

describe('chatToolTurn', () => {
  it('books a free slot with the service’s length, the caller’s name and number', () => {
    const turn = tool('book_appointment', { start: '2026-12-02T09:00', service: 'colouring', name: 'Sarah Jones' });
    expect(turn?.action).toEqual({
      type: 'book',
      start: '2026-12-02T08:00:00.000Z',
      end: '2026-12-02T09:30:00.000Z',
      service: 'Colouring',
      name: 'Sarah Jones',
      phone: CALLER,
    });
    expect(turn?.reply).toBe(
      "You're booked for Wednesday 2 December at 09:00, under the name Sarah Jones. See you then!",
    );
    expect(turn?.conversation).toEqual({
      ...CONVERSATION,
      name: 'Sarah Jones',
      transcript: [
        ...CONVERSATION.transcript,
        { speaker: 'caller', text: 'the caller’s words' },
        { speaker: 'assistant', text: turn?.reply },
      ],
    });
  });

  it('books with the name said earlier in the conversation, and asks for one when none is known', () => {
    const known = tool('book_appointment', { start: '2026-12-01T11:00' }, { ...CONVERSATION, name: 'Sarah' });
    expect(known?.action).toMatchObject({
      type: 'book',
      name: 'Sarah',
      service: null,
      end: '2026-12-01T10:30:00.000Z',
    });
    const unknown = tool('book_appointment', { start: '2026-12-01T11:00' });
    expect([unknown?.reply, unknown?.action]).toEqual([
      'Tuesday 1 December at 11:00 is free. What name shall I book it under?',
      { type: 'none' },
    ]);
  });

  it('books nothing on a taken, closed, past, off-grid or unreadable start, and offers the next free slots', () => {
    const next = (from: string) => `I'm afraid that time is not free. Free are: ${from}. Which suits you?`;
    const cases: [unknown, string, string][] = [
      // Taken: from 10:30 the next half hours are 11:00, 11:30 and Wednesday 09:00.
      [
        '2026-12-01T10:30',
        'Haircut',
        next('Tuesday 1 December at 11:00, Tuesday 1 December at 11:30 or Wednesday 2 December at 09:00'),
      ],
      // 90 minutes from 11:00 end after 12:00; from 10:00 they would cross the booking at 10:30.
      [
        '2026-12-01T11:00',
        'Colouring',
        next('Wednesday 2 December at 09:00, Wednesday 2 December at 09:30 or Wednesday 2 December at 10:00'),
      ],
      // Past (09:00 today): from now.
      [
        '2026-12-01T09:00',
        'Colouring',
        next('Wednesday 2 December at 09:00, Wednesday 2 December at 09:30 or Wednesday 2 December at 10:00'),
      ],
      [
        'tomorrow',
        'Colouring',
        next('Wednesday 2 December at 09:00, Wednesday 2 December at 09:30 or Wednesday 2 December at 10:00'),
      ],
      // Thursday is closed for bookings; 09:15 is off the grid on Wednesday.
      [
        '2026-12-03T10:00',
        'Colouring',
        next('Tuesday 8 December at 09:00, Tuesday 8 December at 09:30 or Tuesday 8 December at 10:00'),
      ],
      [
        '2026-12-02T09:15',
        'Colouring',
        next('Wednesday 2 December at 09:30, Wednesday 2 December at 10:00 or Wednesday 2 December at 10:30'),
      ],
    ];
    for (const [start, service, reply] of cases) {
      const turn = tool('book_appointment', { start, service, name: 'Sarah' });
      expect([start, turn?.reply, turn?.action, turn?.conversation.name]).toEqual([
        start,
        reply,
        { type: 'none' },
        'Sarah',
      ]);
    }
  });

  it('says there is no free time when the availability has none', () => {
    const turn = chatToolTurn(CONVERSATION, 'Any time?', call('book_appointment', { start: '2026-12-01T11:00' }), {
      ...CONTEXT,
      knowledge: { ...KNOWLEDGE, availability: { ...KNOWLEDGE.availability, hours: CLOSED } },
    });
    expect([turn?.reply, turn?.action]).toEqual([
      "I'm afraid there is no free time to book. Would you like to leave a message?",
      { type: 'none' },
    ]);
  });

  it('transfers only to a handoff rule’s number, in any form it is written', () => {
    const transferred = tool('transfer_call', { number: '06 1234 5678' });
    expect([transferred?.reply, transferred?.action, transferred?.conversation.ended]).toEqual([
      "One moment, I'll put you through.",
      { type: 'transfer', number: '+31612345678' },
      true,
    ]);
    for (const number of ['+31201234567', 'the manager', 42]) {
      const refused = tool('transfer_call', { number });
      expect([refused?.reply, refused?.action, refused?.conversation.ended]).toEqual([
        "I'm sorry, I can't put you through to that number. Can I help you in another way?",
        { type: 'none' },
        false,
      ]);
    }
  });

  it('takes a message (the caller’s words when the model gives none) and ends the call', () => {
    expect(tool('take_message', { text: '  Call me back\nplease ' })?.action).toEqual({
      type: 'message',
      text: 'Call me back please',
    });
    expect(tool('take_message', {})?.action).toEqual({ type: 'message', text: 'the caller’s words' });
    const ended = chatToolTurn(
      { ...CONVERSATION, language: 'nl' },
      'Doei',
      { name: 'end_call', arguments: '' },
      CONTEXT,
    );
    expect([ended?.reply, ended?.action, ended?.conversation.ended]).toEqual([
      'Graag gedaan. Fijne dag en tot ziens!',
      { type: 'end' },
      true,
    ]);
  });

  it('answers null for a tool it does not offer or arguments that are no JSON object', () => {
    expect(tool('order_pizza', {})).toBeNull();
    expect(chatToolTurn(CONVERSATION, 'x', { name: 'take_message', arguments: '{"text": ' }, CONTEXT)).toBeNull();
    expect(chatToolTurn(CONVERSATION, 'x', { name: 'end_call', arguments: '[]' }, CONTEXT)).toBeNull();
  });
});

describe('chatReplyTurn', () => {
  it('keeps the model’s words as the reply, without an action, and none for empty words', () => {
    const turn = chatReplyTurn(CONVERSATION, 'Hours?', '  We are open on Tuesdays.  ');
    expect([turn?.reply, turn?.action, turn?.conversation.transcript.at(-1)]).toEqual([
      'We are open on Tuesdays.',
      { type: 'none' },
      { speaker: 'assistant', text: 'We are open on Tuesdays.' },
    ]);
    expect(chatReplyTurn(CONVERSATION, 'Hours?', ' \n ')).toBeNull();
    expect(chatReplyTurn(CONVERSATION, 'Hours?', 'x'.repeat(2500))?.reply).toHaveLength(2000);
  });
});
