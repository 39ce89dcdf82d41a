import { z } from 'zod';
import { businessDate } from '../common/dates';
import { decimalInput, MAX_AMOUNT, MAX_QUANTITY, MAX_UNIT_PRICE } from '../common/money';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';

/** Vendor bills, their items and tax lines (spec 1 §7.6; spec 3 §2 Bill tax panel, §3 Bill, §4 Bill, §7 Bill tax). */

/** Status names as stored and sent. A blank status is an approved (posted) bill (spec 3 §4). */
export const BillStatus = {
  PendingApproval: 'Pending Approval',
  Approved: '',
  PaidInFull: 'Paid in Full',
} as const;

/** What the page shows for a status name: blank counts as 'Approved'; other statuses are not shown. */
export function billStatusLabel(statusName: string | null | undefined): string | null {
  if (statusName === null || statusName === undefined || statusName === '') return 'Approved';
  if (statusName === BillStatus.PendingApproval || statusName === BillStatus.PaidInFull) return statusName;
  return null;
}

/** A schedule id of 0 or none counts as unset (spec 3 §4). */
export const hasTaxSchedule = (id: number | null | undefined): id is number =>
  typeof id === 'number' && id > 0;

/** Taxes are editable only while the bill is 'Pending Approval' and a sales-tax-paid account is configured. */
export const canEditBillTaxes = (statusName: string, salesTaxPaidConfigured: boolean) =>
  statusName === BillStatus.PendingApproval && salesTaxPaidConfigured;

export const BILL_NOT_PENDING = 'Only a bill that is Pending Approval can be changed.';
export const TAX_NOT_PENDING = 'Taxes can only be edited while the bill is Pending Approval.';
export const TAX_NO_ACCOUNT =
  'Taxes cannot be edited because no sales-tax-paid account is configured in the chart of accounts.';
export const TAX_NO_SCHEDULE = 'Choose a tax schedule for the bill before entering taxes.';
export const TAX_AUTHORITY_NOT_ON_SCHEDULE = "The tax authority is not on the bill's tax schedule.";
export const TAX_LINE_EXISTS = 'The bill already has a tax line for this tax authority.';
export const TAX_LINES_FIRST = "Delete the bill's tax lines before changing its tax schedule.";
export const APPROVE_NOT_PENDING = 'Only a bill that is Pending Approval can be approved.';
export const APPROVE_NO_AMOUNT = 'A bill needs lines with an amount before it can be approved.';
export const UNAPPROVE_NOT_APPROVED = 'Only an approved bill can be unapproved.';
export const UNAPPROVE_HAS_PAYMENTS = 'A bill with payments cannot be unapproved.';
export const SPLIT_NOT_PENDING = 'Only a bill that is Pending Approval can be split.';
export const SPLIT_NOTHING = 'Choose at least one line or quantity to move to the new bill.';
export const SPLIT_LEAVES_NOTHING = 'A split must leave at least one line on the original bill.';
export const SPLIT_TOO_MUCH = 'The quantity to move cannot be more than the quantity on the line.';
export const PAY_NOT_APPROVED = 'Only an approved bill with a balance can be paid.';
export const PAY_TOO_MUCH = "The payment cannot be more than the bill's balance.";
export const statusMoveRefused = (from: string, to: string) =>
  `A bill cannot move from ${billStatusLabel(from) ?? from} to ${billStatusLabel(to) ?? to}.`;

const id = z.int32().positive();
/** 2 places are amounts, 4 places quantities and unit costs; each capped at what its column holds. */
const decimal = (dp: 2 | 4, min: 'positive' | 'nonNegative', kind: 'quantity' | 'cost' = 'cost') =>
  decimalInput(dp, {
    min: 0,
    minExclusive: min === 'positive',
    max: dp === 2 ? MAX_AMOUNT : kind === 'quantity' ? MAX_QUANTITY : MAX_UNIT_PRICE,
    minMessage: min === 'positive' ? 'Must be greater than 0' : 'Must be 0 or more',
  });
const ref = z.object({ id: z.int32(), name: z.string() });

export const taxAuthorityRefSchema = ref.extend({ rate: z.string() });
export const billTaxScheduleSchema = ref.extend({ authorities: z.array(taxAuthorityRefSchema) });

export const billItemSchema = z.object({
  id: z.int32(),
  billId: z.int32(),
  itemId: z.int32().nullable(),
  item: z.object({ id: z.int32(), itemCode: z.string(), name: z.string() }).nullable(),
  description: z.string(),
  quantity: z.string(),
  unitCost: z.string(),
  amount: z.string(),
  glAccountId: z.int32().nullable(),
  displayOrder: z.int32(),
});
export type BillItem = z.infer<typeof billItemSchema>;

/** Bill tax line (spec 3 §3). */
export const billTaxLineSchema = z.object({
  id: z.int32(),
  billId: z.int32(),
  taxAuthority: ref,
  taxAmount: z.string(),
});
export type BillTaxLine = z.infer<typeof billTaxLineSchema>;

