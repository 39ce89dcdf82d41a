import { z } from 'zod';
import { auditFieldsSchema } from '../common/pagination';

export const companySchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    legalName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    currencyCode: z.string(),
    timezone: z.string(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type Company = z.infer<typeof companySchema>;

export const officeSchema = z
  .object({
    id: z.int32(),
    companyId: z.int32(),
    name: z.string(),
    code: z.string().nullable(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    timezone: z.string(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type Office = z.infer<typeof officeSchema>;
