// /api/calls (docs/contracts.md §15): the account's call records, each with its destination class and what it cost.
import { z } from 'zod';
import { CALL_DIRECTIONS, CALL_DISPOSITIONS } from '../voice/calls.js';
import { DESTINATION_CLASSES } from '../voice/destinations.js';
import { VOIP_BUNDLE_IDS } from '../schemas/voip.js';
import { IsoDateTimeSchema } from './common.js';

const EXAMPLE_CALL = {
  id: 'c1a7e2f0-3b9d-4c52-9a61-0d2f5e8b7a13',
  direction: 'outbound',
  caller: '+31201234567',
  callee: '+32471234567',
  startedAt: '2025-01-14T09:30:00.000Z',
  answeredAt: '2025-01-14T09:30:05.000Z',
  endedAt: '2025-01-14T09:31:06.000Z',
  seconds: 61,
  disposition: 'answered',
  destination: 'europe-mobile',
  minutes: 2,
  costCents: 16,
} as const;

/** One call as its account sees it; times in UTC. */
export const CallSchema = z
  .object({
    id: z.string().min(1).meta({ description: "The platform's call id" }),
    direction: z.enum(CALL_DIRECTIONS),
    caller: z.string().min(1).meta({ description: 'E.164, or as the network gave it (anonymous)' }),
    callee: z.string().min(1).meta({ description: 'E.164' }),
    startedAt: IsoDateTimeSchema.meta({ description: 'When it was placed' }),
    answeredAt: IsoDateTimeSchema.nullable().meta({ description: 'Null when it was not answered' }),
    endedAt: IsoDateTimeSchema,
    seconds: z.number().int().min(0).meta({ description: 'From answer to end; 0 when not answered' }),
    disposition: z.enum(CALL_DISPOSITIONS),
    destination: z.enum(DESTINATION_CLASSES).meta({
      description: "The callee's destination class; an inbound call reached one of ours: on-net",
    }),
    minutes: z.number().int().min(0).meta({ description: 'Billed minutes: every started minute' }),
    costCents: z.number().int().min(0).meta({ description: 'Excl. VAT, after bundle minutes; 0 for inbound calls' }),
  })
  .meta({ id: 'Call', example: EXAMPLE_CALL });
export type Call = z.infer<typeof CallSchema>;

/** `GET /api/calls`: the account's calls, newest first. */
export const CallsAnswerSchema = z
  .object({ calls: z.array(CallSchema) })
  .meta({ id: 'Calls', example: { calls: [EXAMPLE_CALL] } });
export type CallsAnswer = z.infer<typeof CallsAnswerSchema>;

/** A VOIP number in a path (`/api/voip/numbers/{number}/sip`): E.164 with '+' ('%2B' in the URL). */
export const VoipNumberPathSchema = z.object({
  number: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/)
    .meta({ description: 'E.164 with "+", written %2B in the path', example: '+31301234567' }),
});

const EXAMPLE_SIP_ACCOUNT = {
  number: '+31301234567',
  username: '31301234567',
  domain: 'sip.telenova.nl',
  server: 'sip.telenova.nl',
  port: 5060,
  transports: ['udp', 'tcp', 'wss'],
  webSocketUrl: 'wss://sip.telenova.nl/ws',
  passwordSetAt: '2026-11-30T09:00:00.000Z',
} as const;

/** How any SIP phone or app signs in with a number: everything but the password, which is shown once when set. */
export const SipAccountSchema = z
  .object({
    number: z.string().meta({ description: 'E.164' }),
    username: z.string().meta({ description: "The SIP user name (and authentication name): the number's digits" }),
    domain: z.string().meta({ description: 'The SIP domain, also the realm' }),
    server: z.string().meta({ description: 'The registrar and proxy to set in a phone' }),
    port: z.number().int().min(1).max(65_535),
    transports: z.array(z.enum(['udp', 'tcp', 'wss'])),
    webSocketUrl: z.string().meta({ description: 'For a phone in the browser (SIP over WebSocket)' }),
    passwordSetAt: IsoDateTimeSchema.nullable().meta({
      description: 'When the current password was set; null: none yet (POST …/sip/password sets one)',
    }),
  })
  .meta({ id: 'SipAccount', example: EXAMPLE_SIP_ACCOUNT });
export type SipAccountAnswer = z.infer<typeof SipAccountSchema>;

