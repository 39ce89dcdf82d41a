import { loginBodySchema, loginResultSchema } from '@fieldline/contracts/identity/identity.contract';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../platform/auth/authenticate';
import { route } from '../../platform/http/route';
import { getSettings } from '../system';
import * as sessions from './sessions.service';
import { getCurrentUser } from './users.service';

export async function authRoutes(app: FastifyInstance) {
  const { config } = app.platform;
  route(app, {
    method: 'POST',
    url: '/v1/auth/login',
    access: 'public',
    tags: ['auth'],
    summary: 'Sign in with e-mail and password; sets the session cookie and returns a bearer token',
    body: loginBodySchema,
    response: loginResultSchema,
    config: {
      rateLimit: {
        max: config.loginRateLimit,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (req: any) => `${req.ip}|${String(req.body?.email ?? '').toLowerCase()}`,
      },
    },
    handler: async ({ db, body, reply, req }) => {
      const hours = (await getSettings(db)).SessionTimeoutHours;
      const { token, userId } = await sessions.login(db, body.email, body.password, hours, req.id);
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
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
