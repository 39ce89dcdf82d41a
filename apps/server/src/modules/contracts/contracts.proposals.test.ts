import { Permission } from '@fieldline/contracts/common/permissions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import {
  admin,
  api,
  fields,
  putSchedule,
  seedContract,
  t,
  useVisitsApp,
} from '../contract-visits/contract-visits.test-kit';
import { items } from '../items/items.table';

useVisitsApp();

async function pdfText(body: Buffer): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parsed = await new PDFParse({ data: new Uint8Array(body) }).getText();
  return parsed.text.replace(/\s+/g, ' ');
}

/** A quarterly agreement with a $69.00 line, a visit schedule, a trip charge and one proposal. */
async function offered() {
  const c = await seedContract({ billingSchedule: 'Quarterly' });
  const [tune] = await t.database.db.select().from(items).where(eq(items.itemCode, 'SVC-TUNE-AC'));
  const [trip] = await t.database.db.select().from(items).where(eq(items.itemCode, 'FEE-TRIP'));
  const line = await api('POST', `/v1/contracts/${c.id}/items`, {
    itemId: tune.id,
    quantity: 1,
    price: '69.00',
  });
  expect(line.statusCode, line.body).toBe(201);
  await putSchedule(c.id, {
    frequency: 'Quarterly',
    dayOfMonth: 15,
    windowStart: '08:00',
    windowEnd: '10:00',
    equipmentIds: c.equipmentIds,
  });
  await api('PATCH', `/v1/contracts/${c.id}/fees`, {
    fees: [{ name: 'Trip charge', itemId: trip.id, amount: '49.00' }],
  });
  const res = await api('POST', `/v1/contracts/${c.id}/proposals`, {
    name: 'Comfort plan',
    introduction: 'Thank you for considering our maintenance plan.',
    terms: 'Cancel with 30 days notice.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { c, proposal: res.json() };
}

describe('contract proposals', () => {
  it('keeps proposals with a total snapshot, sent records and the Sent status; refuses bad input', async () => {
    const { c, proposal } = await offered();
    expect(proposal).toMatchObject({
      contractId: c.id,
      name: 'Comfort plan',
      status: 'Draft',
      total: '69.00',
      sent: [],
    });
    const base = `/v1/contracts/${c.id}/proposals`;
    expect(fields(await api('POST', base, { name: ' ' }))).toEqual(['name']);
    expect((await api('GET', `${base}/2147483647`)).statusCode).toBe(404);
    expect((await api('GET', '/v1/contracts/2147483647/proposals')).statusCode).toBe(404);
    const renamed = await api('PATCH', `${base}/${proposal.id}`, {
      name: 'Comfort plan 2027',
      version: proposal.version,
    });
    expect(renamed.json()).toMatchObject({ name: 'Comfort plan 2027', status: 'Draft' });
    const stale = await api('PATCH', `${base}/${proposal.id}`, { name: 'x', version: proposal.version });
    expect(stale.statusCode).toBe(409);

    const sent = await api('POST', `${base}/${proposal.id}/sent`, {
      sentTo: 'Pat at the front desk',
      method: 'In person',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const viewed = await api('PATCH', `${base}/${proposal.id}/sent/${sent.json().id}`, {
      viewedDate: '2026-11-30T15:00:00Z',
    });
    expect(viewed.json().viewedDate).toBe('2026-11-30T15:00:00.000Z');
    expect((await api('GET', `${base}/${proposal.id}`)).json()).toMatchObject({
      status: 'Sent',
      sent: [{ method: 'In person' }],
    });
    expect((await api('GET', `${base}/sent`)).json()).toEqual([
      expect.objectContaining({ proposalName: 'Comfort plan 2027', sentTo: 'Pat at the front desk' }),
    ]);

    const reader = await userWith(t, admin, [{ id: Permission.Contracts, accessLevel: 1 }]);
    expect((await api('GET', base, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('POST', base, { name: 'x' }, reader.token)).statusCode).toBe(403);
    expect(
      (
        await api(
          'POST',
          `/contracts/${c.id}/proposals/${proposal.id}/send-email`,
          { to: 'a@b.test', subject: 's', body: 'b' },
          reader.token,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('prints the agreement with its visits, fees, price per billing and terms, and e-mailing it records a sent record', async () => {
    const { c, proposal } = await offered();
    const res = await api('GET', `/contracts/${c.id}/proposals/${proposal.id}.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const s of [
      'SERVICE AGREEMENT',
      'Comfort plan',
      'Thank you for considering our maintenance plan.',
      'Quarterly visits on day 15 of the month, between 08:00 and 10:00.',
      'Trip charge',
      '$49.00',
      'Billed quarterly',
      '$69.00',
      'Cancel with 30 days notice.',
    ])
      expect(text).toContain(s);

    const mailed = await api('POST', `/contracts/${c.id}/proposals/${proposal.id}/send-email`, {
      to: 'owner@customer.test',
      subject: 'Your maintenance agreement',
      body: 'Attached.',
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const after = (await api('GET', `/v1/contracts/${c.id}/proposals/${proposal.id}`)).json();
    expect(after.status).toBe('Sent');
    expect(after.sent).toEqual([expect.objectContaining({ sentTo: 'owner@customer.test', method: 'Email' })]);
    expect((await api('GET', `/contracts/${c.id}/proposals/${proposal.id}/emails`)).json()).toHaveLength(1);
  });
});
