import { z } from 'zod';
import { addressInputSchema, addressSchema } from '../addresses/addresses.contract';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';

export const currencyRateSchema = z.object({
  id: z.int32(),
  rate: z.string(),
  effectiveDate: z.string(),
  isActive: z.boolean(),
});
export const currencySchema = z.object({
  id: z.int32(),
  abbreviation: z.string(),
  name: z.string(),
  symbol: z.string(),
  isAltCurrency: z.boolean(),
  isActive: z.boolean(),
  currencyRates: z.array(currencyRateSchema),
});
export type Currency = z.infer<typeof currencySchema>;

export const refSchema = z.object({ id: z.int32(), name: z.string() });

export const customerSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    accountNumber: z.string(),
    status: refSchema.nullable(),
    type: refSchema.nullable(),
    currency: z
      .object({
        id: z.int32(),
        abbreviation: z.string(),
        isAltCurrency: z.boolean(),
        rate: z.string(),
      })
      .nullable(),
    billingCustomer: z.object({ id: z.int32(), name: z.string(), accountNumber: z.string() }).nullable(),
    billingAddress: addressSchema.nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    notes: z.string().nullable(),
    isActive: z.boolean(),
    locationCount: z.int32(),
    contactCount: z.int32(),
    activeAlertCount: z.int32(),
  })
  .extend(auditFieldsSchema.shape);
export type Customer = z.infer<typeof customerSchema>;

/** Search rows are light: what a list or typeahead shows. */
export const customerSearchRowSchema = z.object({
  id: z.int32(),
  name: z.string(),
  accountNumber: z.string(),
  status: z.string().nullable(),
  type: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
});
export type CustomerSearchRow = z.infer<typeof customerSearchRowSchema>;

export const customerSearchQuerySchema = searchQuerySchema.extend({
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  statusId: z.coerce.number().check(z.int32()).positive().optional(),
  typeId: z.coerce.number().check(z.int32()).positive().optional(),
  accountNumber: z.string().trim().max(50).optional(),
});

const optionalText = (max: number) => z.string().trim().max(max).nullish();
export const createCustomerBodySchema = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  accountNumber: z.string().trim().min(1, 'Required').max(50),
  statusId: z.int32().positive().nullish(),
  typeId: z.int32().positive().nullish(),
  currencyId: z.int32().positive().nullish(),
  billingCustomerId: z.int32().positive().nullish(),
  billingAddress: addressInputSchema.nullish(),
  phone: optionalText(30),
  email: z.string().trim().email('Enter a valid e-mail address.').max(254).nullish().or(z.literal('')),
  website: optionalText(200),
  notes: optionalText(4000),
  /** Also create the first location at the billing address (the usual case for a new customer). */
  createLocation: z.boolean().default(true),
});
export type CreateCustomerBody = z.input<typeof createCustomerBodySchema>;
export const updateCustomerBodySchema = createCustomerBodySchema
  .omit({ createLocation: true })
  .partial()
  .extend({ isActive: z.boolean().optional(), version: z.int32().optional() });
export type UpdateCustomerBody = z.input<typeof updateCustomerBodySchema>;

export const DUPLICATE_ACCOUNT_NUMBER = 'This account number is already used by another customer.';

export const balanceSummarySchema = z.object({
  customerId: z.int32(),
  currentBalance: z.string(),
  pastDue: z.string(),
  over30: z.string(),
  over60: z.string(),
  over90: z.string(),
  unappliedCredits: z.string(),
  openInvoices: z.int32(),
  lastPaymentDate: z.string().nullable(),
  lastPaymentAmount: z.string().nullable(),
});
export type BalanceSummary = z.infer<typeof balanceSummarySchema>;

export const alertSeveritySchema = z.enum(['info', 'warning', 'critical']);
export const customerAlertSchema = z
  .object({
    id: z.int32(),
    customerId: z.int32(),
    message: z.string(),
    severity: alertSeveritySchema,
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type CustomerAlert = z.infer<typeof customerAlertSchema>;
export const createAlertBodySchema = z.object({
  customerId: z.int32().positive(),
  message: z.string().trim().min(1, 'Required').max(1000),
  severity: alertSeveritySchema.default('info'),
  startDate: z.string().date().nullish(),
  endDate: z.string().date().nullish(),
});
export const updateAlertBodySchema = createAlertBodySchema
  .omit({ customerId: true })
  .partial()
  .extend({ isActive: z.boolean().optional(), version: z.int32().optional() });

export const customerRefSchema = z.object({
  id: z.int32(),
  name: z.string(),
  accountNumber: z.string(),
});
export type CustomerRef = z.infer<typeof customerRefSchema>;

/** The customer page header: the customer, its primary contact and its alerts in effect today. */
export const customerDetailsSchema = customerSchema.extend({
  primaryContact: z
    .object({
      id: z.int32(),
      displayName: z.string(),
      email: z.string().nullable(),
      workPhone: z.string().nullable(),
      cellPhone: z.string().nullable(),
    })
    .nullable(),
  activeAlerts: z.array(customerAlertSchema),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const alertListQuerySchema = z.object({
  customerId: z.coerce.number().check(z.int32()).positive(),
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const balanceSummaryQuerySchema = z.object({
  customerId: z.coerce.number().check(z.int32()).positive(),
});
export const currencyRateAnswerSchema = z.object({ currencyID: z.int32(), rate: z.string() });
export const customerLookupSchema = z.object({
  id: z.int32(),
  name: z.string(),
  sort: z.int32(),
  isActive: z.boolean(),
});

export const CANNOT_BILL_ITSELF = 'A customer cannot be its own billing customer.';
export const ALERT_END_BEFORE_START = 'The end date must be on or after the start date.';
