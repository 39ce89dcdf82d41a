import { z } from 'zod';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';

export const contactSchema = z
  .object({
    id: z.int32(),
    uid: z.string(),
    idNumber: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
    title: z.string().nullable(),
    workPhone: z.string().nullable(),
    cellPhone: z.string().nullable(),
    email: z.string().nullable(),
    isActive: z.boolean(),
    isEmailValid: z.boolean(),
    isPrimaryContact: z.boolean(),
    notes: z.string().nullable(),
    customer: z.object({ id: z.int32(), name: z.string(), accountNumber: z.string() }).nullable(),
    isCustomerContact: z.boolean(),
    isLocationContact: z.boolean(),
    locations: z.array(
      z.object({
        id: z.int32(),
        name: z.string(),
        receiveSignoffs: z.boolean(),
        isPrimary: z.boolean(),
      }),
    ),
  })
  .extend(auditFieldsSchema.shape);
export type Contact = z.infer<typeof contactSchema>;

/** A contact as listed for a customer or a location (the contacts manager rows). */
export const contactRowSchema = z.object({
  id: z.int32(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  title: z.string().nullable(),
  workPhone: z.string().nullable(),
  cellPhone: z.string().nullable(),
  email: z.string().nullable(),
  isActive: z.boolean(),
  isEmailValid: z.boolean(),
  isPrimaryContact: z.boolean(),
  customer: z.object({ id: z.int32(), name: z.string() }).nullable(),
  receiveSignoffs: z.boolean(),
  isCustomerContact: z.boolean(),
  isLocationContact: z.boolean(),
});
export type ContactRow = z.infer<typeof contactRowSchema>;

export const contactSearchQuerySchema = searchQuerySchema.extend({
  excludeId: z
    .union([z.coerce.number().check(z.int32()), z.array(z.coerce.number().check(z.int32()))])
    .optional(),
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Only contacts of this customer. */
  filterCompanyId: z.coerce.number().check(z.int32()).positive().optional(),
  customerId: z.coerce.number().check(z.int32()).positive().optional(),
  locationId: z.coerce.number().check(z.int32()).positive().optional(),
  email: z.string().trim().max(254).optional(),
});

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const positiveId = z.int32().positive('Must be a non-zero number');

export const createContactBodySchema = z
  .object({
    firstName: z.string().trim().min(1, 'Required').max(100),
    lastName: z.string().trim().max(100).default(''),
    title: optionalText(100),
    workPhone: optionalText(30),
    cellPhone: optionalText(30),
    email: z.string().trim().email('Enter a valid e-mail address.').max(254).nullish().or(z.literal('')),
    idNumber: optionalText(50),
    notes: optionalText(4000),
    isPrimaryContact: z.boolean().default(false),
    /** An existing customer, or `newCustomer` to create one with the contact. */
    customerId: positiveId.nullish(),
    newCustomer: z
      .object({
        name: z.string().trim().min(1, 'A customer name is required.').max(200),
        accountNumber: z.string().trim().min(1, 'Required').max(50),
      })
      .nullish(),
    /** Link the new contact to this location at once. */
    locationId: positiveId.nullish(),
  })
  .refine((b) => !(b.customerId && b.newCustomer), {
    message: 'Choose an existing customer or a new one, not both.',
    path: ['newCustomer'],
  });
export type CreateContactBody = z.input<typeof createContactBodySchema>;

export const updateContactBodySchema = z.object({
  firstName: z.string().trim().min(1, 'Required').max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  title: optionalText(100),
  workPhone: optionalText(30),
  cellPhone: optionalText(30),
  email: z.string().trim().email('Enter a valid e-mail address.').max(254).nullish().or(z.literal('')),
  idNumber: optionalText(50),
  notes: optionalText(4000),
  isActive: z.boolean().optional(),
  isEmailValid: z.boolean().optional(),
  isPrimaryContact: z.boolean().optional(),
  customerId: positiveId.nullish(),
  version: z.int32().optional(),
});
export type UpdateContactBody = z.input<typeof updateContactBodySchema>;

export const receiveSignoffsBodySchema = z.object({ receiveSignoffs: z.boolean() });
export const contactLocationSchema = z.object({
  contactId: z.int32(),
  locationId: z.int32(),
  receiveSignoffs: z.boolean(),
  isPrimary: z.boolean(),
});

export const CONTACT_ADDED = 'Contact Added';
export const INVALID_INPUT = 'Unable to save due to invalid input';
export const CONTACT_SEARCH_PAGE_SIZE = 100;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DELAY_MS = 250;

export const SIGNOFFS_NEED_LINK = 'Link the contact to the location before it can receive signoffs.';
export const contactLinkParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  locId: z.coerce.number().check(z.int32()).positive(),
});
/** `GET customers/{id}/contacts`: all of them (active first) or only active or inactive ones. */
export const customerContactsQuerySchema = z.object({
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  fields: z.string().optional(),
});
