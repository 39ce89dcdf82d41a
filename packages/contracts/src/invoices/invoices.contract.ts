import { z } from 'zod';
import {
  isDecimalLike,
  MAX_QUANTITY,
  MAX_UNIT_PRICE,
  moneyInput,
  nonNegativeMoneyInput,
  percentInput,
  quantityInput,
  toDecimal,
  unitCostInput,
  unitPriceInputWith,
  withinAmountLimit,
} from '../common/money';
import { documentWarningSchema } from '../taxes/taxes.contract';

const id = z.coerce.number().check(z.int32()).positive();
const date = z.iso.date();
const money = z.string();

export const INVOICE_STATUSES = ['Open', 'Paid', 'Void'] as const;
/** Job invoice status values (jobs.invoiceStatus). */
export const JobInvoiceStatus = { NotInvoiced: 0, Partial: 1, Invoiced: 2, NoCharge: 3 } as const;

/** Quantity × unit price must fit an amount (999,999,999.99). */
export const LINE_AMOUNT_TOO_LARGE =
  'The line amount (quantity × unit price) must be at most 999,999,999.99.';
/** Invoices with a negative total are credit memos: the invoice path refuses them (docs/accounting/invoices.md). */
export const NEGATIVE_INVOICE_REFUSED =
  'An invoice cannot have a negative total. Issue a customer credit (Payments → Credits) for money owed to the customer.';

export const invoiceLineBodySchema = z
  .object({
    itemId: z.int32().positive().nullish(),
    description: z.string().trim().min(1).max(2000),
    quantity: quantityInput(),
    /** Signed: a discount or return line may carry a negative price (the invoice total may not). */
    unitPrice: unitPriceInputWith({ min: `-${MAX_UNIT_PRICE}` }),
    unitCost: unitCostInput.optional(),
    discountAmount: nonNegativeMoneyInput.optional(),
    isTaxable: z.boolean().optional(),
    isStocked: z.boolean().optional(),
    revenueAccountId: z.int32().positive().nullish(),
    groupName: z.string().trim().max(200).optional(),
  })
  .superRefine((line, ctx) => {
    // Only when both fields passed their own checks (a failed field keeps its raw value here).
    const valid = (v: unknown, max: string) =>
      typeof v === 'string' &&
      isDecimalLike(v) &&
      toDecimal(v).decimalPlaces() <= 4 &&
      toDecimal(v).abs().lte(max);
    if (!valid(line.quantity, MAX_QUANTITY) || !valid(line.unitPrice, MAX_UNIT_PRICE)) return;
    if (!withinAmountLimit(toDecimal(line.quantity).times(line.unitPrice)))
      ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: LINE_AMOUNT_TOO_LARGE });
  });

export const createInvoiceBodySchema = z.object({
  customerId: z.int32().positive(),
  locationId: z.int32().positive().nullish(),
  officeId: z.int32().positive().nullish(),
  jobId: z.int32().positive().nullish(),
  invoiceDate: date,
  dueDate: date.optional(),
  poNumber: z.string().trim().max(100).optional(),
  notes: z.string().max(4000).optional(),
  taxScheduleId: z.int32().positive().nullish(),
  lines: z.array(invoiceLineBodySchema).min(1).max(500),
});

export const invoiceFromJobBodySchema = z.object({
  invoiceDate: date.optional(),
  dueDate: date.optional(),
  /** Defaults to the job location's tax schedule. */
  taxScheduleId: z.int32().positive().nullish(),
  /** Bill only these job lines (a partial invoice); all lines otherwise. */
  lineIds: z.array(z.int32().positive()).max(500).optional(),
  /** A partial invoice leaves the job Partially Invoiced and allows billing it again. */
  partial: z.boolean().default(false),
  notes: z.string().max(4000).optional(),
});

export const invoiceRefSchema = z.object({ id: z.int32(), invoiceNumber: z.string(), total: money });

export const invoiceListRowSchema = z.object({
  id: z.int32(),
  invoiceNumber: z.string(),
  invoiceType: z.string(),
  status: z.string(),
  customerId: z.int32(),
  customerName: z.string(),
  jobId: z.int32().nullable(),
  jobNumber: z.string().nullable(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  poNumber: z.string(),
  total: money,
  amountPaid: money,
  balance: money,
});
export type InvoiceListRow = z.infer<typeof invoiceListRowSchema>;

export const invoiceSearchQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  customerId: id.optional(),
  jobId: id.optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  invoiceType: z.enum(['Invoice', 'Deposit']).optional(),
  dateFrom: date.optional(),
  dateTo: date.optional(),
  /** Due before this day: with status Open, the overdue invoices. */
  dueBefore: date.optional(),
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(500).default(50),
});
export const invoiceSearchResultSchema = z.object({
  data: z.array(invoiceListRowSchema),
  count_filtered: z.int32(),
});

export const pastDueQuerySchema = z.object({ customerId: id.optional() });

