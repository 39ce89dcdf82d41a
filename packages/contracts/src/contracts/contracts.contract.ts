import { z } from 'zod';
import { businessDate } from '../common/dates';
import { decimalInput } from '../common/money';
import { auditFieldsSchema, searchQuerySchema, searchResultSchema } from '../common/pagination';

/** Service agreements and rental contracts (spec 1 §7.7; page code 8316). docs/contracts.md. */

export const CONTRACT_MESSAGES = {
  unknownCustomer: 'Unknown customer.',
  unknownLocation: 'Choose a location of the contract’s customer.',
  unknownOffice: 'Unknown office.',
  unknownType: 'Unknown contract type.',
  unknownStatus: 'Unknown contract status.',
  endBeforeStart: 'The end date must be on or after the start date.',
  effectiveBeforeStart: 'A change order takes effect on or after the contract start.',
} as const;

export const BILLING_SCHEDULES = ['Monthly', 'Quarterly', 'Annual', 'PerVisit'] as const;
export const BILLING_SCHEDULE_LABELS: Record<(typeof BILLING_SCHEDULES)[number], string> = {
  Monthly: 'Monthly',
  Quarterly: 'Quarterly',
  Annual: 'Annual',
  PerVisit: 'Per visit',
};
export const REVENUE_RECOGNITION = ['Immediate', 'Deferred'] as const;
export const RENEWAL_KINDS = ['Manual', 'Automatic'] as const;

const id = z.int32().positive();
const ref = z.object({ id: z.int32(), name: z.string() });
const text = (max: number) => z.string().trim().max(max);

export const contractSchema = z
  .object({
    id: z.int32(),
    contractNumber: z.string(),
    name: z.string(),
    description: z.string(),
    customer: ref,
    location: ref.nullable(),
    office: ref,
    type: ref.extend({ isRental: z.boolean() }),
    status: ref.extend({ statusType: z.string() }),
    priority: z.int32(),
    startDate: z.string(),
    endDate: z.string(),
    termMonths: z.int32(),
    renewalKind: z.enum(RENEWAL_KINDS),
    renewalPercent: z.string(),
    billingSchedule: z.enum(BILLING_SCHEDULES),
    revenueRecognition: z.enum(REVENUE_RECOGNITION),
    billedThrough: z.string().nullable(),
    poNumber: z.string(),
    notes: z.string(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type Contract = z.infer<typeof contractSchema>;

const optionalId = z.coerce.number().check(z.int32()).positive().optional();
export const contractSearchQuerySchema = searchQuerySchema.extend({
  customerId: optionalId,
  statusId: optionalId,
  typeId: optionalId,
  officeId: optionalId,
});
export const contractSearchResultSchema = searchResultSchema(contractSchema);

const fields = {
  name: text(200).min(1, 'Required'),
  description: text(4000),
  customerId: id,
  locationId: id.nullable(),
  officeId: id,
  typeId: id,
  statusId: id,
  priority: z.int32().min(0).max(1000),
  startDate: businessDate,
  endDate: businessDate,
  termMonths: z.int32().min(1).max(600),
  renewalKind: z.enum(RENEWAL_KINDS),
  renewalPercent: decimalInput(4, { min: '-100', max: '999' }),
  billingSchedule: z.enum(BILLING_SCHEDULES),
  revenueRecognition: z.enum(REVENUE_RECOGNITION),
  poNumber: text(100),
  notes: text(4000),
  isActive: z.boolean(),
};
type Fields = typeof fields;
const optional = <K extends keyof Fields>(keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, fields[k].optional()])) as { [P in K]: z.ZodOptional<Fields[P]> };

export const createContractBodySchema = z.strictObject({
  name: fields.name,
  customerId: fields.customerId,
  officeId: fields.officeId,
  typeId: fields.typeId,
  startDate: fields.startDate,
  endDate: fields.endDate,
  ...optional([
    'description',
    'locationId',
    'statusId',
    'priority',
    'termMonths',
    'renewalKind',
    'renewalPercent',
    'billingSchedule',
    'revenueRecognition',
    'poNumber',
    'notes',
  ]),
});
export const updateContractBodySchema = z
  .strictObject({
    ...optional(Object.keys(fields) as (keyof Fields)[]),
    version: z.int32().optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), { message: 'Nothing to change.' });

/**
 * The terms a change order may amend (the customer, type and start stay what the contract was made with; its
 * own `description` is the amendment's text).
 */
export const CHANGE_ORDER_FIELDS = [
  'name',
  'locationId',
  'officeId',
  'statusId',
  'endDate',
  'termMonths',
  'renewalKind',
  'renewalPercent',
  'billingSchedule',
  'revenueRecognition',
  'poNumber',
  'notes',
] as const;

/** PATCH contracts/{id}/addChangeOrder: what the amendment says, from when, and the terms it changes. */
export const addChangeOrderBodySchema = z.strictObject({
  description: text(4000).min(1, 'Required'),
  effectiveDate: businessDate,
  version: z.int32().optional(),
  ...optional([...CHANGE_ORDER_FIELDS]),
});
export type AddChangeOrderBody = z.input<typeof addChangeOrderBodySchema>;

export const contractChangeOrderSchema = z.object({
  id: z.number(),
  sequence: z.number(),
  effectiveDate: z.string(),
  description: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  createdDate: z.string(),
  createdBy: z.string().nullable(),
});
export type ContractChangeOrder = z.infer<typeof contractChangeOrderSchema>;

export const changePriorityBodySchema = z.strictObject({ id, priority: fields.priority });
export const contractValidationSchema = z.object({ isValid: z.boolean(), problems: z.array(z.string()) });
export const contractTypeSchema = z.object({
  id: z.int32(),
  name: z.string(),
  isRental: z.boolean(),
  isActive: z.boolean(),
});
export const contractStatusSchema = z.object({
  id: z.int32(),
  name: z.string(),
  statusType: z.string(),
  isActive: z.boolean(),
});
