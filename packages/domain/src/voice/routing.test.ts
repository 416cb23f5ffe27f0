import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTING,
  createNumberRoutingSchema,
  forwardNumberOf,
  localWeekMinute,
  routeAt,
  type NumberRouting,
} from './index.js';
import { validateForm } from '../schemas/field-errors.js';
import { translateMessage } from '../i18n/messages.js';

const OWN = '+31301234567';
const schema = createNumberRoutingSchema(OWN);
const closedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

describe('a forward number', () => {
  it.each([
    ['020 123 4567', '+31201234567'], // Dutch national, as people write it
    ['0612345678', '+31612345678'],
    ['0031 6 1234 5678', '+31612345678'],
    ['+32 471 23 45 67', '+32471234567'], // a Belgian mobile
    ['+1 (212) 555-0100', '+12125550100'],
    ['+31301234567', '+31301234567'],
  ])('takes %s as %s', (written, e164) => {
    expect(forwardNumberOf(written)).toBe(e164);
  });

  it.each([
    ['112'], // short numbers
    ['0900 123 4567'], // premium rate: not callable
    ['06 1234 567'], // nine digits
    ['31612345678'], // international without + or 00
    ['+0612345678'],
    ['call me'],
    [''],
  ])('refuses %s', (written) => {
    expect(forwardNumberOf(written)).toBeNull();
  });
});

describe('the routing schema', () => {
  it('fills in 20 seconds and no fallback, at all hours, for an empty form', () => {
    expect(schema.parse({})).toEqual(DEFAULT_ROUTING);
    expect(DEFAULT_ROUTING).toEqual({ ringSeconds: 20, fallback: 'none', forwardTo: null, openingHours: null });
  });

  it('keeps a forward with its number in E.164, and a form’s text of seconds as a number', () => {
    expect(schema.parse({ ringSeconds: '15', fallback: 'forward', forwardTo: ' 06-1234 5678 ' })).toEqual({
      ringSeconds: 15,
      fallback: 'forward',
      forwardTo: '+31612345678',
      openingHours: null,
    });
  });

  it.each([[4], [61], [20.5], ['twenty'], [null]])('refuses %s ring seconds', (ringSeconds) => {
    expect(validateForm(schema, { ringSeconds }).fields).toEqual({
      ringSeconds: 'validation.voice.routing.ringSeconds',
    });
  });

  it.each([[5], [60]])('takes %s ring seconds, the ends of the range', (ringSeconds) => {
    expect(schema.parse({ ringSeconds }).ringSeconds).toBe(ringSeconds);
  });

  it('asks for a number to forward to, a real one, and not the number itself', () => {
    expect(validateForm(schema, { fallback: 'forward' }).fields).toEqual({
      forwardTo: 'validation.voice.routing.forwardTo.required',
    });
    expect(validateForm(schema, { fallback: 'forward', forwardTo: '0900 123 4567' }).fields).toEqual({
      forwardTo: 'validation.voice.routing.forwardTo.invalid',
    });
    expect(validateForm(schema, { fallback: 'forward', forwardTo: '030 123 4567' }).fields).toEqual({
      forwardTo: 'validation.voice.routing.forwardTo.self',
    });
    expect(translateMessage('validation.voice.routing.forwardTo.self', 'nl')).toBe(
      'Schakel door naar een ander nummer dan dit nummer',
    );
  });

  it('drops a forward number when the route is not a forward, and refuses an unknown route', () => {
    expect(schema.parse({ fallback: 'voicemail', forwardTo: 'not a number' })).toEqual({
      ringSeconds: 20,
      fallback: 'voicemail',
      forwardTo: null,
      openingHours: null,
    });
    expect(validateForm(schema, { fallback: 'pager' }).fields).toEqual({ fallback: 'validation.invalid' });
  });

  it('keeps opening hours per day in time order, with their own route outside them', () => {
    const parsed = schema.parse({
      ringSeconds: 10,
      fallback: 'assistant',
      openingHours: {
        days: {
          mon: [
            { opens: '13:00', closes: '17:30' },
            { opens: '09:00', closes: '12:00' },
          ],
          sat: [{ opens: '22:00', closes: '24:00' }],
        },
        outsideHours: { fallback: 'forward', forwardTo: '+32471234567' },
      },
    });
    expect(parsed.openingHours).toEqual({
      days: {
        ...closedWeek,
        mon: [
          { opens: '09:00', closes: '12:00' },
          { opens: '13:00', closes: '17:30' },
        ],
        sat: [{ opens: '22:00', closes: '24:00' }],
      },
      outsideHours: { fallback: 'forward', forwardTo: '+32471234567' },
    });
  });

  it('refuses times that are not HH:MM, a range that closes before it opens, and overlapping ranges', () => {
    const fields = validateForm(schema, {
      openingHours: {
        days: {
          mon: [{ opens: '9:00', closes: '17:00' }],
          tue: [{ opens: '17:00', closes: '09:00' }],
          wed: [
            { opens: '09:00', closes: '13:00' },
            { opens: '12:30', closes: '17:00' },
          ],
          thu: [{ opens: '24:00', closes: '24:00' }],
          fri: [{ opens: '08:00', closes: '25:00' }],
        },
        outsideHours: { fallback: 'forward', forwardTo: '' },
      },
    }).fields;
    // Every mistake at once, each at its field; touching ranges do not overlap: [09:00, 12:00) and [12:00, 17:00).
    expect(fields).toEqual({
      'openingHours.days.mon.0.opens': 'validation.voice.routing.hours.time',
      'openingHours.days.fri.0.closes': 'validation.voice.routing.hours.time',
      'openingHours.outsideHours.forwardTo': 'validation.voice.routing.forwardTo.required',
      'openingHours.days.tue.0.closes': 'validation.voice.routing.hours.order',
      'openingHours.days.wed.1.closes': 'validation.voice.routing.hours.overlap',
      'openingHours.days.thu.0.closes': 'validation.voice.routing.hours.order',
    });
    expect(
      schema.parse({
        openingHours: {
          days: {
            fri: [
              { opens: '12:00', closes: '17:00' },
              { opens: '09:00', closes: '12:00' },
            ],
          },
          outsideHours: { fallback: 'none' },
        },
      }).openingHours?.days.fri,
    ).toEqual([
      { opens: '09:00', closes: '12:00' },
      { opens: '12:00', closes: '17:00' },
    ]);
  });
});

