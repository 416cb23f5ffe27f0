// The `Idempotency-Key` of a submitted order (docs/contracts.md §7): one key per submitted order, kept while its outcome is
// unknown (no connection, a server error), so that the automatic retry and another click on the button answer the
// order already placed instead of paying twice. An answer of the server (the order, or a refusal such as a declined
// card) ends the attempt: the next submission is a new order with a new key, as is a changed order.
import { ApiError } from '../../lib/api-client';
import { newIdempotencyKey, type OrderBody, type PlaceOrderRequest } from './api/place-order';

/** Whether a failed call may or may not have placed the order. */
const outcomeUnknown = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

export class OrderAttempts<Answer> {
  private current: { body: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  /** Sends the order with its attempt's key, once more straight away when the outcome of the first try is unknown. */
  async send(body: OrderBody, place: (request: PlaceOrderRequest) => Promise<Answer>): Promise<Answer> {
    const text = JSON.stringify(body);
    const attempt = this.current?.body === text ? this.current : { body: text, key: this.newKey() };
    this.current = attempt;
    try {
      let answer: Answer;
      try {
        answer = await place({ body, idempotencyKey: attempt.key });
      } catch (error) {
        if (!outcomeUnknown(error)) throw error;
        answer = await place({ body, idempotencyKey: attempt.key });
      }
      this.current = null;
      return answer;
    } catch (error) {
      if (!outcomeUnknown(error)) this.current = null;
      throw error;
    }
  }
}
