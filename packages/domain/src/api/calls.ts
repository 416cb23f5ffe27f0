// /api/calls (docs/contracts.md §15): the account's call records, each with its destination class and what it cost.
import { z } from 'zod';
import { CALL_DIRECTIONS, CALL_DISPOSITIONS } from '../voice/calls.js';
import { DESTINATION_CLASSES } from '../voice/destinations.js';
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
