// Routing per number (docs/contracts.md §15, docs/decisions/051): ring the customer's devices for N seconds, then
// forward to another number, to voicemail or to the AI assistant; opening hours (Europe/Amsterdam) can send a call
// straight to another route. The schema is the dashboard's form and the API's body; `routeAt` says which route applies
// at a moment, as Kamailio decides it for a call.
import { z } from 'zod';
import type { ValidationMessageKey } from '../i18n/messages.js';
import { WEEKDAYS, type Weekday } from '../schemas/voip.js';
import { isCallable } from './destinations.js';

export const ROUTING_FALLBACKS = ['none', 'forward', 'voicemail', 'assistant'] as const;
export type RoutingFallback = (typeof ROUTING_FALLBACKS)[number];

export const RING_SECONDS = { min: 5, max: 60, default: 20 } as const;
/** The time zone of the opening hours. */
export const ROUTING_TIME_ZONE = 'Europe/Amsterdam';

const MESSAGES = {
  ringSeconds: 'validation.voice.routing.ringSeconds',
  forwardRequired: 'validation.voice.routing.forwardTo.required',
  forwardInvalid: 'validation.voice.routing.forwardTo.invalid',
  forwardSelf: 'validation.voice.routing.forwardTo.self',
  time: 'validation.voice.routing.hours.time',
  order: 'validation.voice.routing.hours.order',
  overlap: 'validation.voice.routing.hours.overlap',
} as const satisfies Record<string, ValidationMessageKey>;

/**
 * A number as the dial rule takes it (Kamailio's route[DIALRULE]) in E.164 with '+': `+31201234567`,
 * `0031201234567` and Dutch national `0201234567` (spaces, dashes, dots and brackets as people write them are
 * ignored). Null when it is none of these, or not a number calls may go to (112, 09xx: `isCallable`).
 */
export function forwardNumberOf(text: string): string | null {
  const written = text.replace(/[\s\-.()]/g, '');
  let digits: string | null = null;
  if (/^\+[1-9]\d{6,14}$/.test(written)) digits = written.slice(1);
  else if (/^00[1-9]\d{6,14}$/.test(written)) digits = written.slice(2);
  else if (/^0[1-9]\d{8}$/.test(written)) digits = `31${written.slice(1)}`;
  if (digits === null) return null;
  const e164 = `+${digits}`;
  return isCallable(e164) ? e164 : null;
}

/** Minutes since local midnight of 'HH:MM'; '24:00' (the end of the day) is 1440. Null when it is not a time. */
export function minuteOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  return time === '24:00' ? 1440 : null;
}

/** 'HH:MM' of minutes since local midnight (1440 is '24:00'). */
export const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const TimeSchema = z
  .string()
  .trim()
  .refine((time) => minuteOf(time) !== null, MESSAGES.time);

const OpeningRangeSchema = z
  .object({
    opens: TimeSchema.meta({ description: 'HH:MM, local time (Europe/Amsterdam)', example: '09:00' }),
    closes: TimeSchema.meta({ description: 'HH:MM, after opens; 24:00 is midnight at the end', example: '17:30' }),
  })
  .meta({ id: 'OpeningRange' });
export type OpeningRange = z.infer<typeof OpeningRangeSchema>;

/** A forward target as typed: empty is none; otherwise normalised to E.164 (or left as typed, for the check). */
const ForwardToSchema = z
  .string()
  .trim()
  .max(32)
  .nullable()
  .optional()
  .transform((text) => (text ? (forwardNumberOf(text) ?? text) : null))
  .meta({ description: 'A phone number in any form the dial rule takes, answered in E.164', example: '+31612345678' });

const RouteSchema = z.object({
  fallback: z.enum(ROUTING_FALLBACKS),
  forwardTo: ForwardToSchema,
});

const DaysSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(OpeningRangeSchema).max(12).default([])])) as Record<
    Weekday,
    z.ZodDefault<z.ZodArray<typeof OpeningRangeSchema>>
  >,
);

