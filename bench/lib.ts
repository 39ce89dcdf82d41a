import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/platform/db/database';
import { prepare } from '../apps/server/src/startup';
import { freshDatabaseUrl } from '../scripts/fresh-database';

/** The app on a database (PGlite when url is empty) with demo data, listening on a free port. */
export interface BenchApp {
  app: FastifyInstance;
  database: Database;
  base: string;
  token: string;
  /** The database's URL (empty for PGlite) and the server's PostgreSQL pool size. */
  url: string;
  poolSize: number;
  close(): Promise<void>;
}

export async function startApp(url: string, beforeListen?: () => Promise<void>): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-bench-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    // As production logs (info by default), into /dev/null: each request's log lines are part of its cost.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    DEMO_DATA: 'true',
  });
  const logStream = pino.destination({ dest: '/dev/null', sync: true });
  const { app, database } = await prepare(config, { logger: true, logStream });
  await beforeListen?.();
  await app.platform.queue.start({ workers: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'fieldline-demo' }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    app,
    database,
    base,
    token,
    url,
    poolSize: config.databasePoolSize,
    close: async () => {
      await app.close();
      await app.platform.queue.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app prepared in process (no HTTP) on a fresh copy of `dbName` on the PostgreSQL server at `base`, with
 * demo data and logs thrown away: for benches that call services directly.
 */
export async function prepareInProcess(base: string, dbName: string) {
  const url = await freshDatabaseUrl(base, dbName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-bench-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
  });
  const { app, database } = await prepare(config, {
    logger: true,
    logStream: pino.destination({ dest: '/dev/null', sync: true }),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Nearest-rank percentile of unsorted samples (milliseconds). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '-');
