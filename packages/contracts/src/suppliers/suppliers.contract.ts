import { z } from 'zod';
import { addressInputSchema, addressSchema } from '../addresses/addresses.contract';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';

/** Suppliers (spec 1 §7.6: get, list, create, search, count; supplier page 6084). */
export const supplierSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    accountNumber: z.string().nullable(),
    address: addressSchema.nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    contactName: z.string().nullable(),
    paymentTermsDays: z.int32(),
    notes: z.string().nullable(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type Supplier = z.infer<typeof supplierSchema>;

/** A list or search row: what the supplier list and pickers show. */
export const supplierRowSchema = z.object({
  id: z.int32(),
  name: z.string(),
  accountNumber: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
});
export type SupplierRow = z.infer<typeof supplierRowSchema>;

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const supplierSearchQuerySchema = searchQuerySchema.extend({ isActive: booleanQuery });
export const supplierListQuerySchema = z.object({ isActive: booleanQuery });

const optionalText = (max: number) => z.string().trim().max(max).nullish();
export const createSupplierBodySchema = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  accountNumber: optionalText(50),
  address: addressInputSchema.nullish(),
  phone: optionalText(30),
  email: z.string().trim().email('Enter a valid e-mail address.').max(254).nullish().or(z.literal('')),
  website: optionalText(200),
  contactName: optionalText(200),
  paymentTermsDays: z.int32().min(0).max(365).default(30),
  notes: optionalText(4000),
});
export type CreateSupplierBody = z.input<typeof createSupplierBodySchema>;
export const updateSupplierBodySchema = createSupplierBodySchema.partial().extend({
  paymentTermsDays: z.int32().min(0).max(365).optional(),
  isActive: z.boolean().optional(),
  version: z.int32().optional(),
});
export type UpdateSupplierBody = z.input<typeof updateSupplierBodySchema>;

export const DUPLICATE_SUPPLIER_ACCOUNT = 'This account number is already used by another supplier.';
