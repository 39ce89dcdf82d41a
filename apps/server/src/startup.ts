import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { createFirstAdministrator, DEMO_EMAIL, DEMO_PASSWORD, hasData, loadDemoData } from './demo';
import { type Database, migrateDatabase, openDatabase } from './platform/db/database';
import { LocalFileStorage } from './platform/files';

export interface Started {
  app: FastifyInstance;
  database: Database;
  signIn?: { email: string; password: string };
}

/** Open the database, migrate, load first-run data and build the app (shared by main and worker). */
export async function prepare(
  config: Config,
  opts: { logger?: boolean; logStream?: DestinationStream } = {},
): Promise<Started> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
  });
  await migrateDatabase(database);
  let signIn: Started['signIn'];
  if (!(await hasData(database.db))) {
    // Demo data by default on the embedded database; a PostgreSQL server gets it only when asked.
    const demo = config.demoData ?? (database.kind === 'pglite' && !config.adminEmail);
    if (demo) {
      await loadDemoData(database.db, new LocalFileStorage(config.storageDir));
      signIn = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
    } else if (config.adminEmail && config.adminPassword) {
      await createFirstAdministrator(database.db, config.adminEmail, config.adminPassword);
      signIn = { email: config.adminEmail, password: '(the ADMIN_PASSWORD you set)' };
    } else {
      throw new Error(
        'The database is empty. Set DEMO_DATA=true to load demo data, or ADMIN_EMAIL and ADMIN_PASSWORD (12+ characters) to create the first administrator.',
      );
    }
  } else if (config.demoData !== false) {
    signIn = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
  }
  const app = await buildApp({ config, database, logger: opts.logger, logStream: opts.logStream });
  return { app, database, signIn };
}
