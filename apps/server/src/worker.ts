import { loadConfig } from './config';
import { prepare } from './startup';

// Runs the background workers without serving HTTP (for a separate worker process).
// On the embedded database only one process can open the data folder: use it with DATABASE_URL.
const config = loadConfig();
const { app, database } = await prepare(config);
await app.ready();
await app.platform.queue.start({ workers: true });
console.log(`Fieldline worker started (${database.kind}).`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await app.platform.queue.stop();
    await database.close();
    process.exit(0);
  });
}