/** `POST /api/voip/numbers/{number}/sip/password`: a new password, shown this once, with the account. */
export const SipPasswordAnswerSchema = z
  .object({
    password: z.string().min(16).meta({ description: 'Shown once: it is not stored, only its digests' }),
    account: SipAccountSchema,
  })
  .meta({
    id: 'SipPassword',
    example: { password: 'Xq7Ld2pV9sKf3MwT8bRz4NcH', account: EXAMPLE_SIP_ACCOUNT },
  });
export type SipPasswordAnswer = z.infer<typeof SipPasswordAnswerSchema>;

/**
 * `POST /api/voip/numbers/{number}/sip/web-session`: a short-lived SIP credential for the phone in the browser. It
 * speaks for the number (the SIP URI) under an authentication name of its own, so that it never needs nor changes the
 * number's own password, and it stops at `expiresAt`.
 */
export const WebPhoneSessionSchema = z
  .object({
    number: z.string().meta({ description: 'E.164' }),
    uri: z.string().meta({ description: "The number's SIP URI, to register and call from" }),
    authorizationUser: z.string().meta({ description: 'The authentication name of this credential' }),
    password: z.string().min(16).meta({ description: 'Shown once: only its digests are stored' }),
    webSocketUrl: z.string().meta({ description: 'SIP over WebSocket' }),
    expiresAt: IsoDateTimeSchema.meta({ description: 'When the credential stops; ask for a new one after' }),
  })
  .meta({
    id: 'WebPhoneSession',
    example: {
      number: '+31201234567',
      uri: 'sip:31201234567@sip.telenova.nl',
      authorizationUser: 'web-k3Xq9Lm2Pv7sRt4w',
      password: 'Xq7Ld2pV9sKf3MwT8bRz4NcH',
      webSocketUrl: 'wss://sip.telenova.nl/ws',
      expiresAt: '2026-11-30T22:00:00.000Z',
    },
  });
export type WebPhoneSession = z.infer<typeof WebPhoneSessionSchema>;

const EXAMPLE_NUMBER_USAGE = {
  number: '+31201234567',
  month: '2026-11',
  bundle: 'europe',
  includedMinutes: 500,
  usedMinutes: 312,
  percent: 62,
  chargedMinutes: 4,
  costCents: 20,
} as const;

/**
 * The calling meter of one number (docs/contracts.md §15): this calendar month's bundle minutes used of the bundle's,
 * and the minutes charged at the rates so far, rated from the stored calls each time.
 */
export const NumberUsageSchema = z
  .object({
    number: z.string().meta({ description: 'E.164' }),
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .meta({ description: 'The calendar month counted (YYYY-MM), as the call history and the invoice rate it' }),
    bundle: z.enum(VOIP_BUNDLE_IDS).nullable().meta({ description: "The number's calling bundle; null without one" }),
    includedMinutes: z.number().int().min(0).nullable().meta({
      description: "The bundle's minutes a month; null without a bundle and for NL unlimited (only its fair use)",
    }),
    usedMinutes: z.number().int().min(0).meta({ description: 'Bundle minutes used this month' }),
    percent: z.number().int().min(0).nullable().meta({
      description: 'Whole percent of includedMinutes used, rounded down; null without includedMinutes',
    }),
    chargedMinutes: z.number().int().min(0).meta({
      description: 'Minutes this month charged at the rates: beyond the bundle, or to destinations it does not cover',
    }),
    costCents: z.number().int().min(0).meta({ description: 'What those minutes cost so far, excl. VAT' }),
  })
  .meta({ id: 'NumberUsage', example: EXAMPLE_NUMBER_USAGE });
export type NumberUsage = z.infer<typeof NumberUsageSchema>;

/** `GET /api/admin/customers/{id}/calls`: the customer's calls as their account sees them, and each number's meter. */
export const CustomerCallsAnswerSchema = z
  .object({
    calls: z.array(CallSchema),
    usage: z.array(NumberUsageSchema).meta({ description: "This month's meter of each of the customer's numbers" }),
  })
  .meta({ id: 'CustomerCalls', example: { calls: [EXAMPLE_CALL], usage: [EXAMPLE_NUMBER_USAGE] } });
export type CustomerCallsAnswer = z.infer<typeof CustomerCallsAnswerSchema>;
