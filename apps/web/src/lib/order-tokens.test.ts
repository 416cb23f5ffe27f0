import { describe, expect, it } from 'vitest';
import {
  ESIM_ORDERS_STORAGE_KEY,
  LINK_TOKENS_STORAGE_KEY,
  ORDER_TOKENS_STORAGE_KEY,
  orderTokensForEsim,
  readLinkToken,
  readOrderToken,
  rememberEsimOrder,
  storeLinkToken,
  storeOrderToken,
  type KeyValueStorage,
} from './order-tokens';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the order tokens of this browser', () => {
  it('keeps each order’s token under orderTokens, next to the others', () => {
    const storage = memoryStorage();
    storeOrderToken('ORD-1', 'token-one', storage);
    storeOrderToken('ORD-2', 'token-two', storage);
    expect(JSON.parse(storage.items.get(ORDER_TOKENS_STORAGE_KEY) ?? '')).toEqual({
      'ORD-1': 'token-one',
      'ORD-2': 'token-two',
    });
    expect(readOrderToken('ORD-1', storage)).toBe('token-one');
    expect(readOrderToken('ORD-3', storage)).toBeUndefined();
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['a list', '["token"]'],
    ['null', 'null'],
  ])('reads %s as no tokens, and stores a new one over it', (_description, raw) => {
    const storage = memoryStorage({ [ORDER_TOKENS_STORAGE_KEY]: raw });
    expect(readOrderToken('ORD-1', storage)).toBeUndefined();
    storeOrderToken('ORD-1', 'token-one', storage);
    expect(readOrderToken('ORD-1', storage)).toBe('token-one');
  });

  it('ignores a token that is not text', () => {
    const storage = memoryStorage({ [ORDER_TOKENS_STORAGE_KEY]: JSON.stringify({ 'ORD-1': 42, 'ORD-2': 'ok' }) });
    expect(readOrderToken('ORD-1', storage)).toBeUndefined();
    expect(readOrderToken('ORD-2', storage)).toBe('ok');
  });

  it('has no tokens without storage, and storing then does nothing', () => {
    expect(readOrderToken('ORD-1', null)).toBeUndefined();
    expect(() => storeOrderToken('ORD-1', 'token', null)).not.toThrow();
  });

  it('survives a storage that refuses to write', () => {
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => storeOrderToken('ORD-1', 'token', storage)).not.toThrow();
  });
});

describe('the tokens for an eSIM', () => {
  it('are its own order’s token once the eSIM was seen with its order', () => {
    const storage = memoryStorage();
    storeOrderToken('ORD-1', 'token-one', storage);
    storeOrderToken('ORD-2', 'token-two', storage);
    rememberEsimOrder(7, 'ORD-1', storage);
    expect(JSON.parse(storage.items.get(ESIM_ORDERS_STORAGE_KEY) ?? '')).toEqual({ '7': 'ORD-1' });
    expect(orderTokensForEsim(7, storage)).toEqual(['token-one']);
  });

  it('are every order’s token, newest first, for an eSIM not seen here yet', () => {
    const storage = memoryStorage();
    storeOrderToken('ORD-1', 'token-one', storage);
    storeOrderToken('ORD-2', 'token-two', storage);
    expect(orderTokensForEsim(9, storage)).toEqual(['token-two', 'token-one']);
  });

  it('are at most the limit', () => {
    const storage = memoryStorage();
    for (let order = 1; order <= 8; order++) storeOrderToken(`ORD-${order}`, `token-${order}`, storage);
    expect(orderTokensForEsim(9, storage, 3)).toEqual(['token-8', 'token-7', 'token-6']);
  });

  it('are none in a browser without orders', () => {
    expect(orderTokensForEsim(7, memoryStorage())).toEqual([]);
  });
});

describe('the token of a mail’s link (docs/contracts.md §12)', () => {
  it('reads the eSIM of its install link first, and then its order', () => {
    const storage = memoryStorage();
    const session = memoryStorage();
    storeOrderToken('ORD-2', 'token-two', storage);
    storeLinkToken({ esimId: 7 }, 'link-seven', session);
    expect(JSON.parse(session.items.get(LINK_TOKENS_STORAGE_KEY) ?? '')).toEqual({ 'esim:7': 'link-seven' });
    expect(storage.items.has(LINK_TOKENS_STORAGE_KEY)).toBe(false);
    expect(orderTokensForEsim(7, storage, 5, session)).toEqual(['link-seven']);
    expect(orderTokensForEsim(8, storage, 5, session)).toEqual(['token-two']);

    expect(readOrderToken('ORD-1', storage, session)).toBeUndefined();
    rememberEsimOrder(7, 'ORD-1', storage, session);
    expect(readLinkToken({ orderId: 'ORD-1' }, session)).toBe('link-seven');
    expect(readOrderToken('ORD-1', storage, session)).toBe('link-seven');
  });

  it('gives way to the access token of an order placed in this browser', () => {
    const storage = memoryStorage();
    const session = memoryStorage();
    storeOrderToken('ORD-1', 'token-one', storage);
    storeLinkToken({ orderId: 'ORD-1' }, 'link-one', session);
    expect(readOrderToken('ORD-1', storage, session)).toBe('token-one');
    expect(readOrderToken('ORD-1', memoryStorage(), session)).toBe('link-one');
  });
});
