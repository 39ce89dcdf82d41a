import { type FieldError, Messages } from '@fieldline/contracts/common/errors';
import type {
  Contact,
  createContactBodySchema,
  updateContactBodySchema,
} from '@fieldline/contracts/contacts/contacts.contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { badRequest, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { createCustomerRecord, customerExists } from '../customers';
import { locationExists } from '../locations';
import { checkEmailAddress } from '../mail';
import { getContact } from './contacts.read';
import * as repo from './contacts.repository';
import { contacts } from './contacts.table';

type CreateBody = z.output<typeof createContactBodySchema>;
type UpdateBody = z.output<typeof updateContactBodySchema>;

async function checkReferences(db: Db, b: { customerId?: number | null; locationId?: number | null }) {
  const errors: FieldError[] = [];
  const [customer, location] = await Promise.all([
    b.customerId ? customerExists(db, b.customerId) : true,
    b.locationId ? locationExists(db, b.locationId) : true,
  ]);
  if (!customer) errors.push({ field: 'customerId', message: 'Unknown customer.' });
  if (!location) errors.push({ field: 'locationId', message: 'Unknown location.' });
  if (errors.length) throw badRequest(Messages.validation, errors);
}

/** What the history shows for a contact. */
export function auditable(c: Contact) {
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    title: c.title,
    idNumber: c.idNumber,
    workPhone: c.workPhone,
    cellPhone: c.cellPhone,
    email: c.email,
    isEmailValid: c.isEmailValid,
    isPrimaryContact: c.isPrimaryContact,
    isActive: c.isActive,
    notes: c.notes,
    customer: c.customer?.name ?? null,
    locations: c.locations.map((l) => l.name),
  };
}

/**
 * A new or changed e-mail address is checked (spelling, then the domain's MX record): DNS decides when it
 * answers (valid or not, whatever the caller sent); when it cannot be asked the caller's flag stands, and a
 * new address counts as valid.
 */
async function emailValidity(email: string | null | undefined, given: boolean | undefined) {
  if (!email) return given;
  const check = await checkEmailAddress(email);
  return check.isVerified ? check.isValid : (given ?? true);
}

/** Empty optional text is stored as null. */
const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

export async function createContact(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<Contact> {
  const { db, body, user } = ctx;
  await checkReferences(db, body);
  let customerId = body.customerId ?? null;
  if (body.newCustomer)
    customerId = (await createCustomerRecord(ctx, body.newCustomer, { field: 'newCustomer.accountNumber' }))
      .id;
  const [row] = await db
    .insert(contacts)
    .values({
      customerId,
      firstName: body.firstName,
      lastName: body.lastName,
      title: orNull(body.title),
      workPhone: orNull(body.workPhone),
      cellPhone: orNull(body.cellPhone),
      email: orNull(body.email),
      idNumber: orNull(body.idNumber),
      notes: orNull(body.notes),
      isPrimaryContact: body.isPrimaryContact,
      isEmailValid: (await emailValidity(orNull(body.email), undefined)) ?? true,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  if (body.isPrimaryContact && customerId) await repo.clearOtherPrimaries(db, customerId, row.id, user.id);
  if (body.locationId) await repo.link(db, row.id, body.locationId);
  const created = await getContact(db, row.id);
  await ctx.audit({ entity: 'contact', entityId: row.id, action: 'create', after: auditable(created) });
  return created;
}

export async function updateContact(
  ctx: RouteContext<UpdateBody, unknown, { id: number }>,
): Promise<Contact> {
  const { db, body, user } = ctx;
  const id = ctx.params.id;
  const before = await getContact(db, id);
  await checkReferences(db, body);
  const { version, ...fields } = body;
  const email = orNull(fields.email);
  const emailChanged =
    email !== undefined && (email ?? '').toLowerCase() !== (before.email ?? '').toLowerCase();
  const isEmailValid = emailChanged
    ? await emailValidity(email, fields.isEmailValid ?? true)
    : fields.isEmailValid;
  await updateVersioned(
    db,
    contacts,
    id,
    version,
    {
      ...fields,
      title: orNull(fields.title),
      workPhone: orNull(fields.workPhone),
      cellPhone: orNull(fields.cellPhone),
      email,
      isEmailValid,
      idNumber: orNull(fields.idNumber),
      notes: orNull(fields.notes),
    },
    user.id,
    'contact',
  );
  const customerId = fields.customerId === undefined ? (before.customer?.id ?? null) : fields.customerId;
  const primary = fields.isPrimaryContact ?? before.isPrimaryContact;
  if (primary && customerId && (fields.isPrimaryContact || fields.customerId !== undefined))
    await repo.clearOtherPrimaries(db, customerId, id, user.id);
  const after = await getContact(db, id);
  await ctx.audit({
    entity: 'contact',
    entityId: id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

/** Contacts stay on the jobs and messages that name them: deleting deactivates and unlinks locations. */
export async function deleteContact(ctx: RouteContext<unknown, unknown, { id: number }>): Promise<void> {
  const { db, user } = ctx;
  const id = ctx.params.id;
  const current = await repo.findContact(db, id);
  if (!current) throw notFound('contact');
  const before = await getContact(db, id);
  await repo.unlink(db, id);
  if (current.isActive)
    await updateVersioned(db, contacts, id, undefined, { isActive: false }, user.id, 'contact');
  const after = await getContact(db, id);
  await ctx.audit({
    entity: 'contact',
    entityId: id,
    action: 'delete',
    before: auditable(before),
    after: auditable(after),
  });
}
