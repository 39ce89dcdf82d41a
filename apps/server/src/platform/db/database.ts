import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The one query type every module uses: a database or an open transaction, on PGlite or pg. */
export type Db = PgDatabase<any, any, any>;

export interface SqlResult {
  rows: any[];
}
/** Raw SQL runner in the shape pg-boss expects. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlResult>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql: ExecuteSql;
  /** True when this start created a new, empty database (used to decide on demo data). */
  isNew: boolean;
  close(): Promise<void>;
  pglite?: PGlite;
}

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations',
);

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A dumped data folder to start from (tests copy one migrated database). */
  loadDataDir?: Blob;
  /** Most PostgreSQL connections kept open (default 10). */
  poolSize?: number;
  /** Run PGlite in memory (tests). */
  memory?: boolean;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize);
  return openPglite(opts);
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // No JIT compilation: the API runs short statements, whose plans the planner may cost high (the search's
  // correlated lookups), and compiling them took 1 to 1.5 s against milliseconds to run them
  // (docs/decisions/006-typeahead-word-prefix-search.md).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  let closing = false;
  // An idle connection that drops (server restart, terminated backend) is reported on the pool. Without a
  // listener that 'error' event would end the process; the pool has already discarded the client and the
  // next query opens a new connection.
  pool.on('error', (err) => {
    if (!closing) console.error(`database: an idle connection was lost (${err.message})`);
  });
  // numeric, date and bigint arrive as strings: money and business dates must never become JS numbers or Dates.
  const db = drizzlePg(pool);
  const { rows } = await pool.query(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
  );
  return {
    kind: 'postgres',
    db,
    executeSql: (text, values) => pool.query(text, values as any[]),
    isNew: rows[0].n === 0,
    close: async () => {
      closing = true;
      await pool.end();
    },
  };
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  let dataDir: string | undefined;
  let isNew = true;
  if (!opts.memory && opts.dataDir) {
    dataDir = path.resolve(opts.dataDir, 'pglite');
    isNew = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm, btree_gist },
    parsers: {},
  });
  if (opts.loadDataDir) isNew = false;
  const db = drizzlePglite(client);
  return {
    kind: 'pglite',
    db,
    executeSql: pgliteExecutor(client),
    isNew,
    close: () => client.close(),
    pglite: client,
  };
}

interface PgliteLike {
  query(text: string, values?: any[]): Promise<{ rows: any[] }>;
  exec(text: string): Promise<Array<{ rows: any[] }>>;
}

/** PGlite runs parameterless multi-statement scripts (pg-boss's schema) only through exec. */
export function pgliteExecutor(client: PgliteLike): ExecuteSql {
  return async (text, values) => {
    if (!values || values.length === 0) {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    return client.query(text, values as any[]);
  };
}

/** The raw executor of an open drizzle transaction, so queued jobs commit or roll back with it. */
export function executorOf(database: Database, tx: Db): ExecuteSql {
  const client = (tx as any).session?.client;
  if (!client || client === database.pglite) return database.executeSql;
  if (database.kind === 'pglite') return pgliteExecutor(client);
  return (text, values) => client.query(text, values);
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePg(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
  }
}
