import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPendingUser, storePendingUser, type PendingUser } from './pending-user';

const user: PendingUser = {
  email: 'jan@example.nl',
  name: 'Jan de Vries',
  phone: '0612345678',
  newsletter: false,
  registrationTime: '2026-11-28T10:00:00.000Z',
  plan: null,
};

function stubStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the pending user', () => {
  it('reads back what registration stored, and only its fields', () => {
    stubStorage();
    storePendingUser({ ...user, plan: 'professional' });
    expect(readPendingUser()).toEqual({ ...user, plan: 'professional' });
    stubStorage({ pendingUser: JSON.stringify({ ...user, token: 'x' }) });
    expect(readPendingUser()).toEqual(user);
  });

  it('is null for nothing stored, something else stored, or no storage at all', () => {
    stubStorage();
    expect(readPendingUser()).toBeNull();
    for (const stored of ['{', '"jan@example.nl"', 'null', JSON.stringify({ ...user, newsletter: 'no' })]) {
      stubStorage({ pendingUser: stored });
      expect(readPendingUser()).toBeNull();
    }
    const { plan: _plan, ...withoutPlan } = user;
    stubStorage({ pendingUser: JSON.stringify(withoutPlan) });
    expect(readPendingUser()).toBeNull();
    vi.unstubAllGlobals();
    expect(readPendingUser()).toBeNull();
  });
});
