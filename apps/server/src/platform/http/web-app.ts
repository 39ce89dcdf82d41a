import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built web app's index.html, or undefined when the app was not built. */
export function readWebIndex(dir: string): string | undefined {
  const file = path.join(dir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** Serves the built web app's files from dir. */
export async function serveWebApp(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, { root: dir, wildcard: false, index: false });
}
