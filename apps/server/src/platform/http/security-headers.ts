import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { requestProtocol } from './proxy';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (HTML, API, docs). The app and /docs load only their own scripts; Mantine
 * sets inline styles at run time, hence 'unsafe-inline' for styles alone. HSTS only over HTTPS (it would pin
 * a plain-HTTP install to a scheme it does not serve).
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (requestProtocol(req) === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}
