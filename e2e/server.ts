import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { prepare } from '../apps/server/src/startup';
import { freshDatabaseUrl } from '../scripts/fresh-database';

/**
 * The browser tests' server: a freshly seeded database every run — a new PGlite folder, or,
 * with DATABASE_URL, a new database on that PostgreSQL server — and the built web app.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const databaseUrl = process.env.DATABASE_URL
  ? await freshDatabaseUrl(process.env.DATABASE_URL, process.env.E2E_DB ?? 'fieldline_e2e')
  : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-e2e-'));
const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl ?? '',
  DATA_DIR: dataDir,
  DEMO_DATA: 'true',
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Every browser test signs in; the production limit would refuse the suite's own sign-ins.
  LOGIN_RATE_LIMIT: '1000',
  // The address check answers from the spelling: browser tests never ask the internet's DNS.
  MAIL_DNS_SERVERS: 'off',
});
const { app } = await prepare(config);
await app.platform.queue.start({ workers: true });
await app.listen({ port, host: '127.0.0.1' });
console.log(`e2e server on http://127.0.0.1:${port}`);
