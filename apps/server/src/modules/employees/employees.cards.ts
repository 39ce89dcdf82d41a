import {
  type CreditCard,
  type createCreditCardBodySchema,
  EMPLOYEE_MESSAGES as M,
  type updateCreditCardBodySchema,
} from '@fieldline/contracts/employees/employees.contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { employeeCreditCards, employees } from './employees.table';

type CreateBody = z.output<typeof createCreditCardBodySchema>;
type UpdateBody = z.output<typeof updateCreditCardBodySchema>;
type Row = typeof employeeCreditCards.$inferSelect;

const present = (r: Row): CreditCard => ({
  id: r.id,
  employeeId: r.employeeId,
  cardName: r.cardName,
  nameOnCard: r.nameOnCard,
  lastFour: r.lastFour,
  creditLimit: r.creditLimit,
  expiryMonth: r.expiryMonth,
  expiryYear: r.expiryYear,
  isActive: r.isActive,
  ...auditOut(r),
});

async function cardRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(employeeCreditCards).where(eq(employeeCreditCards.id, id));
  if (!row) throw notFound('credit card', 'CREDIT_CARD_NOT_FOUND');
  return row;
}

/** GET creditCards/employee/{id}: the employee's company cards, active first. */
export async function cardsOfEmployee(db: Db, employeeId: number): Promise<CreditCard[]> {
  const [e] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId));
  if (!e) throw notFound('employee', 'EMPLOYEE_NOT_FOUND');
  const rows = await db
    .select()
    .from(employeeCreditCards)
    .where(eq(employeeCreditCards.employeeId, employeeId))
    .orderBy(
      desc(employeeCreditCards.isActive),
      asc(employeeCreditCards.cardName),
      asc(employeeCreditCards.id),
    );
  return rows.map(present);
}

export async function createCard(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<CreditCard> {
  const { db, body, user } = ctx;
  const { cardNumber: _refused, ...values } = body;
  const [e] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, body.employeeId));
  if (!e) throw fieldError('employeeId', 'Choose a value from the list.');
  const [row] = await db
    .insert(employeeCreditCards)
    .values({ ...values, createdBy: user.id, modifiedBy: user.id })
    .returning();
  await ctx.audit({ entity: 'employeeCreditCard', entityId: row.id, action: 'create', after: present(row) });
  return present(row);
}

/** PATCH creditCards/: the id travels in the body. */
export async function updateCard(ctx: RouteContext<UpdateBody, unknown, unknown>): Promise<CreditCard> {
  const { db, body, user } = ctx;
  const before = present(await cardRow(db, body.id));
  const { id, version, cardNumber: _refused, ...values } = body;
  const row = await updateVersioned(db, employeeCreditCards, id, version, values, user.id, 'credit card');
  await ctx.audit({
    entity: 'employeeCreditCard',
    entityId: id,
    action: 'update',
    before,
    after: present(row),
  });
  return present(row);
}

/** Activate or deactivate; asking for the state the card is already in is refused (422). */
export async function setCardActive(
  ctx: RouteContext<unknown, unknown, { id: number }>,
  active: boolean,
): Promise<CreditCard> {
  const { db, user, params } = ctx;
  const before = await cardRow(db, params.id);
  if (before.isActive === active) throw ruleViolation(active ? M.cardAlreadyActive : M.cardAlreadyInactive);
  const row = await updateVersioned(
    db,
    employeeCreditCards,
    params.id,
    undefined,
    { isActive: active },
    user.id,
  );
  await ctx.audit({
    entity: 'employeeCreditCard',
    entityId: params.id,
    action: active ? 'activate' : 'deactivate',
    before: present(before),
    after: present(row),
  });
  return present(row);
}

export async function deleteCard(ctx: RouteContext<unknown, unknown, { id: number }>): Promise<void> {
  const { db, params } = ctx;
  const before = await cardRow(db, params.id);
  await db.delete(employeeCreditCards).where(eq(employeeCreditCards.id, params.id));
  await ctx.audit({
    entity: 'employeeCreditCard',
    entityId: params.id,
    action: 'delete',
    before: present(before),
  });
}
