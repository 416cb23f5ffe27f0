import { describe, expect, it } from 'vitest';
import { AssistantKnowledgeSchema, type AssistantKnowledge } from './knowledge.js';
import { freeSlots, isFreeSlot } from './slots.js';

function availability(
  hours: AssistantKnowledge['availability']['hours'] | Partial<AssistantKnowledge['availability']['hours']>,
  slotMinutes = 30,
  bufferMinutes = 0,
  daysAhead = 7,
): Pick<AssistantKnowledge, 'availability'> {
  return AssistantKnowledgeSchema.parse({
    greeting: 'Hallo',
    openingHours: {},
    availability: { hours, slotMinutes, bufferMinutes, daysAhead },
    languages: ['nl'],
  });
}

const starts = (slots: { start: Date; end: Date }[]) =>
  slots.map((slot) => `${slot.start.toISOString()}–${slot.end.toISOString()}`);

describe('free slots', () => {
  it('keeps the local times across the change to summer time (Sunday 28 March 2027)', () => {
    const knowledge = availability({
      sat: [{ opens: '09:00', closes: '10:00' }],
      sun: [{ opens: '09:00', closes: '10:00' }],
    });
    // Saturday 08:00 in Amsterdam (UTC+1); on Sunday the clocks are UTC+2.
    const slots = freeSlots(knowledge, [], { from: new Date('2027-03-27T07:00:00Z'), count: 4 });
    expect(starts(slots)).toEqual([
      '2027-03-27T08:00:00.000Z–2027-03-27T08:30:00.000Z',
      '2027-03-27T08:30:00.000Z–2027-03-27T09:00:00.000Z',
      '2027-03-28T07:00:00.000Z–2027-03-28T07:30:00.000Z',
      '2027-03-28T07:30:00.000Z–2027-03-28T08:00:00.000Z',
    ]);
  });

  it('skips the hour the clocks skip in March', () => {
    const knowledge = availability({ sun: [{ opens: '01:00', closes: '04:00' }] }, 60, 0, 1);
    // From Sunday 00:00 local: 01:00 (UTC+1), 02:00 does not exist, 03:00 (UTC+2); the range ends at 04:00 = 02:00Z.
    const slots = freeSlots(knowledge, [], { from: new Date('2027-03-27T23:00:00Z'), count: 5 });
    expect(starts(slots)).toEqual([
      '2027-03-28T00:00:00.000Z–2027-03-28T01:00:00.000Z',
      '2027-03-28T01:00:00.000Z–2027-03-28T02:00:00.000Z',
    ]);
  });

  it('keeps the local times across the change to winter time (Sunday 25 October 2026)', () => {
    const knowledge = availability(
      {
        sat: [{ opens: '09:00', closes: '09:30' }],
        sun: [
          { opens: '01:00', closes: '04:00' },
          { opens: '09:00', closes: '09:30' },
        ],
      },
      30,
      0,
      3,
    );
    const slots = freeSlots(knowledge, [], { from: new Date('2026-10-24T06:00:00Z'), count: 8, minutes: 60 });
    // Saturday 09:00 is 07:00Z (UTC+2) but a 60-minute appointment does not fit in 09:00–09:30. Sunday 01:00 (UTC+2)
    // is 23:00Z, 01:30 23:30Z, 02:00 (its first, summer-time occurrence) 00:00Z, 02:30 00:30Z, 03:00 (UTC+1) 02:00Z;
    // 03:30 + 60 minutes passes 04:00 (03:00Z). Sunday 09:00 is 08:00Z, too short again.
    expect(starts(slots)).toEqual([
      '2026-10-24T23:00:00.000Z–2026-10-25T00:00:00.000Z',
      '2026-10-24T23:30:00.000Z–2026-10-25T00:30:00.000Z',
      '2026-10-25T00:00:00.000Z–2026-10-25T01:00:00.000Z',
      '2026-10-25T00:30:00.000Z–2026-10-25T01:30:00.000Z',
      '2026-10-25T02:00:00.000Z–2026-10-25T03:00:00.000Z',
    ]);
    const halfHours = freeSlots(knowledge, [], { from: new Date('2026-10-24T06:00:00Z'), count: 1 });
    expect(starts(halfHours)).toEqual(['2026-10-24T07:00:00.000Z–2026-10-24T07:30:00.000Z']);
    const sunday = freeSlots(knowledge, [], { from: new Date('2026-10-25T03:00:00Z'), count: 1 });
    expect(starts(sunday)).toEqual(['2026-10-25T08:00:00.000Z–2026-10-25T08:30:00.000Z']);
  });

  it('keeps the buffer clear around bookings', () => {
    // Tuesday 1 December 2026, 09:00–12:00 local (UTC+1); a booking 10:00–10:30 local, 15 minutes either side.
    const knowledge = availability({ tue: [{ opens: '09:00', closes: '12:00' }] }, 30, 15);
    const bookings = [{ start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T09:30:00.000Z' }];
    const slots = freeSlots(knowledge, bookings, { from: new Date('2026-12-01T07:00:00Z'), count: 3 });
    // 09:00–09:30 ends before 09:45; 09:30, 10:00 and 10:30 touch 09:45–10:45; 11:00 and 11:30 are clear.
    expect(starts(slots)).toEqual([
      '2026-12-01T08:00:00.000Z–2026-12-01T08:30:00.000Z',
      '2026-12-01T10:00:00.000Z–2026-12-01T10:30:00.000Z',
      '2026-12-01T10:30:00.000Z–2026-12-01T11:00:00.000Z',
    ]);
  });

  it('offers nothing in the past and nothing beyond the days ahead', () => {
    // Tuesday 1 December 2026 at 11:45 local, one day ahead: Tuesday's slots have passed, Wednesday's two are left,
    // Thursday is too far.
    const hours = { opens: '09:00', closes: '10:00' };
    const knowledge = availability({ tue: [hours], wed: [hours], thu: [hours] }, 30, 0, 1);
    const slots = freeSlots(knowledge, [], { from: new Date('2026-12-01T10:45:00Z'), count: 5 });
    expect(starts(slots)).toEqual([
      '2026-12-02T08:00:00.000Z–2026-12-02T08:30:00.000Z',
      '2026-12-02T08:30:00.000Z–2026-12-02T09:00:00.000Z',
    ]);
    const now = new Date('2026-12-01T10:45:00Z');
    const thursday = { start: new Date('2026-12-03T08:00:00Z'), end: new Date('2026-12-03T08:30:00Z') };
    expect(isFreeSlot(knowledge, [], thursday, { now })).toBe(false);
    const wednesday = { start: new Date('2026-12-02T08:30:00Z'), end: new Date('2026-12-02T09:00:00Z') };
    expect(isFreeSlot(knowledge, [], wednesday, { now })).toBe(true);
    const offGrid = { start: new Date('2026-12-02T08:15:00Z'), end: new Date('2026-12-02T08:45:00Z') };
    expect(isFreeSlot(knowledge, [], offGrid, { now })).toBe(false);
  });

  it('counts a slot up to midnight when the hours close at 24:00', () => {
    const knowledge = availability({ mon: [{ opens: '23:00', closes: '24:00' }] }, 30, 0, 7);
    const slots = freeSlots(knowledge, [], { from: new Date('2026-11-30T12:00:00Z'), count: 3 });
    expect(starts(slots)).toEqual([
      '2026-11-30T22:00:00.000Z–2026-11-30T22:30:00.000Z',
      '2026-11-30T22:30:00.000Z–2026-11-30T23:00:00.000Z',
      '2026-12-07T22:00:00.000Z–2026-12-07T22:30:00.000Z',
    ]);
  });
});
