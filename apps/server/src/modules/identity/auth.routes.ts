import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { loginBodySchema, loginResultSchema } from '@fieldline/contracts/identity/identity.contract';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../platform/auth/authenticate';
import { AppError } from '../../platform/errors';
import { requestProtocol } from '../../platform/http/proxy';
import { route } from '../../platform/http/route';
import { getSettings } from '../system';
import * as sessions from './sessions.service';
import { getCurrentUser } from './users.service';

export async function authRoutes(app: FastifyInstance) {
  const { config } = app.platform;
  // Per address and e-mail once the (small) body is read; per address alone before it is read, loose enough
  // for an office behind one address, so a flood of sign-ins is cut off before any body is parsed.
  const perAccount = app.createRateLimit({
    max: config.loginRateLimit,
    timeWindow: '1 minute',
    keyGenerator: (req: any) => `${req.ip}|${String(req.body?.email ?? '').toLowerCase()}`,
  });
  route(app, {
    method: 'POST',
    url: '/v1/auth/login',
    access: 'public',
    tags: ['auth'],
    summary: 'Sign in with e-mail and password; sets the session cookie and returns a bearer token',
    body: loginBodySchema,
    response: loginResultSchema,
    secretResponse: true,
    config: {
      rateLimit: {
        max: config.loginRateLimit * 5,
        timeWindow: '1 minute',
        hook: 'onRequest',
        keyGenerator: (req: any) => req.ip,
      },
    },
    handler: async ({ db, body, reply, req }) => {
      const limit = await perAccount(req);
      if (!limit.isAllowed && limit.isExceeded) throw tooManySignIns();
      const hours = (await getSettings(db)).SessionTimeoutHours;
      const { token, userId } = await sessions.login(db, body.email, body.password, hours, req.id);
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure || requestProtocol(req) === 'https',
        path: '/',
        maxAge: hours * 3600,
      });
      return { token, user: await getCurrentUser(db, userId) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/v1/auth/logout',
    access: 'signedIn',
    tags: ['auth'],
    summary: 'End the current session',
    status: 204,
    handler: async ({ db, user, reply, afterCommit }) => {
      await sessions.logout(db, user.sessionId);
      afterCommit(() => app.platform.sessions.forgetSession(user.sessionId));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  });
}

const tooManySignIns = () => new AppError(429, ErrorCodes.RATE_LIMITED, Messages.rateLimited);
