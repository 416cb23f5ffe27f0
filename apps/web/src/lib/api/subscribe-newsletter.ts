import type { NewsletterAnswer, NewsletterBodySchema } from '@telecom/domain';
import type { z } from 'zod';
import { apiFetch } from '../api-client';

/** POST /api/newsletter: subscribes an address (also one that was subscribed already). */
export function subscribeNewsletter(body: z.input<typeof NewsletterBodySchema>): Promise<NewsletterAnswer> {
  return apiFetch<NewsletterAnswer>('/api/newsletter', { method: 'POST', body, auth: false });
}
