import type { AuthUser } from './auth-user';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Resolved tokens for a few seconds, so a burst of calls does not look the session up each time.
 * Sign-out, token revocation, deactivation and password resets forget the entries at once in this
 * process; another server process sees such a change within TTL_MS.
 */
export class SessionCache {
  private entries = new Map<string, { user: AuthUser; until: number }>();

  get(tokenHash: string): AuthUser | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (hit.until < Date.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return hit.user;
  }

  set(tokenHash: string, user: AuthUser): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { user, until: Date.now() + TTL_MS });
  }

  forgetSession(sessionId: string): void {
    for (const [key, entry] of this.entries) if (entry.user.sessionId === sessionId) this.entries.delete(key);
  }

  forgetUser(userId: number): void {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
