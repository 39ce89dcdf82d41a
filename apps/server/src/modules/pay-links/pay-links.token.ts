import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The pay-link token (decision 017): `base64url(payload) "." base64url(HMAC-SHA256(key, purpose \n payload))`,
 * payload `invoiceId.linkVersion.expiresAtSeconds`. The purpose is signed in, so a signature made for another
 * kind of link (should one come) can never open an invoice. Nothing secret is in the payload.
 */
export const PAY_PURPOSE = 'invoice-pay';

export interface PayClaims {
  invoiceId: number;
  linkVersion: number;
  /** Unix seconds. */
  expiresAt: number;
}

const PAYLOAD = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,11})$/;
const MAX_INT32 = 2147483647;

const mac = (key: string, payload: string) =>
  createHmac('sha256', key).update(`${PAY_PURPOSE}\n${payload}`).digest();

export function signPayToken(key: string, claims: PayClaims): string {
  const payload = `${claims.invoiceId}.${claims.linkVersion}.${claims.expiresAt}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(key, payload).toString('base64url')}`;
}

/** The claims of a token this key signed, or null (altered, malformed, another key). Expiry is not checked here. */
export function readPayToken(key: string, token: string): PayClaims | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[\w-]+$/.test(parts[0]) || !/^[\w-]+$/.test(parts[1])) return null;
  const payload = Buffer.from(parts[0], 'base64url').toString('latin1');
  const m = PAYLOAD.exec(payload);
  // Re-encoding must give back the same text: no second spelling of one payload passes.
  if (!m || Buffer.from(payload).toString('base64url') !== parts[0]) return null;
  const given = Buffer.from(parts[1], 'base64url');
  // The same for the signature: its last character carries unused bits, so "…B" would decode like "…A".
  if (given.toString('base64url') !== parts[1]) return null;
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [invoiceId, linkVersion, expiresAt] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (invoiceId > MAX_INT32 || linkVersion > MAX_INT32) return null;
  return { invoiceId, linkVersion, expiresAt };
}

export const newSigningKey = () => randomBytes(32).toString('base64url');
