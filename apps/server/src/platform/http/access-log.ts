import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a log line says about a request and its answer: these serializers name their fields, so no header
 * (Authorization, Cookie, Set-Cookie) can reach the log, and a `token` in the query string is masked.
 * Naming the fields replaces pino's redaction, which cost about a tenth of a trivial call.
 */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: maskTokens(req.url),
    host: req.host,
    remoteAddress: req.ip,
  }),
  res: (reply: { statusCode: string | number }) => ({ statusCode: reply.statusCode }),
};

const TOKEN_PARAM = /([?&](?:token|access_token)=)[^&#]*/gi;

export function maskTokens(url: string): string {
  return url.includes('token=') || url.includes('TOKEN=') ? url.replace(TOKEN_PARAM, '$1[hidden]') : url;
}

/** One line per request, written as it completes, instead of Fastify's two (arrival and completion). */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onResponse', logResponse);
}

function logResponse(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.log.info(
    { req, res: reply, responseTime: reply.elapsedTime, userId: req.user?.id },
    'request completed',
  );
  done();
}