const OpeningHoursSchema = z.object({
  days: DaysSchema.meta({ description: 'Per weekday zero or more [opens, closes) ranges; none: closed that day' }),
  outsideHours: RouteSchema.meta({
    description: 'Where a call goes outside the hours: straight there, without ringing the devices',
  }),
});

/** What makes a forward wrong: no number, a number that is not one, or the number itself. Other routes need none. */
function checkRoute(
  route: { fallback: RoutingFallback; forwardTo: string | null },
  ownNumber: string | undefined,
  path: (string | number)[],
  context: z.RefinementCtx,
) {
  if (route.fallback !== 'forward') return;
  const at = [...path, 'forwardTo'];
  if (route.forwardTo === null) context.addIssue({ code: 'custom', message: MESSAGES.forwardRequired, path: at });
  else if (!route.forwardTo.startsWith('+') || forwardNumberOf(route.forwardTo) !== route.forwardTo)
    context.addIssue({ code: 'custom', message: MESSAGES.forwardInvalid, path: at });
  else if (ownNumber !== undefined && route.forwardTo === ownNumber)
    context.addIssue({ code: 'custom', message: MESSAGES.forwardSelf, path: at });
}

const routingShape = (ownNumber?: string) =>
  z
    .object({
      ringSeconds: z.coerce
        .number<unknown>({ message: MESSAGES.ringSeconds })
        .int(MESSAGES.ringSeconds)
        .min(RING_SECONDS.min, MESSAGES.ringSeconds)
        .max(RING_SECONDS.max, MESSAGES.ringSeconds)
        .default(RING_SECONDS.default)
        .meta({ description: 'How long the devices ring before the fallback (5–60 s)', example: 20 }),
      fallback: z.enum(ROUTING_FALLBACKS).default('none').meta({
        description:
          'After the ring time, or when no device answers: nothing (the caller hears the failure), a forward, voicemail or the assistant (both: no answer until they exist)',
      }),
      forwardTo: ForwardToSchema,
      openingHours: OpeningHoursSchema.nullable()
        .default(null)
        .meta({ description: 'Null: the same route at all times' }),
    })
    .superRefine((routing, context) => {
      checkRoute(routing, ownNumber, [], context);
      if (!routing.openingHours) return;
      checkRoute(routing.openingHours.outsideHours, ownNumber, ['openingHours', 'outsideHours'], context);
      for (const day of WEEKDAYS) {
        // A range whose times are not times has its message at the time already.
        const ranges = routing.openingHours.days[day].flatMap((range, index) => {
          const [opens, closes] = [minuteOf(range.opens), minuteOf(range.closes)];
          return opens === null || closes === null ? [] : [{ index, opens, closes }];
        });
        for (const range of ranges) {
          const path = ['openingHours', 'days', day, range.index, 'closes'];
          if (range.opens === 1440 || range.closes <= range.opens)
            context.addIssue({ code: 'custom', message: MESSAGES.order, path });
          else if (
            ranges.some(
              (other) => other.index < range.index && other.opens < range.closes && range.opens < other.closes,
            )
          )
            context.addIssue({ code: 'custom', message: MESSAGES.overlap, path });
        }
      }
    });

/** A route's target as kept: the number only for a forward. */
const targetOf = (route: { fallback: RoutingFallback; forwardTo: string | null }) => ({
  fallback: route.fallback,
  forwardTo: route.fallback === 'forward' ? route.forwardTo : null,
});

/**
 * `PUT /api/voip/numbers/{number}/routing` and the dashboard's form for the number `ownNumber` (E.164), which a
 * forward may not go to. The routing comes back as it is kept (`NumberRoutingSchema`): numbers in E.164, a forward
 * number only with a forward, each day's ranges in time order.
 */
