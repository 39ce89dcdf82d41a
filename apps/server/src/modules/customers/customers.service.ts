import { type FieldError, Messages } from '@fieldline/contracts/common/errors';
import {
  CANNOT_BILL_ITSELF,
  type Customer,
  type CustomerRef,
  type createCustomerBodySchema,
  DUPLICATE_ACCOUNT_NUMBER,
  type updateCustomerBodySchema,
} from '@fieldline/contracts/customers/customers.contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { badRequest, fieldError, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { addressLine, saveAddress } from '../addresses';
import { getSettings } from '../system';
import { getCustomer } from './customers.read';
import * as repo from './customers.repository';
import { customers } from './customers.table';
import { createLocationForCustomer } from './related';

type CreateBody = z.output<typeof createCustomerBodySchema>;
type UpdateBody = z.output<typeof updateCustomerBodySchema>;
/** What a write needs from its request: the transaction, the user and the audit log. */
export type WriteContext = Pick<RouteContext<unknown, unknown, unknown>, 'db' | 'user' | 'audit'>;

const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);

async function checkAccountNumber(
  db: Db,
  accountNumber: string | undefined,
  exceptId?: number,
  field = 'accountNumber',
) {
  if (accountNumber && (await repo.accountNumberTaken(db, accountNumber, exceptId))) {
    throw fieldError(field, DUPLICATE_ACCOUNT_NUMBER);
  }
}

/** Unknown status, type, currency or billing customer ids are bad input naming the field. */
async function checkReferences(
  db: Db,
  b: {
    statusId?: number | null;
    typeId?: number | null;
    currencyId?: number | null;
    billingCustomerId?: number | null;
  },
) {
  const [status, type, currency, billing] = await Promise.all([
    b.statusId ? repo.findStatus(db, b.statusId) : true,
    b.typeId ? repo.findType(db, b.typeId) : true,
    b.currencyId ? repo.findCurrency(db, b.currencyId) : true,
    b.billingCustomerId ? repo.findCustomer(db, b.billingCustomerId) : true,
  ]);
  const errors: FieldError[] = [];
  if (!status) errors.push({ field: 'statusId', message: 'Unknown customer status.' });
  if (!type) errors.push({ field: 'typeId', message: 'Unknown customer type.' });
  if (!currency) errors.push({ field: 'currencyId', message: 'Unknown currency.' });
  if (!billing) errors.push({ field: 'billingCustomerId', message: 'Unknown billing customer.' });
  if (errors.length) throw badRequest(Messages.validation, errors);
}

/** A new customer is Active and in the home currency (the DefaultCurrencyCode setting, USD) unless told otherwise. */
async function defaults(db: Db) {
  const [status, settings] = await Promise.all([repo.findStatusByName(db, 'Active'), getSettings(db)]);
  const currency =
    (await repo.findCurrencyByCode(db, settings.DefaultCurrencyCode)) ??
    (await repo.findCurrencyByCode(db, 'USD'));
  return { statusId: status?.id ?? null, currencyId: currency?.id ?? null };
}

/** What the audit log compares for a customer. */
function auditable(c: Customer) {
  return {
    name: c.name,
    accountNumber: c.accountNumber,
    status: c.status?.name ?? null,
    type: c.type?.name ?? null,
    currency: c.currency?.abbreviation ?? null,
    billingCustomerId: c.billingCustomer?.id ?? null,
    billingAddress: c.billingAddress ? addressLine(c.billingAddress) : null,
    phone: c.phone,
    email: c.email,
    website: c.website,
    notes: c.notes,
    isActive: c.isActive,
  };
}

async function insertCustomer(
  ctx: WriteContext,
  body: Omit<CreateBody, 'createLocation'>,
  field = 'accountNumber',
): Promise<number> {
  const { db } = ctx;
  await checkAccountNumber(db, body.accountNumber, undefined, field);
  await checkReferences(db, body);
  const fallback = await defaults(db);
  const billingAddressId = await saveAddress(db, body.billingAddress, null, ctx.user.id);
  const [row] = await db
    .insert(customers)
    .values({
      name: body.name,
      accountNumber: body.accountNumber,
      statusId: body.statusId ?? fallback.statusId,
      typeId: body.typeId ?? null,
      currencyId: body.currencyId ?? fallback.currencyId,
      billingCustomerId: body.billingCustomerId ?? null,
      billingAddressId,
      phone: blankToNull(body.phone),
      email: blankToNull(body.email),
      website: blankToNull(body.website),
      notes: blankToNull(body.notes),
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning({ id: customers.id });
  return row.id;
}

export async function createCustomer(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<Customer> {
  const { db, body } = ctx;
  const id = await insertCustomer(ctx, body);
  if (body.createLocation) {
    await createLocationForCustomer(db, {
      customerId: id,
      name: body.name,
      address: body.billingAddress ?? null,
      userId: ctx.user.id,
      billingCustomerId: body.billingCustomerId ?? null,
    });
  }
  const customer = await getCustomer(db, id);
  await ctx.audit({ entity: 'customer', entityId: id, action: 'create', after: auditable(customer) });
  return customer;
}

/**
 * The contacts module's "Add New Contact" with a new customer: defaults everywhere, the duplicate check
 * on the account number (reported on `field`, e.g. `newCustomer.accountNumber`) and no location.
 */
export async function createCustomerRecord(
  ctx: WriteContext,
  input: { name: string; accountNumber: string },
  options: { field?: string } = {},
): Promise<CustomerRef> {
  const id = await insertCustomer(
    ctx,
    { name: input.name.trim(), accountNumber: input.accountNumber.trim() },
    options.field,
  );
  const customer = await getCustomer(ctx.db, id);
  await ctx.audit({ entity: 'customer', entityId: id, action: 'create', after: auditable(customer) });
  return { id, name: customer.name, accountNumber: customer.accountNumber };
}

export async function updateCustomer(
  ctx: RouteContext<UpdateBody, unknown, { id: number }>,
): Promise<Customer> {
  const { db, body } = ctx;
  const id = ctx.params.id;
  const before = await getCustomer(db, id);
  if (body.billingCustomerId === id) throw ruleViolation(CANNOT_BILL_ITSELF, 'OWN_BILLING_CUSTOMER');
  await checkAccountNumber(db, body.accountNumber, id);
  await checkReferences(db, body);
  const { version, billingAddress, phone, email, website, notes, ...rest } = body;
  const values: Partial<typeof customers.$inferInsert> = { ...rest };
  for (const [key, value] of Object.entries({ phone, email, website, notes })) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = blankToNull(value);
  }
  if (billingAddress === null) values.billingAddressId = null;
  else if (billingAddress) {
    values.billingAddressId = await saveAddress(
      db,
      billingAddress,
      before.billingAddress?.id ?? null,
      ctx.user.id,
    );
  }
  await updateVersioned(db, customers, id, version, values, ctx.user.id, 'customer');
  const after = await getCustomer(db, id);
  await ctx.audit({
    entity: 'customer',
    entityId: id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}
