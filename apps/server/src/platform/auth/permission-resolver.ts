import type { AccessLevelValue } from '@fieldline/contracts/common/permissions';
import type { Db } from '../db/database';

export type AccessMap = Map<number, AccessLevelValue>;
export type AccessLoader = (db: Db, userId: number) => Promise<AccessMap>;

/**
 * A user's access levels, cached per user. Role and user changes call invalidate (after their commit)
 * so the next request reloads; removeCacheUser / removeCacheAllUsers expose the same to administrators.
 * Loads read through the root database: never await them inside a request transaction (on PGlite,
 * with its single connection, that read would wait for the transaction forever).
 */
export class PermissionResolver {
  private cache = new Map<number, Promise<AccessMap>>();

  constructor(
    private readonly db: Db,
    private readonly loader: AccessLoader,
  ) {}

  accessMap(userId: number): Promise<AccessMap> {
    let entry = this.cache.get(userId);
    if (!entry) {
      entry = this.loader(this.db, userId);
      this.cache.set(userId, entry);
      entry.catch(() => this.cache.delete(userId));
    }
    return entry;
  }

  async level(userId: number, permissionId: number): Promise<AccessLevelValue> {
    return (await this.accessMap(userId)).get(permissionId) ?? 0;
  }

  invalidateUser(userId: number): void {
    this.cache.delete(userId);
  }

  invalidateAll(): void {
    this.cache.clear();
  }
}
