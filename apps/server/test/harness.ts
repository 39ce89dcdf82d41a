import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/demo';
import { type Database, openDatabase } from '../src/platform/db/database';
import { TEMPLATE_DB, TEMPLATE_FILE, withDatabase } from './template';

export { DEMO_EMAIL, DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Sign in and return the bearer token. */
  login(email?: string, password?: string): Promise<string>;
  /** An inject bound to a bearer token (or anonymous with null). */
  as(token: string | null): (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Start the pg-boss queue with workers (after ready). */
  queue?: boolean;
  loginRateLimit?: number;
  /** Sees every route as it is registered. */
  onRoute?: (route: RouteOptions) => void;
  /** Settings over process.env for this app (e.g. GEOCODER_URL of a fake server). */
  env?: Record<string, string>;
  /** Runs after the modules are registered and before ready: add test-only routes or queue jobs here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/** A fresh copy of the seeded test database with the whole app on it (one per test file). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await copyDatabase();
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-files-'));
  const config = loadConfig({
    ...process.env,
    STORAGE_DIR: storageDir,
    LOG_LEVEL: process.env.TEST_LOG === '1' ? 'error' : 'silent',
    LOGIN_RATE_LIMIT: String(options.loginRateLimit ?? 1000),
    WEB_DIST: path.join(storageDir, 'no-web'),
    // Tests never ask the internet's DNS (the address check answers from the spelling); mail tests set a fake.
    MAIL_DNS_SERVERS: 'off',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: process.env.TEST_LOG === '1',
    onRoute: options.onRoute,
  });
  await options.beforeReady?.(app);
  await app.ready();
  if (options.queue) await app.platform.queue.start({ workers: true, pollingIntervalSeconds: 0.5 });

  const login = async (email = DEMO_EMAIL, password = DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  const as = (token: string | null) => (opts: InjectOptions) =>
    app.inject({
      ...opts,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers },
    });

  return {
    app,
    database,
    login,
    as,
    close: async () => {
      await app.platform.queue.stop();
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

async function copyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const blob = new Blob([fs.readFileSync(TEMPLATE_FILE)]);
    return { database: await openDatabase({ loadDataDir: blob }), drop: async () => {} };
  }
  const name = `fieldline_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
