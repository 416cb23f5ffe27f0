// The withdrawal function (docs/contracts.md §13 "Withdrawal"): step 1 without an account (`POST /api/withdrawals/link`,
// the order id and its e-mail address: a signed link to step 2 is mailed), step 2's figures
// (`GET /api/orders/{id}/withdrawal`) and the withdrawal itself (`POST /api/orders/{id}/withdraw`).

import { z } from 'zod';
import { EmailSchema } from '../schemas/fields.js';
import { IsoDateSchema, IsoDateTimeSchema } from './common.js';
import { OrderSchema } from './orders.js';

/** The header that carries the token of the mailed link to step 2 (`t` of the link). */
export const WITHDRAWAL_TOKEN_HEADER = 'X-Withdrawal-Token';

/** Step 1 without an account: the order's id as the confirmation mail gives it, and the e-mail address it was placed with. */
export const WithdrawalLinkSchema = z.object({
  orderId: z
    .string({ error: 'validation.withdrawal.orderId' })
    .trim()
    .toUpperCase()
    .regex(/^ORD-\d{1,20}$/, 'validation.withdrawal.orderId'),
  email: EmailSchema,
});
export type WithdrawalLinkInput = z.input<typeof WithdrawalLinkSchema>;
export const WithdrawalLinkBodySchema = WithdrawalLinkSchema.meta({
  id: 'WithdrawalLinkRequest',
  example: { orderId: 'ORD-1736848200000', email: 'jan@example.nl' },
});

/** Why an order cannot be withdrawn from (null when it can): the code of the 409 that `withdraw` would answer. */
export const WITHDRAWAL_REFUSALS = ['ORDER_NOT_PAID', 'ORDER_WITHDRAWN', 'WITHDRAWAL_PERIOD_ENDED'] as const;
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

const EXAMPLE_WITHDRAWAL = {
  possible: true,
  refusal: null,
  lastDay: '2026-07-15',
  paidCents: 9679,
  refundCents: 7743,
  daysUsed: 3,
  periodDays: 15,
  withdrawnAt: null,
  creditNoteNumber: null,
} as const;

/** An order's withdrawal: whether it can be made now and what it refunds, or what it refunded. */
export const WithdrawalSchema = z
  .object({
    possible: z.boolean().meta({ description: 'Whether the order can be withdrawn from now' }),
    refusal: z.enum(WITHDRAWAL_REFUSALS).nullable(),
    lastDay: IsoDateSchema.nullable().meta({
      description: 'The last day to withdraw (Dutch time, until midnight): 14 days after the day of payment',
    }),
    paidCents: z.number().int().nonnegative().meta({ description: 'What was paid, with VAT' }),
    refundCents: z.number().int().nonnegative().meta({
      description:
        'What is refunded (with VAT): paid × (days not used / days of the period), rounded to whole cents; once withdrawn, what was refunded',
    }),
    daysUsed: z.number().int().nonnegative(),
    periodDays: z.number().int().positive(),
    withdrawnAt: IsoDateTimeSchema.nullable(),
    creditNoteNumber: z.string().nullable().meta({ description: 'The credit note of the refund, once withdrawn' }),
  })
  .meta({ id: 'Withdrawal', example: EXAMPLE_WITHDRAWAL });
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** `GET /api/orders/{id}/withdrawal` and `POST /api/orders/{id}/withdraw`: the order and its withdrawal. */
export const WithdrawalAnswerSchema = z
  .object({ order: OrderSchema, withdrawal: WithdrawalSchema })
  .meta({ id: 'WithdrawalAnswer' });
export type WithdrawalAnswer = z.infer<typeof WithdrawalAnswerSchema>;
