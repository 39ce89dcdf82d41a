import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { requestProtocol } from './proxy';

const HSTS = 'max-age=31536000; includeSubDomains';
/** The one script of Plaid's that Link needs (plaid.com/docs/link/web). */
export const PLAID_LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

/**
 * Security headers on every answer (HTML, API, docs). The app and /docs load only their own scripts; Mantine
 * sets inline styles at run time, hence 'unsafe-inline' for styles alone. HSTS only over HTTPS (it would pin
 * a plain-HTTP install to a scheme it does not serve). Stripe's card fields are its own script and frames,
 * with the sources Stripe documents for a CSP (docs.stripe.com/security/guide#content-security-policy): the
 * card number is typed into Stripe's frame, never into this page (docs/cards.md). Plaid Link, which connects a
 * bank feed, is likewise Plaid's own script and frame (its script may only be loaded from cdn.plaid.com) and
 * talks to Plaid's API; the bank login is typed into Plaid's frame, never into this page (docs/banking.md).
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com', PLAID_LINK_SCRIPT],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [
        "'self'",
        'https://api.stripe.com',
        'https://production.plaid.com',
        'https://sandbox.plaid.com',
      ],
      frameSrc: [
        "'self'",
        'blob:',
        'https://js.stripe.com',
        'https://hooks.stripe.com',
        'https://cdn.plaid.com',
      ],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  hsts: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
} as const;

/**
 * The headers helmet sets, worked out once. They depend on nothing in the request, and building helmet's
 * middleware for each request (what @fastify/helmet does) cost a tenth of a trivial signed-in call.
 */
export function securityHeaderValues(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(HELMET_OPTIONS)({} as never, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/** Sets the request id and the security headers as the request arrives (one callback hook, no promise). */
export function requestHeaders(app: FastifyInstance): void {
  const headers = securityHeaderValues();
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    reply.headers(headers);
    if (requestProtocol(req) === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
