import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';

export interface BatchScope {
  batchId: number;
  statementDate: string;
  periodStart: string;
  openInvoices: boolean;
  closedInvoices: boolean;
  credits: boolean;
  contacts: number[];
  locations: number[];
  overrideDayLock: boolean;
  print: boolean;
  email: boolean;
}

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The customer's account as dated movements (home currency): an invoice adds its total, its void takes it
 * back on the void's day, a payment subtracts its amount, its void adds it back, an issued credit subtracts
 * its system amount. Overpayment credits are not movements (the payment already moved the money). Nothing
 * dated after the statement date counts.
 */
export const movements = (sd: string) => sql`
  select i.customer_id, i.invoice_date as d, 1 as ord, i.id, 'Invoice' as kind, i.invoice_number as ref, i.total as amt
    from invoices i where i.invoice_date <= ${sd}::date
  union all
  select i.customer_id, least((i.voided_date at time zone 'UTC')::date, ${sd}::date), 2, i.id, 'Void',
         'Void of invoice ' || i.invoice_number, -i.total
    from invoices i where i.status = 'Void' and i.voided_date is not null and i.invoice_date <= ${sd}::date
  union all
  select p.customer_id, p.payment_date, 3, p.id, 'Payment',
         coalesce(nullif(p.reference, ''), nullif(p.check_number, ''), 'Payment ' || p.id), -p.amount
    from payments p where p.payment_date <= ${sd}::date
  union all
  select p.customer_id, least((p.voided_date at time zone 'UTC')::date, ${sd}::date), 4, p.id, 'Payment void',
         'Void of payment ' || p.id, p.amount
    from payments p where p.status = 'Void' and p.voided_date is not null and p.payment_date <= ${sd}::date
  union all
  select c.customer_id, c.credit_date, 5, c.id, 'Credit', coalesce(nullif(c.memo, ''), 'Credit ' || c.id),
         -c.system_amount
    from customer_credits c where c.source = 'Issued' and c.status <> 'Void' and c.credit_date <= ${sd}::date`;

/**
 * Chooses the batch's customers and writes every statement's figures in ONE statement: opening balance,
 * activity, closing balance and the aging of what is open (invoices by days past due; unapplied credits
 * and overpayments as negative current), plus where its e-mail goes.
 */
export async function insertBatchStatements(db: Db, s: BatchScope): Promise<void> {
  const sd = s.statementDate;
  const ps = s.periodStart;
  await db.execute(sql`
    with chosen as (
      select c.id, c.name, c.email from customers c
      where (
          (${s.openInvoices} and exists (select 1 from invoices i where i.customer_id = c.id and i.status = 'Open'
                                          and i.balance <> 0 and i.invoice_date <= ${sd}::date))
       or (${s.closedInvoices} and exists (select 1 from invoices i where i.customer_id = c.id and i.status = 'Paid'
                                          and i.invoice_date between ${ps}::date and ${sd}::date))
       or (${s.credits} and exists (select 1 from customer_credits k where k.customer_id = c.id and k.status <> 'Void'
                                          and k.balance > 0 and k.credit_date <= ${sd}::date)))
        and (${s.contacts.length} = 0 or exists (select 1 from contacts k where k.customer_id = c.id
                                                  and k.id = any(${intArray(s.contacts)})))
        and (${s.locations.length} = 0 or exists (select 1 from locations l where l.customer_id = c.id
                                                   and l.id = any(${intArray(s.locations)})))
        and (${s.overrideDayLock} or not exists (select 1 from statements x where x.customer_id = c.id
                                                   and x.statement_date = ${sd}::date))
    ),
    ev as (select m.customer_id, m.d, m.amt from (${movements(sd)}) m
           where m.customer_id in (select id from chosen)),
    bal as (
      select customer_id,
             coalesce(sum(amt) filter (where d < ${ps}::date), 0) as opening,
             coalesce(sum(amt) filter (where d >= ${ps}::date), 0) as activity
        from ev group by customer_id),
    aging as (
      select i.customer_id,
             sum(i.balance) filter (where ${sd}::date - i.due_date <= 0) as cur,
             sum(i.balance) filter (where ${sd}::date - i.due_date between 1 and 30) as d30,
             sum(i.balance) filter (where ${sd}::date - i.due_date between 31 and 60) as d60,
             sum(i.balance) filter (where ${sd}::date - i.due_date between 61 and 90) as d90,
             sum(i.balance) filter (where ${sd}::date - i.due_date > 90) as over90
        from invoices i
       where i.status = 'Open' and i.invoice_date <= ${sd}::date and i.customer_id in (select id from chosen)
       group by i.customer_id),
    cred as (
      select k.customer_id, sum(k.balance) as open_credit from customer_credits k
       where k.status <> 'Void' and k.balance <> 0 and k.credit_date <= ${sd}::date
         and k.customer_id in (select id from chosen)
       group by k.customer_id),
    mail as (
      select ch.id,
             case when ${s.contacts.length} > 0 then
               (select string_agg(k.email, ', ' order by k.id) from contacts k
                 where k.customer_id = ch.id and k.id = any(${intArray(s.contacts)}) and nullif(trim(k.email), '') is not null)
             else coalesce(
               (select k.email from contacts k where k.customer_id = ch.id and k.is_primary_contact and k.is_active
                   and nullif(trim(k.email), '') is not null order by k.id limit 1),
               nullif(trim(ch.email), ''))
             end as email_to
        from chosen ch where ${s.email})
    insert into statements (batch_id, customer_id, statement_date, period_start, opening_balance, activity,
                            closing_balance, current, days_1_30, days_31_60, days_61_90, over_90, email_to,
                            print_state, email_state)
    select ${s.batchId}, ch.id, ${sd}::date, ${ps}::date, coalesce(b.opening, 0), coalesce(b.activity, 0),
           coalesce(b.opening, 0) + coalesce(b.activity, 0),
           coalesce(a.cur, 0) - coalesce(k.open_credit, 0), coalesce(a.d30, 0), coalesce(a.d60, 0),
           coalesce(a.d90, 0), coalesce(a.over90, 0), m.email_to,
           case when ${s.print} then 'pending' end, case when ${s.email} then 'pending' end
      from chosen ch
      left join bal b on b.customer_id = ch.id
      left join aging a on a.customer_id = ch.id
      left join cred k on k.customer_id = ch.id
      left join mail m on m.id = ch.id
     order by ch.name, ch.id`);
}

export { rowsOf } from '../../platform/db/rows';