export const invoiceItemSchema = z.object({
  id: z.int32(),
  groupId: z.int32().nullable(),
  itemId: z.int32().nullable(),
  itemCode: z.string().nullable(),
  description: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  unitCost: z.string(),
  discountAmount: money,
  subtotal: money,
  tax: money,
  total: money,
  isTaxable: z.boolean(),
  isStocked: z.boolean(),
  displayOrder: z.int32(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoiceItemGroupSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string(),
  displayOrder: z.int32(),
});

export const invoiceTaxSchema = z.object({
  authorityId: z.int32(),
  name: z.string(),
  rate: z.string(),
  taxableAmount: money,
  amount: money,
});

const ref = z.object({ id: z.int32(), name: z.string() }).nullable();

export const invoiceDetailSchema = z.object({
  id: z.int32(),
  invoiceNumber: z.string(),
  invoiceType: z.string(),
  invoiceSource: z.string(),
  status: z.string(),
  customer: z.object({ id: z.int32(), name: z.string(), accountNumber: z.string() }),
  location: ref,
  job: z.object({ id: z.int32(), jobNumber: z.string(), name: z.string() }).nullable(),
  office: ref,
  taxSchedule: ref,
  invoiceGroupId: z.int32().nullable(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  poNumber: z.string(),
  notes: z.string(),
  currencyId: z.int32().nullable(),
  currencyRate: z.string(),
  subTotal: money,
  taxAmount: money,
  total: money,
  amountPaid: money,
  balance: money,
  cost: money,
  voidedDate: z.string().nullable(),
  voidReason: z.string().nullable(),
  journalEntryId: z.int32().nullable(),
  voidEntryId: z.int32().nullable(),
  items: z.array(invoiceItemSchema),
  groups: z.array(invoiceItemGroupSchema),
  taxes: z.array(invoiceTaxSchema),
  /** Filled by the payments module when it registers a reader; empty otherwise. */
  payments: z.array(z.record(z.string(), z.unknown())),
  createdDate: z.string(),
  /** Cautions that do not block the invoice, e.g. NO_TAX_SCHEDULE (docs/accounting/taxes.md). */
  warnings: z.array(documentWarningSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const calculatedTaxSchema = z.object({
  taxScheduleId: z.int32().nullable(),
  taxableAmount: money,
  total: money,
  byAuthority: z.array(invoiceTaxSchema),
});
export const calculateTaxQuerySchema = z.object({ taxScheduleId: id.optional() });

export const voidInvoiceBodySchema = z.object({
  reason: z.string().trim().min(1).max(1000),
  /** Default today (or the invoice date when that is later); never before the invoice date. */
  date: date.optional(),
});

/** Where a void posted, and the sentence saying so when a closed period moved it (issue 14). */
export const voidPostingFields = {
  voidPostedOn: z.string().nullable(),
  voidNotice: z.string().nullable(),
};

export const invoiceContactSchema = z.object({
  contactId: z.int32(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export const addInvoiceContactBodySchema = z.object({ contactId: z.int32().positive() });

export const invoiceEmployeeSchema = z.object({
  id: z.int32(),
  employeeId: z.int32(),
  employeeName: z.string(),
  role: z.string(),
  commissionPct: z.string(),
  /** Earned so far (the commissions module's entries for this invoice and person). */
  commissionAmount: money,
  /** The whole commission once fully earned, before credits and a void take their share. */
  commissionFull: money,
  /** Rule: from the salesperson's commission rule; Percent: the percent typed on the invoice. */
  commissionSource: z.enum(['Rule', 'Percent']),
  /** A whole commission typed by hand, kept until the invoice's commissions are recomputed. */
  overrideAmount: money.nullable(),
  ruleId: z.int32().nullable(),
  isPaid: z.boolean(),
});
export type InvoiceEmployee = z.infer<typeof invoiceEmployeeSchema>;
const pct = percentInput(4);
export const addInvoiceEmployeeBodySchema = z.object({
  employeeId: z.int32().positive(),
  role: z.string().trim().min(1).max(50).default('Sales'),
  commissionPct: pct.default('0'),
});
export const updateInvoiceEmployeeBodySchema = z
  .object({ role: z.string().trim().min(1).max(50), commissionPct: pct, isPaid: z.boolean() })
  .partial()
  .strict();

export const invoiceCommissionSchema = z.object({
  invoiceId: z.int32(),
  subTotal: money,
  totalCommission: money,
  employees: z.array(invoiceEmployeeSchema),
});
export const commissionUpdateBodySchema = z.object({
  invoiceId: z.int32().positive(),
  employees: z
    .array(
      z.object({
        employeeId: z.int32().positive(),
        commissionPct: pct.optional(),
        commissionAmount: moneyInput.optional(),
        isPaid: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(100),
});

export const invoiceGroupSchema = z.object({
  id: z.int32(),
  name: z.string(),
  customerId: z.int32(),
  customerName: z.string(),
  description: z.string().nullable(),
  isVoid: z.boolean(),
  total: money,
  balance: money,
  invoices: z.array(invoiceRefSchema.extend({ status: z.string(), balance: money })),
});
export const createInvoiceGroupBodySchema = z.object({
  name: z.string().trim().min(1).max(200),
  customerId: z.int32().positive(),
  description: z.string().max(1000).nullish(),
  invoiceIds: z.array(z.int32().positive()).max(500).default([]),
});
export const updateInvoiceGroupBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(1000).nullable(),
    /** Invoices to add to the group. */
    invoiceIds: z.array(z.int32().positive()).max(500),
  })
  .partial()
  .strict();
export const removeGroupInvoiceBodySchema = z.object({ invoiceId: z.int32().positive() });
export const voidInvoiceGroupBodySchema = z.object({ reason: z.string().trim().min(1).max(1000) });
export const invoiceGroupQuerySchema = z.object({
  customerId: id.optional(),
  query: z.string().trim().max(100).optional(),
  includeVoid: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(500).default(50),
});

export const INVOICE_RULES = {
  jobInvoiced: 'This job has already been invoiced. Bill it as a partial invoice to invoice it again.',
  jobNoCharge: 'This job is marked No Charge and cannot be invoiced.',
  jobNoLines: 'The job has no line items to invoice.',
  groupVoid: 'This invoice group is void.',
  groupCustomer: 'Every invoice in a group must be for the group customer.',
  invoiceInOtherGroup: 'The invoice already belongs to another group.',
} as const;
