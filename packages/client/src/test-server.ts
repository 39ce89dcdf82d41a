import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';

// Test-only helper (not exported from index): a real HTTP server so tests exercise actual fetch behaviour.

export type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

export interface TestServer {
  origin: string;
  close(): Promise<void>;
}

export async function startServer(handler: Handler): Promise<TestServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A port that was just listening and is now closed, so connecting to it is refused. */
export async function closedPortOrigin(): Promise<string> {
  const s = await startServer(() => {});
  await s.close();
  return s.origin;
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
}

export interface Echo {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  bodyBytes: number;
  query: unknown;
}

/** Replies with what the server actually received, as parsed on the server side. */
export function echo(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  const url = req.url ?? '';
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const reply: Echo = {
    method: req.method ?? '',
    url,
    headers: req.headers,
    body: body.toString('utf8'),
    bodyBytes: body.length,
    query: qs.parse(search),
  };
  sendJson(res, 200, reply);
}
