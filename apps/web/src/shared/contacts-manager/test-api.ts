import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContactRow } from '@fieldline/contracts/contacts/contacts.contract';

// Test-only: a real HTTP server answering the calls the contacts manager makes, so the
// app's own API client runs its real fetch path (nothing of ours is mocked).

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  at: number;
}

export function contactRow(id: number, overrides: Partial<ContactRow> = {}): ContactRow {
  return {
    id,
    firstName: `First${id}`,
    lastName: `Last${id}`,
    displayName: `First${id} Last${id}`,
    title: 'Manager',
    workPhone: '303-555-0100',
    cellPhone: null,
    email: `c${id}@example.com`,
    isActive: true,
    isEmailValid: true,
    isPrimaryContact: false,
    customer: { id: 5, name: 'Acme' },
    receiveSignoffs: false,
    isCustomerContact: true,
    isLocationContact: false,
    ...overrides,
  };
}

export interface FakeApi {
  requests: Recorded[];
  /** Rows linked to the location (answer of contacts/search?locationId=). */
  linked: ContactRow[];
  /** The customer's rows. */
  own: ContactRow[];
  /** Account numbers already used. */
  accountNumbers: string[];
  close(): Promise<void>;
  origin: string;
}

export async function startFakeApi(): Promise<FakeApi> {
  const state: Omit<FakeApi, 'close' | 'origin'> = { requests: [], linked: [], own: [], accountNumbers: [] };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    state.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      at: Date.now(),
    });
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': '*',
      });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') return send(204);
    const p = url.pathname;
    if (p === '/v1/customers/search') {
      const acct = url.searchParams.get('accountNumber') ?? '';
      const hits = state.accountNumbers.filter((a) => a.toLowerCase() === acct.toLowerCase());
      return send(200, {
        data: hits.map((a, i) => ({ id: 100 + i, accountNumber: a })),
        count_filtered: hits.length,
      });
    }
    if (/^\/v1\/customers\/\d+\/contacts$/.test(p)) return send(200, state.own);
    if (/^\/v1\/customers\/\d+$/.test(p)) return send(200, { id: 5, name: 'Acme', accountNumber: 'ACME' });
    if (p === '/v1/contacts/search') {
      const rows = url.searchParams.has('locationId') ? state.linked : state.own;
      return send(200, { data: rows, count_filtered: rows.length });
    }
    if (/^\/v1\/contacts\/\d+\/location\/\d+/.test(p)) return send(req.method === 'DELETE' ? 204 : 200, {});
    return send(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        // Refetches started by the last test may still be in flight; let them finish first.
        setTimeout(() => {
          server.closeIdleConnections();
          server.close(() => resolve());
        }, 200);
      }),
  });
}
