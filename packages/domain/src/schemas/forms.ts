// The site's other forms (spec points 3 and 5, docs/contracts.md §4): support ticket, newsletter, investment form,
// and the inquiries of the business and AI assistant pages.

import { z } from 'zod';
import { AI_ASSISTANT_PLAN_IDS } from '../pricing/ai-plans.js';
import {
  EmailSchema,
  MAX_LENGTH,
  optionalMultilineText,
  optionalText,
  OptionalPhoneSchema,
  requiredMultilineText,
  requiredText,
} from './fields.js';

export const TICKET_SUBJECTS = ['esim', 'voip', 'ai', 'billing', 'other'] as const;
export type TicketSubject = (typeof TICKET_SUBJECTS)[number];

/** The support ticket (spec point 5): name, e-mail, subject and message are all required. */
export const SupportTicketSchema = z.object({
  name: requiredText('validation.name.required', MAX_LENGTH.name),
  email: EmailSchema,
  subject: z.enum(TICKET_SUBJECTS, { error: 'validation.subject.required' }),
  message: requiredMultilineText('validation.message.required', MAX_LENGTH.message),
});
export type SupportTicketInput = z.input<typeof SupportTicketSchema>;
export type SupportTicket = z.output<typeof SupportTicketSchema>;

/** The footer's newsletter field: one e-mail address. */
export const NewsletterSchema = z.object({ email: EmailSchema });
export type NewsletterInput = z.input<typeof NewsletterSchema>;

/**
 * The investment amounts an investor can choose, in euros: from the minimum of 100,000 (spec point 9) upwards;
 * 500K is where a board observer seat starts.
 */
export const INVESTMENT_RANGES = ['100k-250k', '250k-500k', '500k-1m', '1m-plus'] as const;
export type InvestmentRange = (typeof INVESTMENT_RANGES)[number];
const InvestmentRangeSchema = z.enum(INVESTMENT_RANGES, { error: 'validation.range.required' });

/** The investment page's form (spec point 5): name, e-mail and range required; phone and message optional. */
export const InvestmentSchema = z.object({
  name: requiredText('validation.name.required', MAX_LENGTH.name),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  range: InvestmentRangeSchema,
  message: optionalMultilineText(MAX_LENGTH.message),
});
export type InvestmentInput = z.input<typeof InvestmentSchema>;

export const INQUIRY_KINDS = ['investment', 'sales', 'quote', 'ai-assistant'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

const inquiryFields = {
  name: requiredText('validation.name.required', MAX_LENGTH.name),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  company: optionalText(MAX_LENGTH.company),
  message: optionalMultilineText(MAX_LENGTH.message),
};

/**
 * `POST /api/inquiries` (docs/contracts.md §4): the investment form, the business page's contact-sales and quote
 * requests and the AI assistant's configure form. `range` is required for an investment; `plan` is one of the
 * AI assistant plans when given.
 */
export const InquirySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...inquiryFields, kind: z.literal('investment'), range: InvestmentRangeSchema }),
    z.object({ ...inquiryFields, kind: z.literal(['sales', 'quote']) }),
    z.object({
      ...inquiryFields,
      kind: z.literal('ai-assistant'),
      plan: z.enum(AI_ASSISTANT_PLAN_IDS, { error: 'validation.aiPlan.invalid' }).optional(),
    }),
  ],
  { error: 'validation.inquiryKind.invalid' },
);
export type InquiryInput = z.input<typeof InquirySchema>;
export type Inquiry = z.output<typeof InquirySchema>;
