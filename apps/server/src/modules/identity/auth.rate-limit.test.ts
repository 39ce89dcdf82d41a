import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/factories';
import { createTestApp, DEMO_EMAIL, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { sessions } from './identity.table';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 3 });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });

describe('sign-in rate limit', () => {
  it('refuses the 4th attempt in a minute with 429, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await login(DEMO_EMAIL, 'wrong-password-here')).statusCode).toBe(401);
    const before = await countRows(t, sessions);
    const res = await login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: Messages.rateLimited, code: ErrorCodes.RATE_LIMITED });
    expect(res.cookies).toEqual([]);
    expect(await countRows(t, sessions)).toBe(before);
  });

  it('counts attempts per e-mail address', async () => {
    const res = await login('dana.whitfield@example.com', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
  });
});
