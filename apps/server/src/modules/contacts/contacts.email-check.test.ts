import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDns, startFakeDns } from '../../../test/fakes/dns';
import { createTestApp, type TestApp } from '../../../test/harness';

// isEmailValid follows the address check (spelling, then the domain's MX through a local DNS server).
let t: TestApp;
let dns: FakeDns;
let admin: string;

beforeAll(async () => {
  dns = await startFakeDns();
  t = await createTestApp({ env: { MAIL_DNS_SERVERS: dns.server } });
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const save = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t
    .as(admin)({ method, url, payload })
    .then((res) => {
      expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
      return res.json();
    });

describe("a contact's e-mail address", () => {
  it('is valid when its domain receives mail, invalid when it cannot', async () => {
    const good = await save('POST', '/v1/contacts', { firstName: 'Pat', email: 'pat@mail.test' });
    expect(good.isEmailValid).toBe(true);
    const nullMx = await save('POST', '/v1/contacts', { firstName: 'Sam', email: 'sam@null-mx.test' });
    expect(nullMx.isEmailValid).toBe(false);
    const missing = await save('POST', '/v1/contacts', { firstName: 'Lee', email: 'lee@nowhere.test' });
    expect(missing.isEmailValid).toBe(false);
  });

  it('is checked again when it changes, and the flag set by hand stands otherwise', async () => {
    const c = await save('POST', '/v1/contacts', { firstName: 'Kim', email: 'kim@nowhere.test' });
    expect(c.isEmailValid).toBe(false);
    const fixed = await save('PATCH', `/v1/contacts/${c.id}`, {
      email: 'kim@mail.test',
      isEmailValid: c.isEmailValid,
      version: c.version,
    });
    expect(fixed.isEmailValid).toBe(true);
    // A bounce told the office the address is dead: the flag is set by hand and kept.
    const flagged = await save('PATCH', `/v1/contacts/${c.id}`, {
      isEmailValid: false,
      version: fixed.version,
    });
    expect(flagged.isEmailValid).toBe(false);
    const renamed = await save('PATCH', `/v1/contacts/${c.id}`, { title: 'Owner', version: flagged.version });
    expect(renamed.isEmailValid).toBe(false);
  });
});
