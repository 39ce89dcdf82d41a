import { addressInputSchema } from '@fieldline/contracts/addresses/addresses.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addressLine, loadAddresses, saveAddress } from '.';
import { addresses } from './addresses.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const parse = (v: unknown) => addressInputSchema.parse(v);

describe('saveAddress and loadAddresses', () => {
  it('inserts, updates in place and leaves the address alone without input', async () => {
    const db = t.database.db;
    const before = await countRows(t, addresses);
    const id = await saveAddress(
      db,
      parse({
        street: '1701 Wynkoop St',
        city: 'Denver',
        state: 'co',
        postalCode: '80202-1151',
        isVerified: true,
        latitude: 39.7527356,
        longitude: '-105.0002153',
      }),
      null,
      1,
    );
    expect(id).toEqual(expect.any(Number));
    expect(await countRows(t, addresses)).toBe(before + 1);
    const first = (await loadAddresses(db, [id]))!.get(id!);
    expect(first).toEqual({
      id,
      street: '1701 Wynkoop St',
      additionalAddressInfo: null,
      city: 'Denver',
      state: 'CO',
      postalCode: '80202-1151',
      country: 'US',
      isVerified: true,
      // A verified address is confirmed too.
      isConfirmed: true,
      formattedAddress: null,
      latitude: '39.7527356',
      longitude: '-105.0002153',
    });

    const same = await saveAddress(db, parse({ street: '2 Elm', postalCode: '', isConfirmed: true }), id, 1);
    expect(same).toBe(id);
    expect(await countRows(t, addresses)).toBe(before + 1);
    const [row] = await db.select().from(addresses).where(eq(addresses.id, id!));
    expect(row).toMatchObject({
      street: '2 Elm',
      city: null,
      postalCode: null,
      isVerified: false,
      isConfirmed: true,
      overriden: true,
      latitude: null,
      version: 2,
      modifiedBy: 1,
    });

    expect(await saveAddress(db, undefined, id, 1)).toBe(id);
    expect(await saveAddress(db, null, null, 1)).toBeNull();
    expect(await countRows(t, addresses)).toBe(before + 1);
  });

  it('loads many addresses at once, skipping nulls and unknown ids', async () => {
    const db = t.database.db;
    const a = await saveAddress(db, parse({ city: 'Golden', state: 'CO' }), null, 1);
    const b = await saveAddress(db, parse({ city: 'Toronto', state: 'ON', country: 'ca' }), null, 1);
    const map = await loadAddresses(db, [a, null, b, a, 987654]);
    expect([...map.keys()].sort()).toEqual([a, b].sort());
    expect(map.get(b!)).toMatchObject({ country: 'CA', isVerified: false, isConfirmed: false });
    expect((await loadAddresses(db, [null])).size).toBe(0);
  });

  it('refuses coordinates that are not degrees and postal codes of the wrong shape', () => {
    const res = addressInputSchema.safeParse({ latitude: '91', longitude: 'east', postalCode: '80202-' });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'latitude',
      'longitude',
      'postalCode',
    ]);
  });

  it('writes the address on one line', () => {
    expect(
      addressLine({ street: '1 Main', city: 'Denver', state: 'CO', postalCode: '80202', country: 'US' }),
    ).toBe('1 Main, Denver, CO 80202, US');
  });
});
