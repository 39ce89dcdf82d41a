import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import { prepare } from '../apps/server/src/startup';

/**
 * The browser tests' server: a freshly seeded database every run — a new PGlite folder, or,
 * with DATABASE_URL, a new database on that PostgreSQL server — and the built web app.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
let databaseUrl: string | undefined;
if (process.env.DATABASE_URL) {
  const name = 'fieldline_e2e';
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  databaseUrl = u.toString();
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-e2e-'));
const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl ?? '',
  DATA_DIR: dataDir,
  DEMO_DATA: 'true',
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
});
const { app } = await prepare(config);
await app.platform.queue.start({ workers: true });
await app.listen({ port, host: '127.0.0.1' });
console.log(`e2e server on http://127.0.0.1:${port}`);
