import { eq } from 'drizzle-orm';
import { accountForRole } from '../modules/ledger';
import { taxAuthorities, taxScheduleAuthorities, taxSchedules } from '../modules/taxes';
import type { Db } from '../platform/db/database';

/** Front Range sales-tax authorities (rates as percents, as published for 2024). */
const AUTHORITIES = [
  { key: 'state', name: 'State of Colorado', rate: '2.9' },
  { key: 'rtd', name: 'Regional Transportation District', rate: '1.0' },
  { key: 'scfd', name: 'Scientific and Cultural Facilities District', rate: '0.1' },
  { key: 'denver', name: 'City and County of Denver', rate: '4.81' },
  { key: 'elpaso', name: 'El Paso County', rate: '1.23' },
  { key: 'pprta', name: 'Pikes Peak Rural Transportation Authority', rate: '1.0' },
  { key: 'springs', name: 'City of Colorado Springs', rate: '3.07' },
] as const;

type Key = (typeof AUTHORITIES)[number]['key'];

const SCHEDULES: { name: string; description: string; authorities: Key[] }[] = [
  {
    name: 'Denver, CO',
    description: 'Denver combined sales tax',
    authorities: ['state', 'rtd', 'scfd', 'denver'],
  },
  {
    name: 'Colorado Springs, CO',
    description: 'Colorado Springs combined sales tax',
    authorities: ['state', 'elpaso', 'pprta', 'springs'],
  },
  { name: 'Tax Exempt', description: 'Exempt customers (government, resale)', authorities: [] },
];

/** Three tax schedules; every authority posts to the SalesTaxPayable account. Returns schedule ids by name. */
export async function seedTaxes(db: Db, companyId: number): Promise<Map<string, number>> {
  const payable = await accountForRole(db, 'SalesTaxPayable', companyId);
  const rows = await db
    .insert(taxAuthorities)
    .values(AUTHORITIES.map((a) => ({ name: a.name, ratePct: a.rate, payableAccountId: payable })))
    .returning({ id: taxAuthorities.id, name: taxAuthorities.name });
  const idOf = new Map(AUTHORITIES.map((a) => [a.key, rows.find((r) => r.name === a.name)?.id ?? 0]));
  const ids = new Map<string, number>();
  for (const s of SCHEDULES) {
    const [schedule] = await db
      .insert(taxSchedules)
      .values({ name: s.name, description: s.description })
      .returning({ id: taxSchedules.id });
    ids.set(s.name, schedule.id);
    if (s.authorities.length)
      await db
        .insert(taxScheduleAuthorities)
        .values(
          s.authorities.map((k, sort) => ({ scheduleId: schedule.id, authorityId: idOf.get(k) ?? 0, sort })),
        );
  }
  return ids;
}

/** The demo schedule id for a name (tests and other demo parts). */
export async function demoTaxScheduleId(db: Db, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: taxSchedules.id })
    .from(taxSchedules)
    .where(eq(taxSchedules.name, name));
  return row?.id ?? null;
}
