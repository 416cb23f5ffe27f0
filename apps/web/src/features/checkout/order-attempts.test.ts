import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { OrderBody, PlaceOrderRequest } from './api/place-order';
import { OrderAttempts } from './order-attempts';

const body = (email: string) =>
  ({
    product: {
      kind: 'esim-pro',
      configuration: { durationMonths: 12, calling: 'nl', nlData: 1, euData: 0, worldData: 0 },
    },
    customer: {
      name: 'Sanne de Vries',
      email,
      phone: '0612345678',
      country: 'NL',
      postcode: '1012AB',
      houseNumber: '1',
      street: 'Damrak',
      city: 'Amsterdam',
    },
    delivery: 'email',
    payment: { method: 'ideal' },
    account: 'guest',
    withdrawalConsent: true,
  }) as OrderBody;

function setup() {
  let counter = 0;
  const attempts = new OrderAttempts<string>(() => `key-${++counter}`);
  const keys: string[] = [];
  const answers: (string | Error)[] = [];
  const place = vi.fn((request: PlaceOrderRequest) => {
    keys.push(request.idempotencyKey);
    const next = answers.shift() ?? 'placed';
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  return { attempts, keys, answers, place };
}

const offline = () => new ApiError(0, 'NETWORK', 'No connection');
const declined = () => new ApiError(402, 'PAYMENT_FAILED', 'Declined');

describe('OrderAttempts', () => {
  it('retries once with the same key when the outcome is unknown', async () => {
    const { attempts, keys, answers, place } = setup();
    answers.push(offline(), 'placed');
    await expect(attempts.send(body('a@example.nl'), place)).resolves.toBe('placed');
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('keeps the key for another click on the same order while its outcome stays unknown', async () => {
    const { attempts, keys, answers, place } = setup();
    answers.push(offline(), new ApiError(503, 'SERVICE_UNAVAILABLE', 'Busy'));
    await expect(attempts.send(body('a@example.nl'), place)).rejects.toThrow('Busy');
    await expect(attempts.send(body('a@example.nl'), place)).resolves.toBe('placed');
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('starts a new key after the server answered, and for a changed order', async () => {
    const { attempts, keys, answers, place } = setup();
    answers.push(declined());
    await expect(attempts.send(body('a@example.nl'), place)).rejects.toThrow('Declined');
    await attempts.send(body('a@example.nl'), place);
    answers.push(offline(), offline());
    await expect(attempts.send(body('a@example.nl'), place)).rejects.toThrow('No connection');
    await attempts.send(body('b@example.nl'), place);
    expect(keys).toEqual(['key-1', 'key-2', 'key-3', 'key-3', 'key-4']);
  });

  it('does not retry a refusal', async () => {
    const { attempts, place, answers } = setup();
    answers.push(declined());
    await expect(attempts.send(body('a@example.nl'), place)).rejects.toThrow('Declined');
    expect(place).toHaveBeenCalledTimes(1);
  });
});
