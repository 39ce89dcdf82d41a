/**
 * What the demo's year of bookkeeping is made of (demo-accounting.ts posts it through the services): a
 * seeded random generator, the work the company bills, the month's fixed costs and the date helpers. Amounts
 * are whole cents in integers (exact) and become decimal strings only when handed to a service.
 */

/** Mulberry32: the same sequence on every load, so the demo's statements are the same every time. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}

export type Random = ReturnType<typeof seeded>;

/** Whole cents as a decimal string: 123456 → "1234.56". */
export const money = (cents: number) => {
  const s = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
};

/** Rounds cents to whole dollars (invoice prices and fixed costs look typed by a person). */
export const dollars = (min: number, max: number, r: Random) => r.int(min, max) * 100;

export const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The first day of the month `offset` months after the month of `iso`. */
export const monthStart = (iso: string, offset: number) => {
  const d = new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1 + offset, 1));
  return d.toISOString().slice(0, 10);
};

/** Day `day` of the month starting `first`, kept inside the month. */
export const dayOf = (first: string, day: number) => {
  const last = Number(addDays(monthStart(first, 1), -1).slice(8, 10));
  return `${first.slice(0, 8)}${String(Math.min(day, last)).padStart(2, '0')}`;
};

/** Invoice lines the company bills: revenue account code, price range in dollars, taxable (parts only). */
export const WORK: Record<
  string,
  { description: string[]; account: string; min: number; max: number; taxable: boolean }
> = {
  service: {
    description: [
      'Service call and diagnosis',
      'Furnace no-heat call',
      'AC not cooling: diagnosis',
      'Breaker tripping: diagnosis',
    ],
    account: '4000',
    min: 190,
    max: 620,
    taxable: false,
  },
  repair: {
    description: [
      'Repair labor',
      'Compressor contactor replacement',
      'Igniter and flame sensor replacement',
      'Water heater repair',
    ],
    account: '4000',
    min: 420,
    max: 2400,
    taxable: false,
  },
  maintenance: {
    description: ['Maintenance agreement: seasonal tune-up', 'Commercial PM visit', 'Boiler inspection'],
    account: '4200',
    min: 290,
    max: 1280,
    taxable: false,
  },
  install: {
    description: [
      'Furnace replacement',
      'Condenser and coil installation',
      'Panel upgrade to 200 A',
      'Rooftop unit installation',
    ],
    account: '4100',
    min: 4200,
    max: 15300,
    taxable: false,
  },
  parts: {
    description: [
      'Parts and materials',
      'Thermostat (programmable)',
      'Capacitor and contactor',
      'Filters and belts',
    ],
    account: '4300',
    min: 60,
    max: 1000,
    taxable: true,
  },
};

/** What an invoice holds: one kind of work, often with parts. */
export const INVOICE_KINDS = [
  ['service'],
  ['service', 'parts'],
  ['repair', 'parts'],
  ['repair'],
  ['maintenance'],
  ['maintenance', 'parts'],
  ['install', 'parts'],
] as const;

/** Monthly costs paid straight from the operating account: account code, office ('denver', 'springs' or both), range. */
export const MONTHLY_COSTS: {
  memo: string;
  account: string;
  day: number;
  min: number;
  max: number;
  office: 'denver' | 'springs' | 'both';
}[] = [
  {
    memo: 'Shop and office rent, Brighton Blvd',
    account: '6000',
    day: 1,
    min: 3400,
    max: 3400,
    office: 'denver',
  },
  {
    memo: 'Office rent, Garden of the Gods Rd',
    account: '6000',
    day: 1,
    min: 1900,
    max: 1900,
    office: 'springs',
  },
  {
    memo: 'General liability and fleet insurance',
    account: '6400',
    day: 5,
    min: 1180,
    max: 1180,
    office: 'denver',
  },
  { memo: 'Electric, gas and water', account: '6100', day: 14, min: 380, max: 860, office: 'both' },
  { memo: 'Fleet fuel cards', account: '6300', day: 27, min: 650, max: 1150, office: 'both' },
  { memo: 'Bank service charges', account: '6800', day: 28, min: 25, max: 45, office: 'denver' },
];

/** Occasional costs: account code, range in dollars, chance in a month. */
export const OCCASIONAL_COSTS = [
  { memo: 'Vehicle maintenance and tires', account: '6200', min: 180, max: 1400, chance: 0.6 },
  { memo: 'Office supplies', account: '6500', min: 60, max: 420, chance: 0.7 },
  { memo: 'Online advertising', account: '6600', min: 300, max: 900, chance: 0.5 },
  { memo: 'Accounting and legal', account: '6700', min: 450, max: 1200, chance: 0.25 },
] as const;

/** Supply houses billing materials (to cost of goods sold) and the subcontracted work (by name in the demo). */
export const MATERIAL_SUPPLIERS = [
  'Rocky Mountain HVAC Supply',
  'Plains Plumbing Wholesale',
  'Summit Controls Distribution',
  'Pikes Peak Refrigeration Parts',
  'Western Filter Co.',
];
export const SUBCONTRACTOR = 'Front Range Electrical';
