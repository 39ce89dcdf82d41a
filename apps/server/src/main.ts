import { loadConfig } from './config';
import { prepare } from './startup';

const config = loadConfig();
const { app, database, signIn } = await prepare(config);
await app.platform.queue.start({ workers: config.workers });
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
const lines = [
  '',
  `  Fieldline is running at ${url}`,
  `  Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
  `  API docs: ${url}/docs`,
  signIn ? `  Sign in as ${signIn.email} with password ${signIn.password}` : '',
  '',
];
console.log(lines.filter((l, i) => l || i === 0 || i === lines.length - 1).join('\n'));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await app.platform.queue.stop();
    await database.close();
    process.exit(0);
  });
}
