import { sql } from 'drizzle-orm';
import { postEntry } from '../modules/ledger';
import { approveBill, createBill, payBill } from '../modules/vendor-bills';
import type { Db } from '../platform/db/database';
import {
  addDays,
  dayOf,
  dollars,
  MATERIAL_SUPPLIERS,
  MONTHLY_COSTS,
  money,
  monthStart,
  OCCASIONAL_COSTS,
  type Random,
  SUBCONTRACTOR,
} from './demo-accounting-plan';

/** The demo year's cost side (demo-accounting.ts): supplier bills and the month's running costs. */

export interface Ctx {
  db: Db;
  r: Random;
  today: string;
  /** The first day of the first of the 12 months. */
  start: string;
  userId: number;
  companyId: number;
  offices: { denver: number; springs: number };
  account: (code: string) => number;
  bank: { id: number; glAccountId: number };
  schedules: { denver: number | null; springs: number | null };
  customers: { id: number; name: string; office: number }[];
}

export async function rowsOf<T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(q)).rows as T[];
}

export const months = (c: Ctx) => Array.from({ length: 12 }, (_, m) => monthStart(c.start, m));

export async function vendorBills(c: Ctx) {
  const suppliers = await rowsOf<{ id: number; name: string }>(c.db, sql`select id, name from suppliers`);
  const idOf = (name: string) => suppliers.find((s) => s.name === name)?.id;
  const materials = MATERIAL_SUPPLIERS.map(idOf).filter((id): id is number => !!id);
  const sub = idOf(SUBCONTRACTOR);
  for (const first of months(c)) {
    const bills: { supplierId: number; office: number; account: string; lines: string[] }[] = [];
    for (let n = 0; n < 2 && materials.length; n++)
      bills.push({
        supplierId: c.r.pick(materials),
        office: n === 0 ? c.offices.denver : c.offices.springs,
        account: '5000',
        lines: ['Equipment and repair parts', 'Copper, fittings and refrigerant'].slice(0, c.r.int(1, 2)),
      });
    if (sub && c.r.next() < 0.6)
      bills.push({
        supplierId: sub,
        office: c.offices.denver,
        account: '5100',
        lines: ['Subcontracted electrical work for installs'],
      });
    for (const b of bills) {
      const billDate = dayOf(first, c.r.int(3, 26));
      const amounts = b.lines.map(() => dollars(600, 2600, c.r));
      const payOn = addDays(billDate, c.r.int(20, 35));
      if (billDate > c.today) continue;
      const bill = await createBill(
        c.db,
        {
          supplierId: b.supplierId,
          officeId: b.office,
          billDate,
          reference: `INV ${c.r.int(20000, 89999)}`,
          items: b.lines.map((description, i) => ({
            description,
            quantity: '1',
            unitCost: money(amounts[i]),
            glAccountId: c.account(b.account),
          })),
        },
        c.userId,
      );
      await approveBill(c.db, bill.id, c.userId);
      if (payOn <= c.today)
        await payBill(c.db, bill.id, {
          amount: money(amounts.reduce((s, a) => s + a, 0)),
          date: payOn,
          bankAccountGlAccountId: c.bank.glAccountId,
          userId: c.userId,
        });
    }
  }
}

/** Rent, insurance, utilities, fuel and the rest, paid from the operating account as they fall due. */
export async function monthlyCosts(c: Ctx) {
  const cash = c.bank.glAccountId;
  for (const first of months(c)) {
    const costs: { memo: string; account: string; day: number; cents: number; office: number }[] = [];
    for (const m of MONTHLY_COSTS) {
      const officeList = m.office === 'both' ? [c.offices.denver, c.offices.springs] : [c.offices[m.office]];
      for (const office of officeList)
        costs.push({
          memo: m.memo,
          account: m.account,
          day: m.day,
          cents: dollars(m.min, m.max, c.r),
          office,
        });
    }
    for (const o of OCCASIONAL_COSTS)
      if (c.r.next() < o.chance)
        costs.push({
          memo: o.memo,
          account: o.account,
          day: c.r.int(2, 27),
          cents: dollars(o.min, o.max, c.r),
          office: c.r.next() < 0.65 ? c.offices.denver : c.offices.springs,
        });
    for (const cost of costs) {
      const date = dayOf(first, cost.day);
      if (date > c.today) continue;
      await postEntry(c.db, {
        entryDate: date,
        sourceType: 'Manual',
        memo: cost.memo,
        userId: c.userId,
        lines: [
          { accountId: c.account(cost.account), debit: money(cost.cents), officeId: cost.office },
          { accountId: cash, credit: money(cost.cents), officeId: cost.office },
        ],
      });
    }
  }
}
