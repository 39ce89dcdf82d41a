import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadDemoData } from '../src/demo';
import { migrateDatabase, openDatabase } from '../src/platform/db/database';
import { setRunId, TEMPLATE_DB, TEMPLATE_FILE, withDatabase } from './template';

/**
 * Migrate and seed one database before all test files; each file then starts from a copy
 * (a PGlite data-folder dump, or CREATE DATABASE ... TEMPLATE on a PostgreSQL server).
 */
export default async function setup() {
  setRunId();
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB) });
    await migrateDatabase(database);
    await loadDemoData(database.db);
    await database.close();
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  await loadDemoData(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  fs.mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  fs.writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return () => fs.rmSync(TEMPLATE_FILE, { force: true });
}
