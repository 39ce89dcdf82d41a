import { loadConfig } from './config';
import { DEMO_EMAIL, DEMO_PASSWORD, hasData, loadDemoData } from './demo';
import { migrateDatabase, openDatabase } from './platform/db/database';
import { LocalFileStorage } from './platform/files';

// npm run seed: migrate and load the demo data into an empty database.
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.dataDir,
});
await migrateDatabase(database);
if (await hasData(database.db)) {
  console.log(
    'The database already has data; demo data was not loaded. Use an empty database (or delete ./data) to reseed.',
  );
} else {
  await loadDemoData(database.db, new LocalFileStorage(config.storageDir));
  console.log(`Demo data loaded. Sign in as ${DEMO_EMAIL} with password ${DEMO_PASSWORD}.`);
}
await database.close();
