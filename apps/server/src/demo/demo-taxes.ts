import { eq } from 'drizzle-orm';
import { accountForRole } from '../modules/ledger';
import { taxAuthorities, taxScheduleAuthorities, taxSchedules } from '../modules/taxes';
import type { Db } from '../platform/db/database';
import { CITIES } from './demo-customers-data';

/** Front Range sales-tax authorities (rates as percents, as published for 2024). */
const AUTHORITIES = [
  { key: 'state', name: 'State of Colorado', rate: '2.9' },
  { key: 'rtd', name: 'Regional Transportation District', rate: '1.0' },
  { key: 'scfd', name: 'Scientific and Cultural Facilities District', rate: '0.1' },
  { key: 'denver', name: 'City and County of Denver', rate: '4.81' },
  { key: 'elpaso', name: 'El Paso County', rate: '1.23' },
  { key: 'pprta', name: 'Pikes Peak Rural Transportation Authority', rate: '1.0' },
  { key: 'springs', name: 'City of Colorado Springs', rate: '3.07' },
  { key: 'arapahoe', name: 'Arapahoe County', rate: '0.25' },
  { key: 'aurora', name: 'City of Aurora', rate: '3.75' },
  { key: 'jefferson', name: 'Jefferson County', rate: '0.5' },
  { key: 'lakewood', name: 'City of Lakewood', rate: '3.0' },
  { key: 'bouldercounty', name: 'Boulder County', rate: '0.985' },
  { key: 'boulder', name: 'City of Boulder', rate: '3.86' },
  { key: 'larimer', name: 'Larimer County', rate: '0.8' },
  { key: 'fortcollins', name: 'City of Fort Collins', rate: '3.85' },
] as const;

type Key = (typeof AUTHORITIES)[number]['key'];

/** Where a city schedule applies: its state, county, city and the postal codes of the demo's addresses there. */
const place = (county: string, city: string) => ({
  state: 'CO',
  county,
  cities: [city],
  postalCodes: CITIES.find((c) => c.name === city)?.zips ?? [],
});

const SCHEDULES: {
  name: string;
  description: string;
  authorities: Key[];
  jurisdiction?: ReturnType<typeof place>;
}[] = [
  {
    name: 'Denver, CO',
    jurisdiction: place('Denver', 'Denver'),
    description: 'Denver combined sales tax',
    authorities: ['state', 'rtd', 'scfd', 'denver'],
  },
  {
    name: 'Colorado Springs, CO',
    jurisdiction: place('El Paso', 'Colorado Springs'),
    description: 'Colorado Springs combined sales tax',
    authorities: ['state', 'elpaso', 'pprta', 'springs'],
  },
  {
    name: 'Aurora, CO',
    jurisdiction: place('Arapahoe', 'Aurora'),
    description: 'Aurora (Arapahoe County) combined sales tax',
    authorities: ['state', 'rtd', 'scfd', 'arapahoe', 'aurora'],
  },
  {
    name: 'Lakewood, CO',
    jurisdiction: place('Jefferson', 'Lakewood'),
    description: 'Lakewood combined sales tax',
    authorities: ['state', 'rtd', 'scfd', 'jefferson', 'lakewood'],
  },
  {
    name: 'Boulder, CO',
    jurisdiction: place('Boulder', 'Boulder'),
    description: 'Boulder combined sales tax',
    authorities: ['state', 'rtd', 'scfd', 'bouldercounty', 'boulder'],
  },
  {
    // Outside the RTD and SCFD districts.
    name: 'Fort Collins, CO',
    jurisdiction: place('Larimer', 'Fort Collins'),
    description: 'Fort Collins combined sales tax',
    authorities: ['state', 'larimer', 'fortcollins'],
  },
  { name: 'Tax Exempt', description: 'Exempt customers (government, resale)', authorities: [] },
];

/**
 * The schedule a demo location is taxed by: its city's, or Tax Exempt for government customers. Every demo
 * city has its own schedule, so invoicing a demo job from the screen charges the tax of where the work was.
 */
export function demoScheduleNameFor(city: string, isGovernment: boolean): string {
  return isGovernment ? 'Tax Exempt' : `${city}, CO`;
}

/**
 * Tax schedules of the demo cities, each with its jurisdiction (a new location in one of these cities gets its
 * schedule), and Tax Exempt (no jurisdiction: only chosen by hand); every authority posts to the SalesTaxPayable account. Returns schedule ids by name. */
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
      .values({
        name: s.name,
        description: s.description,
        jurisdictionState: s.jurisdiction?.state ?? null,
        jurisdictionCounty: s.jurisdiction?.county ?? null,
        jurisdictionCities: s.jurisdiction?.cities ?? [],
        jurisdictionPostalCodes: s.jurisdiction?.postalCodes ?? [],
      })
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
