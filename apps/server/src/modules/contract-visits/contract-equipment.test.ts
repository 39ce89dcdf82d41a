import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { equipment } from '../equipment/equipment.table';
import { api, fields, putSchedule, seedContract, t, useVisitsApp } from './contract-visits.test-kit';

useVisitsApp();

describe('contract equipment', () => {
  it('lists what the schedule covers, and finds the units at the contract locations by name or serial', async () => {
    const c = await seedContract();
    const [first, second] = c.equipmentIds;
    await putSchedule(c.id, { frequency: 'Quarterly', equipmentIds: [first] });
    const covered = (await api('GET', `/v1/contracts/${c.id}/equipment`)).json();
    expect(covered.map((e: { id: number }) => e.id)).toEqual([first]);
    expect(covered[0]).toMatchObject({ covered: true, location: { id: c.locationId } });

    const all = (await api('GET', `/v1/contracts/${c.id}/searchEquipment`)).json();
    expect(all.map((e: { id: number; covered: boolean }) => [e.id, e.covered]).sort()).toEqual(
      [
        [first, true],
        [second, false],
      ].sort(),
    );
    const [unit] = await t.database.db.select().from(equipment).where(eq(equipment.id, second));
    const bySerial = (
      await api('GET', `/v1/contracts/${c.id}/searchEquipment?query=${unit.serialNumber}`)
    ).json();
    expect(bySerial.map((e: { id: number }) => e.id)).toEqual([second]);
    // A unit moved off the contract's locations, or retired, is not offered.
    await t.database.db.update(equipment).set({ isActive: false }).where(eq(equipment.id, second));
    expect((await api('GET', `/v1/contracts/${c.id}/searchEquipment`)).json()).toHaveLength(1);

    expect((await api('GET', '/v1/contracts/999999/equipment')).statusCode).toBe(404);
    expect(fields(await api('GET', `/v1/contracts/${c.id}/searchEquipment?limit=0`))).toEqual(['limit']);
  });
});
