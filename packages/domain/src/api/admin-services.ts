// The back office acts on the services it sold (docs/contracts.md §14): a subscription suspended, resumed or cancelled
// (now or at the end of its term), an eSIM blocked (lost or stolen), replaced by a new one or its install mail sent
// again. Each answers the service as it then is, in the shape of the order page's services.
import { z } from 'zod';
import { OrderServiceRefSchema } from './admin-orders.js';

/** `POST /api/admin/subscriptions/{id}/cancel`: at once, or at the later of this month's end and the minimum term's end. */
export const AdminCancelSubscriptionBodySchema = z
  .object({
    when: z.enum(['now', 'term-end'], { error: 'validation.required' }),
  })
  .meta({ id: 'AdminCancelSubscriptionBody', example: { when: 'term-end' } });
export type AdminCancelSubscriptionBody = z.infer<typeof AdminCancelSubscriptionBodySchema>;

const SubscriptionRefSchema = OrderServiceRefSchema.options[1];
const EsimRefSchema = OrderServiceRefSchema.options[0];

/** The answer of the subscription actions: the subscription as it now is. */
export const AdminSubscriptionAnswerSchema = z
  .object({ subscription: SubscriptionRefSchema })
  .meta({ id: 'AdminSubscriptionAnswer' });
export type AdminSubscriptionAnswer = z.infer<typeof AdminSubscriptionAnswerSchema>;

/** The answer of block and resend: the eSIM as it now is. */
export const AdminEsimAnswerSchema = z.object({ esim: EsimRefSchema }).meta({ id: 'AdminEsimAnswer' });
export type AdminEsimAnswer = z.infer<typeof AdminEsimAnswerSchema>;

/** `POST /api/admin/esims/{id}/replace` 201: the new eSIM (being prepared, then mailed) and the old one, blocked. */
export const AdminEsimReplacedAnswerSchema = z
  .object({
    esim: EsimRefSchema.meta({ description: 'The new eSIM: its own profile, activation code and QR code' }),
    replaced: EsimRefSchema.meta({ description: 'The eSIM it replaces, now blocked' }),
  })
  .meta({ id: 'AdminEsimReplacedAnswer' });
export type AdminEsimReplacedAnswer = z.infer<typeof AdminEsimReplacedAnswerSchema>;
