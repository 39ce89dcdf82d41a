import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. '/v1/address/verify'. */
  url: string;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delay?: number;
  /** Extra response headers (e.g. x-single-bin-inventory). */
  headers?: Record<string, string>;
}

export type Handler = (req: RecordedRequest) => Reply | undefined | Promise<Reply | undefined>;

export interface FakeApiServer {
  origin: string;
  requests: RecordedRequest[];
  setHandler(handler: Handler): void;
  /** Resolves once every call that reached the server has been answered (call it after each test). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

function send(res: ServerResponse, { status = 200, body, headers = {} }: Reply) {
  if (body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * A real HTTP server answering like the Fieldline API, and the happy-dom page moved to its
 * origin, so the app's own clients (base URL '/v1') run their real fetch path against it.
 * Unhandled calls answer 404 with the API's error shape.
 */
export async function startFakeApi(initial: Handler = () => undefined): Promise<FakeApiServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  let pending = 0;
  const server: Server = createServer(async (req, res) => {
    pending += 1;
    res.on('close', () => {
      pending -= 1;
    });
    const recorded = { method: req.method ?? 'GET', url: req.url ?? '/', body: await readBody(req) };
    requests.push(recorded);
    const reply = (await handler(recorded)) ?? {
      status: 404,
      body: { message: `No fake for ${recorded.method} ${recorded.url}`, code: 'NOT_FOUND' },
    };
    if (reply.delay) await new Promise((r) => setTimeout(r, reply.delay));
    send(res, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/`);
  return {
    origin,
    requests,
    setHandler(next) {
      handler = next;
    },
    // Unmounting with calls still open makes happy-dom drop their sockets and log 'socket hang up'
    // (a few late calls can still do so; the message is noise, not a failure).
    settle: async () => {
      const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
      await pause(50);
      for (let i = 0; pending > 0 && i < 100; i += 1) await pause(20);
      await pause(10);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Errors as the API sends them. */
export const apiError = (status: number, message: string, code = 'ERROR'): Reply => ({
  status,
  body: { message, code },
});
