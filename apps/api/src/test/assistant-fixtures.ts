// The AI assistant's test fixtures (docs/contracts.md §16): a hair salon's business as ordered and the knowledge its
// owner saves, shared by the tests of the assistant by text, the chat-completions engine and the phone.

/** Monday 30 November 2026, 10:00 in Amsterdam (UTC+1): tomorrow is Tuesday 1 December. */
export const NOW = new Date('2026-11-30T09:00:00.000Z');

/** The business of the order. */
export const BUSINESS = {
  name: 'Kapsalon Knip',
  phone: '030 123 4567',
  languages: ['nl', 'en'],
  hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], open: '08:00', close: '17:30' },
  greeting: 'Goedemorgen, Kapsalon Knip, waarmee kan ik u helpen?',
};

export const WEEKDAY = [{ opens: '09:00', closes: '17:30' }];

/** The knowledge as the owner saves it (`PUT /api/subscriptions/{id}/assistant`): bookable on Tuesday and Wednesday. */
export const KNOWLEDGE = {
  greeting: 'Goedendag, u spreekt met de assistent van Kapsalon Knip. Waarmee kan ik u helpen?',
  openingHours: {
    mon: WEEKDAY,
    tue: WEEKDAY,
    wed: WEEKDAY,
    thu: WEEKDAY,
    fri: WEEKDAY,
    sat: [{ opens: '10:00', closes: '16:00' }],
  },
  services: [{ name: 'Knippen', minutes: 30, priceCents: 2500 }],
  faq: [{ question: 'Hebben jullie parkeergelegenheid?', answer: 'Ja, achter de zaak kunt u gratis parkeren.' }],
  availability: {
    hours: { tue: [{ opens: '09:00', closes: '17:00' }], wed: [{ opens: '09:00', closes: '17:00' }] },
    slotMinutes: 30,
    bufferMinutes: 0,
    daysAhead: 14,
  },
  handoff: [{ keywords: ['Klacht', 'spoed'], number: '06 1234 5678' }],
  languages: ['nl'],
};
