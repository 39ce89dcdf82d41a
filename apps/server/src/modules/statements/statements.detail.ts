import { Money, moneyString } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { movements, rowsOf } from './statements.compute';

export interface StatementLine {
  date: string;
  kind: string;
  ref: string;
  amount: string;
  balance: string;
}
export interface StatementInvoice {
  number: string;
  date: string;
  dueDate: string;
  total: string;
  paid: string;
  balance: string;
  status: string;
}
/** What a statement is printed from; kept on the statement so a reprint shows the same page. */
export interface StatementDetail {
  company: { name: string; phone: string | null; email: string | null };
  remit: { name: string; lines: string[]; phone: string | null };
  customer: { id: number; name: string; accountNumber: string; lines: string[] };
  statementDate: string;
  periodStart: string;
  openingBalance: string;
  closingBalance: string;
  aging: { current: string; days1to30: string; days31to60: string; days61to90: string; over90: string };
  lines: StatementLine[];
  /** Open invoices (and with closed invoices, those paid in the period); null when not asked for. */
  invoices: StatementInvoice[] | null;
}

export interface ChunkStatement {
  id: number;
  customerId: number;
  statementDate: string;
  periodStart: string;
  openingBalance: string;
  closingBalance: string;
  current: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
}

export interface DetailOptions {
  remitOfficeId: number | null;
  includeInvoices: boolean;
  closedInvoices: boolean;
}

const lines = (...parts: (string | null | undefined)[]) =>
  parts.map((p) => (p ?? '').trim()).filter((p) => p !== '');
const cityLine = (city?: string | null, state?: string | null, zip?: string | null) =>
  [[city, state].filter(Boolean).join(', '), zip].filter(Boolean).join(' ');

/**
 * The printable detail of a chunk of statements (one batch, one statement date), in a fixed number of
 * queries whatever the chunk's size: the company and remit-to office, the customers with their billing
 * addresses, every movement in the period, and the open invoices.
 */
export async function loadDetails(
  db: Db,
  chunk: ChunkStatement[],
  opts: DetailOptions,
): Promise<Map<number, StatementDetail>> {
  const out = new Map<number, StatementDetail>();
  if (!chunk.length) return out;
  const { statementDate: sd, periodStart: ps } = chunk[0];
  const ids = sql`${`{${chunk.map((c) => c.customerId).join(',')}}`}::int[]`;
  const [company] = rowsOf<{ name: string; phone: string | null; email: string | null }>(
    await db.execute(sql`select name, phone, email from companies order by id limit 1`),
  );
  const [office] = rowsOf<Record<string, string | null>>(
    await db.execute(sql`select name, address1, address2, city, state, postal_code, phone_number from offices
      where ${opts.remitOfficeId ? sql`id = ${opts.remitOfficeId}` : sql`true`} order by id limit 1`),
  );
  const customers = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`select c.id, c.name, c.account_number, a.street, a.additional_address_info, a.city,
        a.state, a.postal_code from customers c left join addresses a on a.id = c.billing_address_id
       where c.id = any(${ids})`),
  );
  const moves = rowsOf<{ customer_id: number; d: string; kind: string; ref: string; amt: string }>(
    await db.execute(sql`select m.customer_id, m.d::text as d, m.kind, m.ref, m.amt::text as amt
        from (${movements(sd)}) m
       where m.customer_id = any(${ids}) and m.d >= ${ps}::date
       order by m.customer_id, m.d, m.ord, m.id`),
  );
  const invoices = opts.includeInvoices
    ? rowsOf<Record<string, string | number>>(
        await db.execute(sql`select customer_id, invoice_number, invoice_date::text as d, due_date::text as due,
            total::text as total, amount_paid::text as paid, balance::text as balance, status
          from invoices
         where customer_id = any(${ids}) and invoice_date <= ${sd}::date
           and (status = 'Open' ${opts.closedInvoices ? sql`or (status = 'Paid' and invoice_date >= ${ps}::date)` : sql``})
         order by customer_id, invoice_date, id`),
      )
    : [];
  const byCustomer = new Map(customers.map((c) => [Number(c.id), c]));
  const movesOf = group(moves, (m) => Number(m.customer_id));
  const invoicesOf = group(invoices, (i) => Number(i.customer_id));
  const remit = {
    name: office?.name ?? company?.name ?? '',
    lines: lines(
      office?.address1,
      office?.address2,
      cityLine(office?.city, office?.state, office?.postal_code),
    ),
    phone: office?.phone_number ?? null,
  };
  for (const s of chunk) {
    const c = byCustomer.get(s.customerId);
    let running = new Money(s.openingBalance);
    const statementLines = (movesOf.get(s.customerId) ?? []).map((m) => {
      running = running.plus(m.amt);
      return {
        date: m.d,
        kind: m.kind,
        ref: m.ref,
        amount: moneyString(m.amt),
        balance: moneyString(running),
      };
    });
    out.set(s.id, {
      company: { name: company?.name ?? '', phone: company?.phone ?? null, email: company?.email ?? null },
      remit,
      customer: {
        id: s.customerId,
        name: String(c?.name ?? ''),
        accountNumber: String(c?.account_number ?? ''),
        lines: lines(
          c?.street as string,
          c?.additional_address_info as string,
          cityLine(c?.city as string, c?.state as string, c?.postal_code as string),
        ),
      },
      statementDate: sd,
      periodStart: ps,
      openingBalance: moneyString(s.openingBalance),
      closingBalance: moneyString(s.closingBalance),
      aging: {
        current: moneyString(s.current),
        days1to30: moneyString(s.days1to30),
        days31to60: moneyString(s.days31to60),
        days61to90: moneyString(s.days61to90),
        over90: moneyString(s.over90),
      },
      lines: statementLines,
      invoices: opts.includeInvoices
        ? (invoicesOf.get(s.customerId) ?? []).map((i) => ({
            number: String(i.invoice_number),
            date: String(i.d),
            dueDate: String(i.due),
            total: moneyString(String(i.total)),
            paid: moneyString(String(i.paid)),
            balance: moneyString(String(i.balance)),
            status: String(i.status),
          }))
        : null,
    });
  }
  return out;
}

function group<T>(rows: T[], key: (r: T) => number): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}
