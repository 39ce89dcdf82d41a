import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

/**
 * A DNS server on 127.0.0.1 (UDP) for the address check: `mail.test` has an MX record, `a-only.test` only an
 * address record, `null-mx.test` a "null MX" (RFC 7505), `no-mail.test` exists with neither; the root zone
 * has name servers; every other name does not exist (NXDOMAIN).
 */
export const ZONES: Record<string, dnsPacket.Answer[]> = {
  'mail.test': [{ type: 'MX', name: 'mail.test', data: { preference: 10, exchange: 'mx1.mail.test' } }],
  'a-only.test': [{ type: 'A', name: 'a-only.test', data: '192.0.2.10' }],
  'null-mx.test': [{ type: 'MX', name: 'null-mx.test', data: { preference: 0, exchange: '' } }],
  'no-mail.test': [{ type: 'TXT', name: 'no-mail.test', data: 'v=spf1 -all' }],
  '': [{ type: 'NS', name: '', data: 'a.root-servers.net' }],
};

export interface FakeDns {
  server: string;
  queries: string[];
  close(): Promise<void>;
}

export async function startFakeDns(): Promise<FakeDns> {
  const socket = dgram.createSocket('udp4');
  const queries: string[] = [];
  socket.on('message', (msg, rinfo) => {
    const query = dnsPacket.decode(msg);
    const q = query.questions?.[0];
    if (!q) return;
    const name = q.name.replace(/\.$/, '').toLowerCase();
    queries.push(`${q.type} ${name || '.'}`);
    const zone = ZONES[name];
    const answers = (zone ?? []).filter((a) => a.type === q.type);
    const reply = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (zone ? 0 : 3), // rcode 3: NXDOMAIN
      questions: [q],
      answers,
    });
    socket.send(reply, rinfo.port, rinfo.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
