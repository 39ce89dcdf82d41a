import { eq, sql } from 'drizzle-orm';
import {
  assetDepreciationPeriods,
  assetDepreciations,
  buildSchedule,
  postDueDepreciation,
} from '../modules/asset-depreciation';
import { assetGroups, assetStatuses, assets, assetTypes } from '../modules/assets';
import { accountForRole, postEntry } from '../modules/ledger';
import { glAccounts } from '../modules/ledger/ledger.table';
import { companyToday } from '../modules/organization';
import type { Db } from '../platform/db/database';

type Kind = 'Vehicle' | 'Tool' | 'Rental equipment';
const FLEET: [Kind, string, string | null, number, number, number][] = [
  // type, name, group, cost, life (months), months in service
  ['Vehicle', 'Ford Transit 250 service van', null, 48_500, 96, 6],
  ['Vehicle', 'Ford Transit 250 service van', null, 48_500, 96, 4],
  ['Vehicle', 'Ram ProMaster 2500 van', null, 46_200, 96, 5],
  ['Vehicle', 'Ram ProMaster 2500 van', null, 46_200, 96, 2],
  ['Vehicle', 'Chevrolet Silverado 2500 pickup', null, 52_900, 96, 3],
  ['Vehicle', 'Isuzu NPR box truck', null, 61_750, 120, 6],
  ['Tool', 'Refrigerant recovery machine', null, 1_890, 60, 3],
  ['Tool', 'Combustion analyzer kit', null, 2_450, 60, 5],
  ['Tool', 'Pipe threading machine', null, 4_980, 84, 2],
  ['Tool', 'Drain camera inspection system', null, 8_700, 60, 1],
]
  .map((x) => x as [Kind, string, string | null, number, number, number])
  .concat(
    [1, 2, 3, 4, 5].map((n): [Kind, string, string, number, number, number] => [
      'Rental equipment',
      `Mini excavator 3.5 t #${n}`,
      'Mini excavators 3.5 t',
      58_000,
      84,
      n,
    ]),
    [1, 2, 3, 4].map((n): [Kind, string, string, number, number, number] => [
      'Rental equipment',
      `Scissor lift 26 ft #${n}`,
      'Scissor lifts 26 ft',
      14_200,
      60,
      n,
    ]),
    [1, 2, 3, 4, 5, 6].map((n): [Kind, string, string, number, number, number] => [
      'Rental equipment',
      `Portable generator 20 kW #${n}`,
      'Generators 20 kW',
      9_400,
      60,
      n,
    ]),
    [1, 2, 3].map((n): [Kind, string, string, number, number, number] => [
      'Rental equipment',
      `Portable AC unit 5 ton #${n}`,
      'Spot coolers 5 ton',
      6_850,
      48,
      n,
    ]),
  );

const monthsBefore = (today: string, months: number) => {
  const d = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};

/**
 * The company's fleet, tools and rental equipment (28 assets, 18 rentable in 4 groups), bought within the
 * demo's year of books on the equipment loan (Fixed Assets against 2700), each with a straight-line schedule (two tools declining balance) whose due periods
 * are posted, so accumulated depreciation in the ledger is the sum of the posted periods.
 */
export async function seedAssets(db: Db): Promise<void> {
  const today = await companyToday(db);
  const result = await db.execute(sql`select id from offices order by id limit 1`);
  const [office] = ((result as { rows?: unknown[] }).rows ?? result) as { id: number }[];
  const types = new Map((await db.select().from(assetTypes)).map((t) => [t.name, t.id]));
  const [status] = await db
    .select({ id: assetStatuses.id })
    .from(assetStatuses)
    .orderBy(assetStatuses.sortOrder)
    .limit(1);
  const groupNames = [...new Set(FLEET.flatMap((f) => (f[2] ? [f[2]] : [])))];
  const groups = await db
    .insert(assetGroups)
    .values(groupNames.map((name) => ({ name, description: `Rental fleet: ${name.toLowerCase()}` })))
    .returning();
  const groupId = new Map(groups.map((g) => [g.name, g.id]));
  const rows = await db
    .insert(assets)
    .values(
      FLEET.map(([type, name, group, cost, , age], i) => {
        const inService = monthsBefore(today, age).slice(0, 8) + String(1 + ((i * 7) % 27)).padStart(2, '0');
        return {
          assetNumber: `AS-${String(1001 + i)}`,
          name,
          typeId: types.get(type) as number,
          statusId: status.id,
          groupId: group ? (groupId.get(group) ?? null) : null,
          officeId: office.id,
          serialNumber: `SN${(734_201 + i * 1_337).toString(36).toUpperCase()}`,
          purchaseDate: inService,
          inServiceDate: inService,
          cost: cost.toFixed(2),
          isRentable: type === 'Rental equipment',
        };
      }),
    )
    .returning();
  // Each was bought on the equipment loan, so Fixed Assets holds the register's cost (and an asset later
  // put back into stock or handed to a customer leaves an account that held it).
  const fixedAssets = await accountForRole(db, 'FixedAssets');
  const [loan] = await db.select({ id: glAccounts.id }).from(glAccounts).where(eq(glAccounts.code, '2700'));
  for (const a of rows) {
    const memo = `Bought ${a.assetNumber} ${a.name}`;
    await postEntry(db, {
      entryDate: a.purchaseDate as string,
      sourceType: 'Manual',
      memo,
      reference: a.assetNumber,
      userId: null,
      lines: [
        { accountId: fixedAssets, debit: a.cost, officeId: a.officeId, memo },
        { accountId: loan.id, credit: a.cost, officeId: a.officeId, memo: 'Equipment loan' },
      ],
    });
  }
  for (const [i, a] of rows.entries()) {
    const [type, , , cost, life] = FLEET[i];
    const input = {
      // Vehicles keep a fifth of their cost; the two tools bought last depreciate double declining.
      method: i === 8 || i === 9 ? ('DecliningBalance' as const) : ('StraightLine' as const),
      rateFactor: '2',
      cost: cost.toFixed(2),
      salvageValue: (Math.round(cost * (type === 'Vehicle' ? 0.2 : 0.1) * 100) / 100).toFixed(2),
      lifeMonths: life,
      inServiceDate: a.inServiceDate as string,
      startDate: a.inServiceDate as string,
      openingAccumulated: '0',
    };
    const [dep] = await db
      .insert(assetDepreciations)
      .values({ ...input, assetId: a.id })
      .returning();
    await db
      .insert(assetDepreciationPeriods)
      .values(buildSchedule(input).map((p) => ({ ...p, depreciationId: dep.id })));
  }
  await postDueDepreciation(db, today, null);
}
