import type { Bill, CreateBillBody } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { eq } from 'drizzle-orm';
import { unique } from '../../../test/factories';
import { seedItem, seedSupplier } from '../../../test/factories-stock';
import type { TestApp } from '../../../test/harness';
import { itemTypes } from '../items/items.table';
import { offices } from '../organization/organization.table';
import { taxAuthorities, taxScheduleAuthorities, taxSchedules } from '../taxes/taxes.table';

/** A tax schedule with authorities written straight to the taxes tables (allowed in tests). */
export async function seedSchedule(t: TestApp, authorities: { name: string; rate: string }[]) {
  const db = t.database.db;
  const [schedule] = await db
    .insert(taxSchedules)
    .values({ name: unique('Schedule') })
    .returning();
  const rows = await db
    .insert(taxAuthorities)
    .values(authorities.map((a) => ({ name: `${a.name} ${unique('A')}`, ratePct: a.rate })))
    .returning();
  await db
    .insert(taxScheduleAuthorities)
    .values(rows.map((a, i) => ({ scheduleId: schedule.id, authorityId: a.id, sort: i })));
  return { ...schedule, authorities: rows };
}

/** A supplier (15-day terms), a stocked and a non-stocked item, the first office and two tax schedules. */
export async function billFixture(t: TestApp) {
  const db = t.database.db;
  const [office] = await db.select().from(offices).orderBy(offices.id).limit(1);
  const [nonStock] = await db.select().from(itemTypes).where(eq(itemTypes.name, 'Non-Stock Part'));
  const supplier = await seedSupplier(t, { paymentTermsDays: 15 });
  const stocked = await seedItem(t, { cost: '2.5000' });
  const service = await seedItem(t, { typeId: nonStock.id });
  const stateCity = await seedSchedule(t, [
    { name: 'State', rate: '6.25' },
    { name: 'City', rate: '1.5' },
  ]);
  const county = await seedSchedule(t, [{ name: 'County', rate: '2' }]);
  return { office, supplier, stocked, service, stateCity, county };
}
export type BillFixture = Awaited<ReturnType<typeof billFixture>>;

/** Creates a bill through the API (10 × 2.50 stocked + 1 × 75.00 service by default). */
export async function newBill(
  t: TestApp,
  token: string,
  f: BillFixture,
  extra: Partial<CreateBillBody> = {},
) {
  const res = await t.as(token)({
    method: 'POST',
    url: '/v1/vendorbills',
    payload: {
      supplierId: f.supplier.id,
      reference: unique('INV'),
      billDate: '2026-10-01',
      officeId: f.office.id,
      taxScheduleId: f.stateCity.id,
      items: [
        { itemId: f.stocked.id, quantity: 10, unitCost: '2.50' },
        { itemId: f.service.id, description: 'Crane hire', quantity: 1, unitCost: '75' },
      ],
      ...extra,
    },
  });
  if (res.statusCode !== 201) throw new Error(`bill not created: ${res.statusCode} ${res.body}`);
  return res.json() as Bill;
}
