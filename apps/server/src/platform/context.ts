import type { Config } from '../config';
import type { AuthUser } from './auth/auth-user';
import type { PermissionResolver } from './auth/permission-resolver';
import type { SessionCache } from './auth/session-cache';
import type { Database, Db } from './db/database';
import type { FileStorage } from './files';
import type { Queue } from './queue';

export type { AuthUser };

/** Shared services every module reaches through `app.platform`. */
export interface Platform {
  config: Config;
  database: Database;
  queue: Queue;
  files: FileStorage;
  permissions: PermissionResolver;
  resolveToken: (db: Db, token: string) => Promise<AuthUser | null>;
  sessions: SessionCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: import('./http/route').Access;
  }
}