/** Bill (spec 3 §3) plus the header the page shows. */
export const billSchema = z
  .object({
    id: z.int32(),
    statusName: z.string(),
    type: z.string(),
    isAltCurrency: z.boolean(),
    amountDue: z.string(),
    amountPaid: z.string(),
    balance: z.string(),
    taxAmount: z.string(),
    subTotal: z.string(),
    currencyBalance: z.string(),
    currencyPaid: z.string(),
    currencySubtotal: z.string(),
    currencyTax: z.string(),
    currencyTotal: z.string(),
    currencyAbbr: z.string(),
    taxSchedule: billTaxScheduleSchema.nullable(),
    billNumber: z.string(),
    reference: z.string(),
    supplier: z.object({ id: z.int32(), name: z.string(), accountNumber: z.string().nullable() }),
    purchaseOrderId: z.int32().nullable(),
    officeId: z.int32().nullable(),
    splitFromBillId: z.int32().nullable(),
    billDate: z.string(),
    dueDate: z.string(),
    memo: z.string(),
    journalEntryId: z.int32().nullable(),
    /** Whether a sales-tax-paid account is configured: with Pending Approval, it decides whether taxes are editable. */
    salesTaxPaidConfigured: z.boolean(),
    items: z.array(billItemSchema),
    taxes: z.array(billTaxLineSchema),
  })
  .extend(auditFieldsSchema.shape);
export type Bill = z.infer<typeof billSchema>;

export const billRowSchema = z.object({
  id: z.int32(),
  billNumber: z.string(),
  reference: z.string(),
  statusName: z.string(),
  supplierId: z.int32(),
  supplierName: z.string(),
  billDate: z.string(),
  dueDate: z.string(),
  amountDue: z.string(),
  balance: z.string(),
});
export type BillRow = z.infer<typeof billRowSchema>;

export const billLineInputSchema = z.object({
  itemId: id.nullish(),
  description: z.string().trim().max(2000).default(''),
  quantity: decimal(4, 'positive', 'quantity'),
  unitCost: decimal(4, 'nonNegative'),
  glAccountId: id.nullish(),
  /** The line of the bill's purchase order this line bills (clears received-not-billed on approval). */
  purchaseOrderItemId: id.nullish(),
});
export type BillLineInput = z.input<typeof billLineInputSchema>;

export const createBillBodySchema = z.object({
  supplierId: id,
  purchaseOrderId: id.nullish(),
  reference: z.string().trim().max(100).default(''),
  billDate: businessDate,
  dueDate: businessDate.nullish(),
  memo: z.string().trim().max(4000).default(''),
  officeId: id.nullish(),
  taxScheduleId: z.int32().min(0).nullish(),
  items: z.array(billLineInputSchema).max(500).default([]),
});
export type CreateBillBody = z.input<typeof createBillBodySchema>;

export const updateBillBodySchema = z.object({
  taxScheduleId: z.int32().min(0).nullish(),
  memo: z.string().trim().max(4000).optional(),
  reference: z.string().trim().max(100).optional(),
  billDate: businessDate.optional(),
  dueDate: businessDate.optional(),
  statusName: z.string().max(50).optional(),
  version: z.int32().optional(),
});
export type UpdateBillBody = z.input<typeof updateBillBodySchema>;

export const updateBillItemBodySchema = z.object({
  description: z.string().trim().max(2000).optional(),
  quantity: decimal(4, 'positive', 'quantity').optional(),
  unitCost: decimal(4, 'nonNegative').optional(),
  glAccountId: id.nullish(),
});
export type UpdateBillItemBody = z.input<typeof updateBillItemBodySchema>;

export const splitBillBodySchema = z.object({
  items: z
    .array(z.object({ id, quantity: decimal(4, 'positive', 'quantity').optional() }))
    .min(1)
    .max(500),
  reference: z.string().trim().max(100).optional(),
});
export type SplitBillBody = z.input<typeof splitBillBodySchema>;

export const billPaymentBodySchema = z.object({
  amount: decimal(2, 'positive'),
  date: businessDate,
  bankAccountGlAccountId: id.nullish(),
});
export type BillPaymentBody = z.input<typeof billPaymentBodySchema>;

export const createBillTaxBodySchema = z.object({
  billId: id,
  taxAmount: decimal(2, 'nonNegative'),
  taxAuthority: z.object({ id }),
});
export type CreateBillTaxBody = z.input<typeof createBillTaxBodySchema>;

export const updateBillTaxBodySchema = z.object({
  taxAmount: decimal(2, 'nonNegative').optional(),
  taxAuthority: z.object({ id }).optional(),
});
export type UpdateBillTaxBody = z.input<typeof updateBillTaxBodySchema>;

export const billSearchQuerySchema = searchQuerySchema.extend({
  supplierId: z.coerce.number().check(z.int32()).positive().optional(),
  /** A status name; 'Approved' also finds the blank status. */
  status: z.string().max(50).optional(),
  dateFrom: businessDate.optional(),
  dateTo: businessDate.optional(),
});

export const agingQuerySchema = z.object({ date: businessDate.optional() });

const bucketsShape = {
  current: z.string(),
  days1To30: z.string(),
  days31To60: z.string(),
  days61To90: z.string(),
  over90: z.string(),
  total: z.string(),
};
export const agingReportSchema = z.object({
  asOf: z.string(),
  rows: z.array(
    z.object({
      supplierId: z.int32(),
      supplierName: z.string(),
      ...bucketsShape,
      billCount: z.number(),
    }),
  ),
  totals: z.object(bucketsShape),
});
export type AgingReport = z.infer<typeof agingReportSchema>;

export const itemParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  itemId: z.coerce.number().check(z.int32()).positive(),
});
export const taxParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  taxId: z.coerce.number().check(z.int32()).positive(),
});
