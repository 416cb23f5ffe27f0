// /api/subscriptions/{id}/assistant and /api/assistant (docs/contracts.md §16, docs/decisions/059): an AI assistant's
// knowledge, "Test your assistant" by text, and the call log with the plan's monthly call limit.
import { z } from 'zod';
import { ConversationSchema, UTTERANCE_MAX_LENGTH } from '../assistant/engine.js';
import { AssistantKnowledgeSchema } from '../assistant/knowledge.js';
import { IsoDateTimeSchema } from './common.js';

export const ASSISTANT_CALL_CHANNELS = ['test', 'phone'] as const;
export type AssistantCallChannel = (typeof ASSISTANT_CALL_CHANNELS)[number];
export const ASSISTANT_CALL_OUTCOMES = ['answered', 'booked', 'transferred', 'message'] as const;
export type AssistantCallOutcome = (typeof ASSISTANT_CALL_OUTCOMES)[number];

/** GET and PUT /api/subscriptions/{id}/assistant: the knowledge (PUT's body is the knowledge itself). */
export const AssistantKnowledgeAnswerSchema = z
  .object({ knowledge: AssistantKnowledgeSchema })
  .meta({ id: 'AssistantKnowledgeAnswer' });
export type AssistantKnowledgeAnswer = z.infer<typeof AssistantKnowledgeAnswerSchema>;

/** The `{subscriptionId}` of /api/assistant/{subscriptionId}/test: digits, as IdPathSchema's id. */
export const AssistantSubscriptionPathSchema = z.object({
  subscriptionId: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .meta({ description: 'The AI assistant subscription', example: '42' }),
});

/** What the assistant did besides its reply (the engine's `AssistantAction`). */
export const AssistantActionSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('none') }),
    z.object({ type: z.literal('answer'), topic: z.enum(['hours', 'faq', 'service', 'identity']) }),
    z.object({
      type: z.literal('book'),
      start: IsoDateTimeSchema,
      end: IsoDateTimeSchema,
      service: z.string().nullable(),
      name: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    z.object({ type: z.literal('transfer'), number: z.string() }),
    z.object({ type: z.literal('message'), text: z.string() }),
    z.object({ type: z.literal('end') }),
  ])
  .meta({ id: 'AssistantAction' });

/** POST /api/assistant/{subscriptionId}/test: without `conversation` a new one starts with the greeting. */
export const AssistantTestBodySchema = z
  .object({
    conversation: ConversationSchema.optional().meta({
      description: 'The conversation as the previous answer gave it; left out to start a new one',
    }),
    callId: z.number().int().positive().optional().meta({ description: "The previous answer's callId" }),
    utterance: z
      .string({ error: 'validation.assistant.utterance' })
      .trim()
      .min(1, 'validation.assistant.utterance')
      .max(UTTERANCE_MAX_LENGTH, 'validation.assistant.utterance'),
  })
  .meta({ id: 'AssistantTestBody' });
export type AssistantTestBody = z.input<typeof AssistantTestBodySchema>;

export const AssistantTestAnswerSchema = z
  .object({
    callId: z.number().int().meta({ description: 'The call log row of this conversation' }),
    conversation: ConversationSchema,
    reply: z.string(),
    action: AssistantActionSchema,
    appointmentId: z.number().int().nullable().meta({ description: 'The calendar appointment a booking made' }),
  })
  .meta({ id: 'AssistantTestAnswer' });
export type AssistantTestAnswer = z.infer<typeof AssistantTestAnswerSchema>;

export const AssistantCallSchema = z
  .object({
    id: z.number().int(),
    subscriptionId: z.number().int(),
    channel: z.enum(ASSISTANT_CALL_CHANNELS),
    caller: z
      .string()
      .nullable()
      .meta({ description: "The caller's number (E.164) of a phone call; null when withheld, and for a test by text" }),
    startedAt: IsoDateTimeSchema,
    endedAt: IsoDateTimeSchema.nullable(),
    transcript: z.array(z.object({ speaker: z.enum(['assistant', 'caller']), text: z.string() })),
    summary: z.string(),
    outcome: z.enum(ASSISTANT_CALL_OUTCOMES),
    transferNumber: z.string().nullable(),
    booking: z
      .object({ appointmentId: z.number().int(), title: z.string(), start: IsoDateTimeSchema, end: IsoDateTimeSchema })
      .nullable(),
  })
  .meta({ id: 'AssistantCall' });
export type AssistantCall = z.infer<typeof AssistantCallSchema>;

export const AssistantUsageSchema = z
  .object({
    subscriptionId: z.number().int(),
    used: z
      .number()
      .int()
      .meta({ description: "Phone calls this calendar month (Europe/Amsterdam); tests don't count" }),
    limit: z.number().int().nullable().meta({ description: "The plan's calls a month; null for unlimited" }),
  })
  .meta({ id: 'AssistantUsage' });

export const AssistantCallsAnswerSchema = z
  .object({ calls: z.array(AssistantCallSchema), usage: z.array(AssistantUsageSchema) })
  .meta({ id: 'AssistantCalls' });
export type AssistantCallsAnswer = z.infer<typeof AssistantCallsAnswerSchema>;
