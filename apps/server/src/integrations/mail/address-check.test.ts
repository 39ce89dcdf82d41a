import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDns, startFakeDns } from '../../../test/fakes/dns';
import { AddressChecker, type MxResolver } from '.';
import { CHECK_DEADLINE_MS } from './address-check';

let dns: FakeDns;
let checker: AddressChecker;

beforeAll(async () => {
  dns = await startFakeDns();
  checker = AddressChecker.fromServers([dns.server]);
});
afterAll(() => dns.close());

describe('the address check', () => {
  it('accepts an address whose domain has an MX record', async () => {
    expect(await checker.check(' Pat.Lee@Mail.test ')).toEqual({
      email: 'Pat.Lee@Mail.test',
      isValid: true,
      isVerified: true,
      status: 'valid',
      domain: 'mail.test',
      mxHosts: ['mx1.mail.test'],
      message: 'The domain mail.test receives e-mail.',
    });
  });

  it('accepts a domain without MX that has an address record (the implicit MX)', async () => {
    expect(await checker.check('x@a-only.test')).toMatchObject({
      isValid: true,
      isVerified: true,
      status: 'valid',
      mxHosts: ['a-only.test'],
    });
  });

  it('refuses a domain with a null MX and one with neither MX nor address', async () => {
    expect(await checker.check('x@null-mx.test')).toMatchObject({
      isValid: false,
      isVerified: true,
      status: 'no-mail',
      message: 'The domain null-mx.test does not receive e-mail.',
    });
    expect(await checker.check('x@no-mail.test')).toMatchObject({ isValid: false, status: 'no-mail' });
  });

  it('refuses a domain that does not exist, once the resolver is seen to answer (root name servers)', async () => {
    expect(await checker.check('x@nowhere.test')).toMatchObject({
      isValid: false,
      isVerified: true,
      status: 'no-domain',
      message: 'The domain nowhere.test does not exist.',
    });
    expect(dns.queries).toContain('NS .');
  });

  it('refuses bad spelling without asking DNS', async () => {
    const asked = dns.queries.length;
    for (const bad of ['not-an-address', 'a@', '@b.test', 'a b@mail.test', `${'x'.repeat(65)}@mail.test`])
      expect(await checker.check(bad)).toMatchObject({
        isValid: false,
        isVerified: false,
        status: 'invalid-syntax',
      });
    expect(dns.queries.length).toBe(asked);
  });

  it('caches answers per domain', async () => {
    const asked = dns.queries.length;
    await checker.check('someone.else@mail.test');
    expect(dns.queries.length).toBe(asked);
  });

  it('answers offline (valid, unverified) when DNS cannot be reached', async () => {
    const unreachable = AddressChecker.fromServers(['127.0.0.1:1']);
    expect(await unreachable.check('x@mail.test')).toEqual({
      email: 'x@mail.test',
      isValid: true,
      isVerified: false,
      status: 'unverified',
      domain: 'mail.test',
      mxHosts: [],
      message: 'The domain could not be checked (DNS unreachable): only the spelling was checked.',
    });
    expect(await AddressChecker.fromServers('off').check('x@nowhere.test')).toMatchObject({
      isValid: true,
      status: 'unverified',
    });
  });

  it('does not believe "no such domain" from a resolver that says it of the root zone too', async () => {
    const nx = () => Promise.reject(Object.assign(new Error('queryMx ENOTFOUND'), { code: 'ENOTFOUND' }));
    const everythingMissing: MxResolver = { resolveMx: nx, resolve4: nx, resolve6: nx, resolveNs: nx };
    expect(await new AddressChecker(everythingMissing).check('x@example.com')).toMatchObject({
      isValid: true,
      isVerified: false,
      status: 'unverified',
    });
  });

  it('answers offline when DNS does not answer within the deadline', async () => {
    const never = () => new Promise<never>(() => {});
    const silent: MxResolver = { resolveMx: never, resolve4: never, resolve6: never, resolveNs: never };
    const started = Date.now();
    expect(await new AddressChecker(silent).check('x@mail.test')).toMatchObject({
      isValid: true,
      status: 'unverified',
    });
    expect(Date.now() - started).toBeLessThan(CHECK_DEADLINE_MS + 1000);
  });
});
