import { compile } from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';

const trustFns = new WeakMap<string[], (addr: string, i: number) => boolean>();

/**
 * True when the connection comes from a configured proxy (TRUST_PROXY). Fastify believes X-Forwarded-Proto
 * and X-Forwarded-Host from any peer once trustProxy is set, so the headers are read only after this check.
 */
export function fromTrustedProxy(req: FastifyRequest): boolean {
  const list = req.server.platform.config.trustProxy;
  if (list.length === 0) return false;
  let trust = trustFns.get(list);
  if (!trust) {
    trust = compile(list);
    trustFns.set(list, trust);
  }
  const peer = req.raw.socket?.remoteAddress;
  return peer !== undefined && trust(peer, 0);
}

const encrypted = (req: FastifyRequest) => Boolean((req.raw.socket as { encrypted?: boolean })?.encrypted);

/** The scheme the user's browser used: the socket's, or a trusted proxy's X-Forwarded-Proto. */
export function requestProtocol(req: FastifyRequest): 'http' | 'https' {
  if (encrypted(req)) return 'https';
  return fromTrustedProxy(req) && req.protocol === 'https' ? 'https' : 'http';
}

/** The host the user's browser asked for: Host, or a trusted proxy's X-Forwarded-Host. */
export function requestHost(req: FastifyRequest): string | undefined {
  return fromTrustedProxy(req) ? req.host : req.headers.host;
}
