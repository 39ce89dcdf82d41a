import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { IMMUTABLE, NO_SESSION_META, REVALIDATE } from './web-app';

// A build as Vite writes it: hashed files under assets/ with .br and .gz beside them, hidden source maps.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const index = '<!doctype html><html lang="en"><head><title>Fieldline</title></head><body></body></html>';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-web-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), index);
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js'), script);
fs.writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.gz'), zlib.gzipSync(script));
fs.writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.map'), '{"version":3,"sources":[]}');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('web app files', () => {
  it('keeps hashed files for a year and revalidates index.html and unhashed files', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe(script);

    for (const url of ['/index.html', '/favicon.svg']) {
      expect((await get(url)).headers['cache-control']).toBe(REVALIDATE);
    }
    // Client-side routes answer index.html, also revalidated.
    const route = await get('/customers', { accept: 'text/html' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    // Without a session cookie the page says nobody is signed in; with one, the app asks who is.
    expect(route.body).toContain(NO_SESSION_META);
    const withCookie = await get('/customers', { accept: 'text/html', cookie: 'fl_session=abc' });
    expect(withCookie.body).toBe(index);
  });

  it('serves the brotli or gzip copy the browser accepts, with Content-Encoding', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('does not serve source maps, nor the compressed copies by name', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.map', '/assets/index-Ab12Cd34.js.br']) {
      expect((await get(url)).statusCode).toBe(404);
      // Not index.html either, when a browser asks for the page.
      expect((await get(url, { accept: 'text/html' })).statusCode).toBe(404);
    }
    expect((await get('/assets/missing-Zz99.js', { accept: 'text/html,*/*' })).statusCode).toBe(404);
  });

  it('answers the app for the assets list page, whose path is the build folder without its slash', async () => {
    for (const url of ['/assets', '/assets?query=van']) {
      const page = await get(url, { accept: 'text/html' });
      expect([url, page.statusCode, page.headers['content-type']]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
      ]);
    }
  });
});

describe('API answers', () => {
  it('compresses JSON of 1 KiB and more for a browser that accepts it, and leaves small answers alone', async () => {
    const token = await t.login();
    const big = await t.as(token)({
      method: 'GET',
      url: '/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).openapi).toBeDefined();

    const small = await t.as(token)({
      method: 'GET',
      url: '/v1/ping',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