describe('the route at a moment', () => {
  // Weekdays 09:00–17:30 and Sunday 03:00–04:00 (Amsterdam time): ring 20 s then forward to a mobile; outside the
  // hours straight to voicemail.
  const routing: NumberRouting = {
    ringSeconds: 20,
    fallback: 'forward',
    forwardTo: '+31612345678',
    openingHours: {
      days: {
        ...closedWeek,
        mon: [{ opens: '09:00', closes: '17:30' }],
        tue: [{ opens: '09:00', closes: '17:30' }],
        wed: [{ opens: '09:00', closes: '17:30' }],
        thu: [{ opens: '09:00', closes: '17:30' }],
        fri: [{ opens: '09:00', closes: '17:30' }],
        sun: [{ opens: '03:00', closes: '04:00' }],
      },
      outsideHours: { fallback: 'voicemail', forwardTo: null },
    },
  };
  const open = { open: true, ringSeconds: 20, fallback: 'forward', forwardTo: '+31612345678' };
  const closed = { open: false, ringSeconds: 0, fallback: 'voicemail', forwardTo: null };

  it.each([
    // Monday 30 November 2026, winter time (UTC+1).
    ['2026-11-30T07:59:59Z', 'mon', 8 * 60 + 59, closed], // 08:59
    ['2026-11-30T08:00:00Z', 'mon', 9 * 60, open], // 09:00: opens is inside
    ['2026-11-30T16:29:59Z', 'mon', 17 * 60 + 29, open], // 17:29
    ['2026-11-30T16:30:00Z', 'mon', 17 * 60 + 30, closed], // 17:30: closes is outside
    ['2026-11-30T23:30:00Z', 'tue', 30, closed], // 00:30 on Tuesday in Amsterdam, still Monday in UTC
    // Monday 6 July 2026, summer time (UTC+2): 07:30 UTC is 09:30 there, where in winter it is 08:30.
    ['2026-07-06T07:30:00Z', 'mon', 9 * 60 + 30, open],
    ['2026-07-06T15:30:00Z', 'mon', 17 * 60 + 30, closed],
    // Sunday 29 March 2026: at 01:00 UTC the clocks go from 02:00 to 03:00.
    ['2026-03-29T00:59:00Z', 'sun', 1 * 60 + 59, closed], // 01:59 winter time
    ['2026-03-29T01:00:00Z', 'sun', 3 * 60, open], // 03:00 summer time, a minute later
    ['2026-03-29T01:59:00Z', 'sun', 3 * 60 + 59, open],
    ['2026-03-29T02:00:00Z', 'sun', 4 * 60, closed],
    // Sunday 25 October 2026: at 01:00 UTC the clocks go from 03:00 back to 02:00.
    ['2026-10-25T00:59:00Z', 'sun', 2 * 60 + 59, closed], // 02:59 summer time
    ['2026-10-25T01:00:00Z', 'sun', 2 * 60, closed], // 02:00 winter time
    ['2026-10-25T02:00:00Z', 'sun', 3 * 60, open], // 03:00 winter time
  ] as const)('at %s (%s, minute %i) answers the right route', (instant, weekday, minute, route) => {
    expect(localWeekMinute(new Date(instant))).toEqual({ weekday, minute });
    expect(routeAt(routing, new Date(instant))).toEqual(route);
  });

  it('rings and falls back at every hour without opening hours', () => {
    expect(routeAt({ ...routing, openingHours: null }, new Date('2026-11-29T03:00:00Z'))).toEqual(open);
    expect(routeAt(DEFAULT_ROUTING, new Date('2026-11-29T03:00:00Z'))).toEqual({
      open: true,
      ringSeconds: 20,
      fallback: 'none',
      forwardTo: null,
    });
  });
});
