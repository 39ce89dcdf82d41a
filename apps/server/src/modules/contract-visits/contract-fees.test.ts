import { Permission } from '@fieldline/contracts/common/permissions';
import { CONTRACT_FEE_MESSAGES } from '@fieldline/contracts/contract-visits/contract-fees.contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { items, itemTypes } from '../items/items.table';
import { appendOwnerLines } from '../line-items';
import {
  admin,
  api,
  fields,
  generate,
  putSchedule,
  seedContract,
  t,
  useVisitsApp,
  visits,
} from './contract-visits.test-kit';

useVisitsApp();

/** The first item of a stocked, or of a non-stock, type. */
async function itemOf(stocked: boolean) {
  const [row] = await t.database.db
    .select({ id: items.id, name: items.name })
    .from(items)
    .innerJoin(itemTypes, eq(itemTypes.id, items.typeId))
    .where(eq(itemTypes.isStocked, stocked))
    .limit(1);
  return row;
}

describe('contract fees', () => {
  it('refuses bad input naming the fields, stocked items, unknown contracts and fees, and needs the permission', async () => {
    const c = await seedContract();
    const part = await itemOf(true);
    const charge = await itemOf(false);
    const url = `/v1/contracts/${c.id}/fees`;
    const bad = await api('PATCH', url, { fees: [{ name: ' ', itemId: 0, amount: '-1' }] });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['fees[0].name', 'fees[0].itemId', 'fees[0].amount']);
    expect(fields(await api('PATCH', url, { fees: [] }))).toEqual(['fees']);
    const stocked = await api('PATCH', url, {
      fees: [{ name: 'Filters', itemId: part.id, amount: '10.00' }],
    });
    expect(stocked.statusCode).toBe(400);
    expect(stocked.json().errors).toEqual([
      { field: 'fees[0].itemId', message: CONTRACT_FEE_MESSAGES.stockedItem },
    ]);
    const foreign = await api('PATCH', url, {
      fees: [{ id: 2147483647, name: 'X', itemId: charge.id, amount: '1' }],
    });
    expect(foreign.json().errors).toEqual([{ field: 'fees', message: CONTRACT_FEE_MESSAGES.unknownFee }]);
    expect((await api('GET', '/v1/contracts/2147483647/fees')).statusCode).toBe(404);
    expect(fields(await api('DELETE', `/v1/contracts/${c.id}/deletefees?ids=a,b`))).toEqual(['ids']);
    expect(fields(await api('DELETE', `/v1/contracts/${c.id}/deletefees?ids=99999999999`))).toEqual(['ids']);

    const reader = await userWith(t, admin, [{ id: Permission.Contracts, accessLevel: 1 }]);
    const nobody = await userWith(t, admin, []);
    expect((await api('GET', url, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('GET', url, undefined, nobody.token)).statusCode).toBe(403);
    const body = { fees: [{ name: 'Trip', itemId: charge.id, amount: '5' }] };
    expect((await api('PATCH', url, body, reader.token)).statusCode).toBe(403);
    expect(
      (await api('DELETE', `/v1/contracts/${c.id}/deletefees?ids=1`, undefined, reader.token)).statusCode,
    ).toBe(403);
    expect(await (await api('GET', url)).json()).toEqual([]);
  });

  it('adds, changes and deletes fees; each generated visit job carries them and the visit items at no charge', async () => {
    const c = await seedContract();
    const part = await itemOf(true);
    const charge = await itemOf(false);
    const url = `/v1/contracts/${c.id}/fees`;
    let res = await api('PATCH', url, {
      fees: [
        { name: 'Trip charge', itemId: charge.id, amount: '45' },
        { name: 'Disposal', itemId: charge.id, amount: '12.50' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [trip, disposal] = res.json();
    expect(trip).toMatchObject({
      name: 'Trip charge',
      amount: '45.00',
      item: { id: charge.id, name: charge.name },
    });
    res = await api('PATCH', url, {
      fees: [{ id: trip.id, name: 'Trip charge', itemId: charge.id, amount: '49.99' }],
    });
    expect(res.json().map((f: { name: string; amount: string }) => [f.name, f.amount])).toEqual([
      ['Disposal', '12.50'],
      ['Trip charge', '49.99'],
    ]);
    const gone = await api('DELETE', `/v1/contracts/${c.id}/deletefees?ids=${disposal.id}`);
    expect(gone.json()).toEqual({ deleted: 1 });
    // The contract's history tells who changed its fees, newest first.
    const history = (await api('GET', `/v1/contracts/${c.id}/history`)).json();
    expect(history).toHaveLength(3);
    expect(history[0]).toMatchObject({ action: 'update', userDisplayName: expect.any(String) });
    expect(Object.keys(history[0].changes)).toEqual(['fees']);
    expect((await api('GET', '/v1/contracts/2147483647/history')).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/contracts/${c.id}/deletefees?ids=${disposal.id}`)).statusCode).toBe(400);

    await putSchedule(c.id, { frequency: 'Quarterly', dayOfMonth: 15, horizonDays: 730, description: 'PM' });
    const upd = await api('PATCH', '/v1/contracts/updateServiceVisitItems', {
      contractId: c.id,
      items: [{ itemId: part.id, quantity: 2 }],
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(await generate(c.id)).toEqual({ visitsCreated: 4, jobsCreated: 4 });
    const [first] = await visits(c.id);
    const lines = (await api('GET', `/v1/jobs/${first.job?.id}/items`)).json();
    const rows = lines.items as {
      item: { id: number };
      description: string;
      quantity: string;
      price: string;
      subtotal: string;
    }[];
    const picked = rows.map((l) => [l.item.id, l.description, l.quantity, l.price, l.subtotal]);
    expect(picked).toEqual([
      [part.id, expect.stringMatching(/^Covered by agreement C/), '2.0000', '0.0000', '0.00'],
      [charge.id, 'Trip charge', '1.0000', '49.9900', '49.99'],
    ]);
    expect(lines.totals.subtotal).toBe('49.99');
  });

  it('rounds bulk-added line amounts half to even, as the line-item table does', async () => {
    const c = await seedContract();
    await putSchedule(c.id, { frequency: 'Annual', dayOfMonth: 1, horizonDays: 730 });
    await generate(c.id);
    const [v] = await visits(c.id);
    const charge = await itemOf(false);
    const line = (quantity: string, price: string, sort: number) =>
      sql`select ${v.job?.id}::int as owner_id, ${charge.id}::int as item_id, 'Tie' as description,
        ${quantity}::numeric as quantity, ${price}::numeric as price, false as is_taxable, ${sort}::int as sort`;
    await appendOwnerLines(
      t.database.db,
      'Job',
      sql`${line('0.5', '0.05', 1)} union all ${line('0.5', '0.07', 2)}
      union all ${line('0.5', '0.0100', 3)}`,
      null,
    );
    const lines = (await api('GET', `/v1/jobs/${v.job?.id}/items`)).json().items as { subtotal: string }[];
    expect(lines.map((l) => l.subtotal)).toEqual(['0.02', '0.04', '0.00']);
  });
});