export function createNumberRoutingSchema(ownNumber?: string) {
  return routingShape(ownNumber).transform((routing): NumberRouting => ({
    ringSeconds: routing.ringSeconds,
    ...targetOf(routing),
    openingHours: routing.openingHours && {
      days: Object.fromEntries(
        WEEKDAYS.map((day) => [
          day,
          [...routing.openingHours!.days[day]].sort((a, b) => minuteOf(a.opens)! - minuteOf(b.opens)!),
        ]),
      ) as Record<Weekday, OpeningRange[]>,
      outsideHours: targetOf(routing.openingHours.outsideHours),
    },
  }));
}

/** The routing's body for the API reference (see `createNumberRoutingSchema`). */
export const NumberRoutingBodySchema = createNumberRoutingSchema().meta({ id: 'NumberRoutingBody' });

const KeptRouteSchema = z.object({
  fallback: z.enum(ROUTING_FALLBACKS),
  forwardTo: z.string().nullable().meta({ description: 'E.164; set only for a forward' }),
});

/** A number's routing as kept and answered. */
export const NumberRoutingSchema = z
  .object({
    ringSeconds: z.number().int().min(RING_SECONDS.min).max(RING_SECONDS.max),
    ...KeptRouteSchema.shape,
    openingHours: z
      .object({
        days: z.object(
          Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(OpeningRangeSchema)])) as Record<
            Weekday,
            z.ZodArray<typeof OpeningRangeSchema>
          >,
        ),
        outsideHours: KeptRouteSchema,
      })
      .nullable(),
  })
  .meta({
    id: 'NumberRouting',
    example: {
      ringSeconds: 20,
      fallback: 'forward',
      forwardTo: '+31612345678',
      openingHours: {
        days: {
          mon: [{ opens: '09:00', closes: '17:30' }],
          tue: [{ opens: '09:00', closes: '17:30' }],
          wed: [{ opens: '09:00', closes: '12:00' }],
          thu: [{ opens: '09:00', closes: '17:30' }],
          fri: [
            { opens: '09:00', closes: '12:00' },
            { opens: '13:00', closes: '17:00' },
          ],
          sat: [],
          sun: [],
        },
        outsideHours: { fallback: 'voicemail', forwardTo: null },
      },
    },
  });
export type NumberRouting = z.infer<typeof NumberRoutingSchema>;

/** A number's routing before its customer sets one: ring 20 seconds, then nothing, at all hours. */
export const DEFAULT_ROUTING: NumberRouting = {
  ringSeconds: RING_SECONDS.default,
  fallback: 'none',
  forwardTo: null,
  openingHours: null,
};

const LOCAL_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: ROUTING_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday ('mon' … 'sun', in order: ISO day 1 to 7) and the minute since midnight in Amsterdam at `instant` (summer and winter time alike). */
export function localWeekMinute(instant: Date): { weekday: Weekday; minute: number } {
  const parts = Object.fromEntries(LOCAL_TIME.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    weekday: String(parts.weekday).toLowerCase() as Weekday,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Which route applies to a call arriving at a moment. */
export interface ActiveRoute {
  /** Within the opening hours (always, without hours). */
  open: boolean;
  /** How long the devices ring first; 0 outside the hours, where the call goes straight to the route. */
  ringSeconds: number;
  fallback: RoutingFallback;
  forwardTo: string | null;
}

/** The route of a call to a number with `routing` arriving at `instant`. */
export function routeAt(routing: NumberRouting, instant: Date): ActiveRoute {
  const inside = {
    open: true,
    ringSeconds: routing.ringSeconds,
    fallback: routing.fallback,
    forwardTo: routing.forwardTo,
  };
  if (!routing.openingHours) return inside;
  const { weekday, minute } = localWeekMinute(instant);
  const open = routing.openingHours.days[weekday].some(
    (range) => minuteOf(range.opens)! <= minute && minute < minuteOf(range.closes)!,
  );
  if (open) return inside;
  const { fallback, forwardTo } = routing.openingHours.outsideHours;
  return { open: false, ringSeconds: 0, fallback, forwardTo };
}
