import { Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import type { ControlKind, SystemRole } from '@fieldline/contracts/ledger/ledger.constants';
import type {
  Tieout,
  TieoutCheck,
  TieoutParty,
  TieoutQuery,
} from '@fieldline/contracts/reports/tieout.contract';
import type { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { inventoryValueAsOf } from '../../inventory';
import { receivedNotBilledAsOf } from '../../purchasing';
import { companyOf, rows } from './ledger-sums';
import { arAging } from './open-items.report';
import { billAging } from './payables-aging.report';

const ZERO = new Money(0);
type PartyKind = TieoutParty['kind'];

/** A subledger's total on a date and, when its documents name a customer or supplier, the total per party. */
interface Subledger {
  total: Decimal;
  byParty?: Map<number, { name: string; amount: Decimal }>;
}

/**
 * One entry per kind of control account. To add a check: name its account's system role, the side its
 * balance sits on, and how its subledger is totalled on a date (`party` when its documents and its ledger
 * lines both carry a customer or supplier, so a difference can be traced to them).
 */
interface CheckDef {
  kind: ControlKind;
  title: string;
  subledger: string;
  role: SystemRole;
  normal: 'debit' | 'credit';
  party?: PartyKind;
  total: (db: Db, date: string) => Promise<Subledger>;
}

const CHECKS: CheckDef[] = [
  {
    kind: 'AR',
    title: 'Receivables',
    subledger: 'Open invoices less open credits (unapplied payments are open credits)',
    role: 'AR',
    normal: 'debit',
    party: 'customer',
    total: receivablesOn,
  },
  {
    kind: 'AP',
    title: 'Payables',
    subledger: 'Open approved vendor bills',
    role: 'AP',
    normal: 'credit',
    party: 'supplier',
    total: payablesOn,
  },
  {
    kind: 'Inventory',
    title: 'Inventory',
    subledger: 'Stock valuation (quantity on hand at cost)',
    role: 'Inventory',
    normal: 'debit',
    total: async (db, date) => ({ total: toDecimal(await inventoryValueAsOf(db, date)) }),
  },
  {
    kind: 'AccruedPayables',
    title: 'Received not billed',
    subledger: 'Purchase order receipts not yet billed',
    role: 'AccruedPayables',
    normal: 'credit',
    total: async (db, date) => ({ total: toDecimal(await receivedNotBilledAsOf(db, date)) }),
  },
];

/**
 * Receivables on a date, per customer: each invoice's balance on the date exactly as the receivables aging
 * computes it, less each credit's balance on the date. A payment's unapplied part is an Overpayment credit
 * (docs/accounting/payments.md), so credits cover unapplied payments and deposits too. A credit counts from
 * its date until it is void (an overpayment credit is voided with its payment: from the void's ledger date);
 * its balance on the date is its system amount less its applications dated on or before it that were not
 * undone by then (an undo has no ledger date: the UTC day it was recorded).
 */
async function receivablesOn(db: Db, date: string): Promise<Subledger> {
  const byParty = new Map<number, { name: string; amount: Decimal }>();
  const add = (id: number, name: string, amount: Decimal) => {
    const p = byParty.get(id) ?? { name, amount: ZERO };
    byParty.set(id, { name, amount: p.amount.plus(amount) });
  };
  const aging = await arAging(db, { date });
  for (const c of aging.customers) add(c.customerId, c.customerName, toDecimal(c.total));
  const credits = await rows<{ customerId: number; name: string; balance: string }>(
    db,
    sql`select c.customer_id as "customerId", cu.name, sum(c.system_amount - applied.amount)::text as balance
          from customer_credits c
          join customers cu on cu.id = c.customer_id
          left join payments p on p.id = c.payment_id
          left join journal_entries pv on pv.id = p.void_entry_id
          cross join lateral (
            select coalesce(sum(a.amount), 0) as amount from payment_applications a
             where a.credit_id = c.id and a.applied_date <= ${date}
               and (not a.is_void or (a.modified_date at time zone 'UTC')::date > ${date})
          ) applied
         where c.credit_date <= ${date}
           and (c.status <> 'Void'
                or coalesce(pv.entry_date, (p.voided_date at time zone 'UTC')::date,
                            (c.modified_date at time zone 'UTC')::date) > ${date})
         group by c.customer_id, cu.name`,
  );
  for (const c of credits) add(Number(c.customerId), c.name, toDecimal(c.balance).negated());
  return { total: [...byParty.values()].reduce((t, p) => t.plus(p.amount), ZERO), byParty };
}

/** Payables on a date, per supplier: the payables aging's open bills on that date. */
async function payablesOn(db: Db, date: string): Promise<Subledger> {
  const aging = await billAging(db, date);
  return {
    total: toDecimal(aging.totals.total),
    byParty: new Map(
      aging.rows.map((r) => [r.supplierId, { name: r.supplierName, amount: toDecimal(r.total) }]),
    ),
  };
}

interface ControlAccount {
  id: number;
  code: string;
  name: string;
  role: SystemRole;
}

/** The ledger balance of one account on a date, per customer or supplier named on its lines (null: none). */
async function ledgerOn(db: Db, a: ControlAccount, def: CheckDef, date: string) {
  const column = sql.raw(
    def.party === 'supplier' ? 'l.supplier_id' : def.party === 'customer' ? 'l.customer_id' : 'null::int',
  );
  const sign = def.normal === 'debit' ? sql`l.debit - l.credit` : sql`l.credit - l.debit`;
  const list = await rows<{ party: number | null; balance: string }>(
    db,
    sql`select ${column} as party, sum(${sign})::text as balance from journal_lines l
         where l.account_id = ${a.id} and l.entry_date <= ${date}
         group by 1`,
  );
  return new Map(list.map((r) => [r.party === null ? null : Number(r.party), toDecimal(r.balance)]));
}

async function partyNames(db: Db, kind: PartyKind, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const table = sql.raw(kind === 'customer' ? 'customers' : 'suppliers');
  const list = await rows<{ id: number; name: string }>(
    db,
    sql`select id, name from ${table} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(list.map((r) => [Number(r.id), r.name]));
}

/** Customers or suppliers whose ledger lines and open documents disagree, largest difference first. */
async function differingParties(
  db: Db,
  kind: PartyKind,
  gl: Map<number | null, Decimal>,
  sub: Map<number, { name: string; amount: Decimal }>,
): Promise<TieoutParty[]> {
  const ids = new Set<number | null>([...gl.keys(), ...sub.keys()]);
  const differing = [...ids]
    .map((id) => {
      const g = gl.get(id) ?? ZERO;
      const s = id === null ? ZERO : (sub.get(id)?.amount ?? ZERO);
      return { id, g, s, d: g.minus(s) };
    })
    .filter((p) => !p.d.isZero());
  const names = await partyNames(
    db,
    kind,
    differing.map((p) => p.id).filter((id): id is number => id !== null && !sub.has(id)),
  );
  return differing
    .sort((a, b) => b.d.abs().comparedTo(a.d.abs()) || (a.id ?? 0) - (b.id ?? 0))
    .map((p) => ({
      kind,
      id: p.id,
      name:
        p.id === null
          ? `(lines with no ${kind})`
          : (sub.get(p.id)?.name ??
            names.get(p.id) ??
            `${kind === 'customer' ? 'Customer' : 'Supplier'} ${p.id}`),
      glBalance: moneyString(p.g),
      subledgerTotal: moneyString(p.s),
      difference: moneyString(p.d),
    }));
}

/** Every control account against its subledger on a date (end of day). */
export async function tieout(db: Db, q: TieoutQuery): Promise<Tieout> {
  const date = q.date ?? new Date().toISOString().slice(0, 10);
  const companyId = await companyOf(db, q.companyId);
  const accounts = await rows<ControlAccount>(
    db,
    sql`select id, code, name, system_role as role from gl_accounts
         where company_id = ${companyId} and system_role in (${sql.join(
           CHECKS.map((c) => sql`${c.role}`),
           sql`, `,
         )})`,
  );
  const checks: TieoutCheck[] = [];
  for (const def of CHECKS) {
    const account = accounts.find((a) => a.role === def.role);
    const [gl, sub] = await Promise.all([
      account ? ledgerOn(db, account, def, date) : new Map<number | null, Decimal>(),
      def.total(db, date),
    ]);
    const glBalance = [...gl.values()].reduce((t, v) => t.plus(v), ZERO);
    const difference = glBalance.minus(sub.total);
    const parties = def.party && sub.byParty ? await differingParties(db, def.party, gl, sub.byParty) : [];
    checks.push({
      kind: def.kind,
      title: def.title,
      subledger: def.subledger,
      account: account ? { id: Number(account.id), code: account.code, name: account.name } : null,
      glBalance: moneyString(glBalance),
      subledgerTotal: moneyString(sub.total),
      difference: moneyString(difference),
      agrees: difference.isZero() && parties.length === 0,
      parties,
    });
  }
  return { date, companyId, allAgree: checks.every((c) => c.agrees), checks };
}
