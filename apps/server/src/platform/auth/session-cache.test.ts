import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../context';
import { SessionCache } from './session-cache';

const user = (id: number, sessionId: string): AuthUser => ({
  id,
  email: `u${id}@example.test`,
  displayName: `User ${id}`,
  sessionId,
  tokenKind: 'session',
  viaCookie: false,
});

afterEach(() => vi.useRealTimers());

describe('SessionCache', () => {
  it('answers an entry for a few seconds only', () => {
    vi.useFakeTimers();
    const cache = new SessionCache();
    cache.set('h1', user(1, 's1'));
    expect(cache.get('h1')?.id).toBe(1);
    vi.advanceTimersByTime(4_000);
    expect(cache.get('h1')?.id).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgets one session, or every session of a user, at once', () => {
    const cache = new SessionCache();
    cache.set('a', user(1, 's1'));
    cache.set('b', user(1, 's2'));
    cache.set('c', user(2, 's3'));
    cache.forgetSession('s1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.sessionId).toBe('s2');
    cache.forgetUser(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.id).toBe(2);
    cache.clear();
    expect(cache.get('c')).toBeUndefined();
  });
});
