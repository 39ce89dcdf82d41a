import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/authenticate';

/** Hashed build output: a new build gives changed files new names, so browsers may keep them for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files: kept, but checked with the server on every use. */
export const REVALIDATE = 'no-cache';
/** Where the build puts hashed files (Vite's build.assetsDir). */
const HASHED_DIR = 'assets';

/** The built web app's index.html, or undefined when the app was not built. */
export function readWebIndex(dir: string): string | undefined {
  const file = path.join(dir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** Read by the web app before it asks who is signed in (apps/web/src/app/auth/AuthProvider.tsx). */
export const NO_SESSION_META = '<meta name="fieldline-session" content="none" />';

/**
 * The index.html for a page request. Without a session cookie nobody can be signed in: the page says so,
 * and the app skips the probe that would answer 401 (an error in the browser's console on every sign-in).
 */
export function webPageFor(html: string): (req: FastifyRequest) => string {
  const signedOut = html.replace('<head>', `<head>${NO_SESSION_META}`);
  return (req) => (req.cookies?.[SESSION_COOKIE] ? html : signedOut);
}

/**
 * Compresses API answers of 1 KiB and more. Brotli at quality 4 costs about what gzip does at its default
 * level and saves more; the static files come pre-compressed at the highest levels and are left alone.
 * Request bodies are not decompressed: body limits stay limits on what is read.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * Serves the built web app's files from dir: the .br or .gz the build wrote beside each file when the browser
 * accepts it, hashed files cached for a year, anything else revalidated. Source maps stay on the server
 * (the build writes them for reading stack traces, without linking them from the scripts).
 */
export async function serveWebApp(app: FastifyInstance, dir: string): Promise<void> {
  const hashed = path.join(path.resolve(dir), HASHED_DIR) + path.sep;
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Compressed copies are found beside their file; only the files themselves get routes.
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', file.startsWith(hashed) ? IMMUTABLE : REVALIDATE);
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
