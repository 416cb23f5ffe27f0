import type { NewsletterAnswer, NewsletterBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../api-client';

/** POST /api/newsletter: subscribes an address (also one that was subscribed already). */
export function subscribeNewsletter(body: z.input<typeof NewsletterBodySchema>): Promise<NewsletterAnswer> {
  return callApi('POST /api/newsletter', { body, auth: false });
}
