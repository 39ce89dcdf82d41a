import { z } from 'zod';
import { businessDate } from '../common/dates';
import { isDecimalLike, MAX_AMOUNT, Money, positiveMoneyInput, roundMoney, toDecimal } from '../common/money';

/** Payment method 0 is a stored card; 16 is paper check / e-check (spec 3 section 9). */
export const STORED_CARD_METHOD = 0;
export const ECHECK_METHOD = 16;
export const ROUTING_NUMBER_LENGTH = 9;
/** Bank account types that take deposits: 2 checking, 3 savings. */
export const DEPOSIT_BANK_ACCOUNT_TYPES = [2, 3] as const;
export const BANK_ACCOUNT_TYPES = [
  { id: 1, name: 'Cash' },
  { id: 2, name: 'Checking' },
  { id: 3, name: 'Savings' },
  { id: 4, name: 'Credit Card' },
] as const;
/** GL account picker page size (spec 3 section 9). */
export const GL_PICKER_PAGE_SIZE = 50;

export const DEFAULT_DEPOSIT_NOTE =
  'This invoice represents the estimated amount and a deposit based on this amount. The total amounts represented here are only an estimate and may change before the job is finalized.';

export const DepositMessages = {
  selectMethod: 'Please select a payment method.',
  selectBank: 'Please select a bank account.',
  error: 'There was an error adding the payment.',
  confirmOpen:
    'You are about to create an open deposit invoice. No payments have been applied and you intend to send it to the customer. Is this correct?',
  confirmFunded:
    'You are about to create a funded deposit invoice. The payment will be applied and the deposit is ready to use. Is this correct?',
  confirmButton: 'Yes, Create Deposit',
  altCurrency: (currencyName: string, abbr: string) =>
    `This Customer uses ${currencyName}. Please enter the amount in ${abbr}.`,
} as const;

/** Stored-procedure prefixes the legacy server put before deposit errors; the modal strips them (spec 3 section 8). */
export const DEPOSIT_ERROR_PREFIXES = [
  'usp_Invoice_CreateDeposit:',
  'usp_Invoice_CreateGeneric:',
  'usp_Invoice_UpdateTaxSchedule:',
  'usp_Customer_CreateDepositCredit:',
  'create deposit:',
  'create generic:',
  'update tax schedule:',
  'create deposit credit:',
];
export function stripProcedurePrefixes(text: string): string {
  let out = text;
  for (const p of DEPOSIT_ERROR_PREFIXES) out = out.split(p).join('');
  return out.trim();
}

const positiveMoney = positiveMoneyInput;
const id = z.coerce.number().check(z.int32()).positive();

// ---- reference data ----
export const paymentMethodSchema = z.object({
  id: z.int32(),
  name: z.string(),
  isActive: z.boolean(),
  isCreditCard: z.boolean(),
  isACH: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentTypeSchema = z.object({ id: z.int32(), name: z.string(), isActive: z.boolean() });

export const bankAccountSchema = z.object({
  id: z.int32(),
  name: z.string(),
  accountNumber: z.string(),
  accountType: z.int32(),
  sortOrder: z.int32(),
  currency: z.object({ id: z.int32(), abbreviation: z.string(), symbol: z.string() }).nullable(),
  officeId: z.int32().nullable(),
  glAccountId: z.int32(),
  isActive: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
const intList = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
  z.array(z.coerce.number().check(z.int32())).optional(),
);
export const bankAccountQuerySchema = z.object({
  bankingAccountTypes: intList,
  officeId: z.coerce.number().check(z.int32()).optional(),
  currencyId: z.coerce.number().check(z.int32()).optional(),
  fields: z.string().optional(),
});
export const bankAccountBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  accountNumber: z.string().trim().max(34).default(''),
  accountType: z.int32().min(1).max(4),
  sortOrder: z.int32().default(0),
  currencyId: id.nullish(),
  officeId: id.nullish(),
  glAccountId: id,
  isActive: z.boolean().default(true),
});
export const bankAccountPatchSchema = bankAccountBodySchema.partial();
export const currencyRateByBankSchema = z.object({
  currencyID: z.int32().nullable(),
  rate: z.string(),
});

// ---- payments ----
const echeckFields = {
  checkName: z.string().trim().max(100).nullish(),
  checkNumber: z.string().trim().max(30).nullish(),
  routingNumber: z.string().trim().max(30).nullish(),
  accountNumber: z.string().trim().max(34).nullish(),
};
export const addPaymentBodySchema = z.strictObject({
  customerId: id,
  paymentDate: businessDate,
  amount: positiveMoney,
  paymentMethodId: z.int32().min(0),
  /** The stored card charged when the method is 0 (a stored card). */
  paymentTokenId: id.nullish(),
  bankAccountId: id,
  reference: z.string().trim().max(100).default(''),
  note: z.string().max(2000).default(''),
  ...echeckFields,
  applications: z
    .array(z.strictObject({ invoiceId: id, amount: positiveMoney }))
    .max(500)
    .default([]),
});
export type AddPaymentBody = z.input<typeof addPaymentBodySchema>;
/** `date` defaults to today; it may not be before the credit's or the invoice's date. */
export const creditPaymentBodySchema = z.strictObject({
  creditId: id,
  amount: positiveMoney,
  date: businessDate.optional(),
});

export const paymentApplicationSchema = z.object({
  id: z.int32(),
  invoiceId: z.int32(),
  invoiceNumber: z.string(),
  paymentId: z.int32().nullable(),
  creditId: z.int32().nullable(),
  amount: z.string(),
  appliedDate: z.string(),
  isVoid: z.boolean(),
});
export const paymentSchema = z.object({
  id: z.int32(),
  customerId: z.int32(),
  paymentDate: z.string(),
  amount: z.string(),
  systemAmount: z.string(),
  currencyRate: z.string(),
  paymentMethodId: z.int32(),
  paymentMethod: z.string(),
  bankAccountId: z.int32(),
  bankAccount: z.string(),
  reference: z.string(),
  note: z.string(),
  checkName: z.string().nullable(),
  checkNumber: z.string().nullable(),
  accountLast4: z.string().nullable(),
  status: z.string(),
  journalEntryId: z.int32().nullable(),
  voidEntryId: z.int32().nullable(),
  unapplied: z.string(),
  creditId: z.int32().nullable(),
  applications: z.array(paymentApplicationSchema),
  /** A stored card payment: the card, the surcharge charged on top, the gateway's fee; null otherwise. */
  card: z
    .object({
      paymentTokenId: z.int32(),
      label: z.string(),
      surcharge: z.string(),
      charged: z.string(),
      gatewayFee: z.string(),
      refundedDate: z.string().nullable(),
    })
    .nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** One row of an invoice's payments: a payment or a credit applied to it. */
export const invoicePaymentRowSchema = z.object({
  applicationId: z.int32(),
  kind: z.enum(['Payment', 'Credit']),
  paymentId: z.int32().nullable(),
  creditId: z.int32().nullable(),
  date: z.string(),
  amount: z.string(),
  method: z.string(),
  reference: z.string(),
  status: z.string(),
  isVoid: z.boolean(),
  /** Paid with a stored card: refunded to the card rather than voided. */
  isCard: z.boolean(),
});
export type InvoicePaymentRow = z.infer<typeof invoicePaymentRowSchema>;
export const openInvoiceSchema = z.object({
  id: z.int32(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  total: z.string(),
  balance: z.string(),
  invoiceType: z.string(),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;
export const invoicePaymentsQuerySchema = z.object({ invoiceId: id, fields: z.string().optional() });

// ---- deposits (spec 3 section 3, names exactly as written) ----
const optId = z.coerce.number().check(z.int32()).min(0).nullish();
const optText = (max: number) => z.string().max(max).nullish();
export const depositBodySchema = z.object({
  CustomerId: id,
  DepositAmount: positiveMoney,
  InvoiceDate: businessDate,
  InvoiceSource: z.enum(['Customer', 'Job']).default('Customer'),
  Notes: optText(4000),
  PendingJobId: optId,
  JobId: optId,
  customerLocationId: optId,
  shipToType: z.enum(['B', 'P']).default('B'),
  soldToType: z.enum(['B', 'P']).default('B'),
  soldToLocationId: optId,
  PaymentNote: optText(2000),
  PaymentBankAccountId: optId,
  PaymentTokenId: optId,
  PaymentMethodId: z.coerce.number().check(z.int32()).min(0).nullish(),
  ECheckNameOnCheck: optText(100),
  ECheckNumber: optText(30),
  ECheckRoutingNumber: optText(30),
  ECheckAccountNumber: optText(34),
});
export type DepositBody = z.input<typeof depositBodySchema>;
export const depositAnswerSchema = z.object({
  isError: z.boolean(),
  message: z.string(),
  invoiceId: z.int32(),
});
export type DepositAnswer = z.infer<typeof depositAnswerSchema>;

/** Deposit percent and amount are linked through the job amount: amount = job × percent / 100 (cents). */
export function amountForPercent(jobAmount: string, percent: string): string | null {
  if (!isDecimalLike(jobAmount) || !isDecimalLike(percent)) return null;
  return roundMoney(toDecimal(jobAmount).times(percent).dividedBy(100)).toFixed(2);
}
/** ... and percent = amount / job × 100, rounded to a whole percent (spec 3 section 9: percent values are rounded). */
export function percentForAmount(jobAmount: string, amount: string): string | null {
  if (!isDecimalLike(jobAmount) || !isDecimalLike(amount) || toDecimal(jobAmount).lessThanOrEqualTo(0))
    return null;
  return roundMoney(toDecimal(amount).dividedBy(jobAmount).times(100), 0).toFixed(0);
}

/** The e-check rules of spec 3 section 5 (method 16); answers the first failing message, or null. */
export function echeckProblem(f: {
  name?: string | null;
  number?: string | null;
  routing?: string | null;
  account?: string | null;
}): string | null {
  if (!f.name?.trim()) return 'Please enter the name on the check.';
  if (!f.number?.trim()) return 'Please enter the check number.';
  if ((f.routing?.trim() ?? '').length !== ROUTING_NUMBER_LENGTH)
    return `The routing number must be exactly ${ROUTING_NUMBER_LENGTH} characters.`;
  if (!f.account?.trim()) return 'Please enter the account number.';
  return null;
}

// ---- credits ----
/** The legacy payload: amounts may come as strings or numbers; the service checks them (spec 3 section 5). */
export const issueCreditBodySchema = z.object({
  customerId: z.coerce.number().check(z.int32()).positive(),
  creditAmount: z.union([z.string(), z.number()]),
  creditDate: z.string(),
  memo: z.string().max(2000).nullish(),
  strDebitAccountAmount: z.string().max(20000),
});
export type IssueCreditBody = z.input<typeof issueCreditBodySchema>;
export const legacyAnswerSchema = z.object({ d: z.string() });

export interface DebitAccountAmount {
  accountCode: string;
  amount: string;
}
/** `code,amount|code,amount` → pairs; a malformed pair keeps its raw text so the caller can name it. */
export function parseDebitAccountAmount(text: string): DebitAccountAmount[] {
  return text
    .split('|')
    .filter((p) => p.trim() !== '')
    .map((pair) => {
      const at = pair.lastIndexOf(',');
      return at < 0
        ? { accountCode: pair.trim(), amount: '' }
        : { accountCode: pair.slice(0, at).trim(), amount: pair.slice(at + 1).trim() };
    });
}
export function formatDebitAccountAmount(lines: DebitAccountAmount[]): string {
  return lines.map((l) => `${l.accountCode},${l.amount}`).join('|');
}

/**
 * The credit amount rounded once to 2 places (spec 3 section 5: amounts are rounded to 2 decimals), then
 * divided by the customer's active currency rate, banker's rounding to 2 places. The stored amount and the
 * system amount both come from the same rounded amount (13.8069 CAD at 1.38 is 13.81 CAD, 10.01 home).
 */
export function creditSystemAmount(
  amount: string | number,
  rate: string | number | null | undefined,
): string {
  if (!isDecimalLike(amount)) return '0.00';
  const r = rate !== null && rate !== undefined && isDecimalLike(rate) ? toDecimal(rate) : new Money(1);
  if (r.lessThanOrEqualTo(0)) return '0.00';
  return roundMoney(roundMoney(amount).dividedBy(r)).toFixed(2);
}

/** The credit form's rules (spec 3 section 5 Credit); the same function guards the server. */
export function creditProblem(input: {
  amount: string | number;
  date: string;
  rate: string | number | null | undefined;
  lines: { accountCode: string; amount: string | number }[];
}): string | null {
  if (!isDecimalLike(input.amount) || toDecimal(input.amount).lessThanOrEqualTo(0))
    return 'The credit amount must be a number above 0.';
  if (roundMoney(input.amount).gt(MAX_AMOUNT)) return 'The credit amount must be at most 999,999,999.99.';
  if (!input.date || !businessDate.safeParse(input.date).success)
    return 'The credit date is not a valid date.';
  const system = toDecimal(creditSystemAmount(input.amount, input.rate));
  if (system.lessThanOrEqualTo(0)) return 'The system amount must be above 0.';
  if (input.lines.length === 0) return 'Add at least one GL account line.';
  let total = new Money(0);
  for (const [i, l] of input.lines.entries()) {
    if (!l.accountCode) return `Line ${i + 1} needs an account.`;
    if (!isDecimalLike(l.amount) || roundMoney(l.amount).lessThanOrEqualTo(0))
      return `Line ${i + 1} needs an amount above 0.`;
    total = total.plus(roundMoney(l.amount));
  }
  if (!total.equals(system))
    return `The GL lines total ${total.toFixed(2)} but the system amount is ${system.toFixed(2)}.`;
  return null;
}

export const creditLineSchema = z.object({
  id: z.int32(),
  accountId: z.int32(),
  accountCode: z.string(),
  accountName: z.string(),
  amount: z.string(),
});
export const journalLineViewSchema = z.object({
  lineNumber: z.int32(),
  accountId: z.int32(),
  accountCode: z.string(),
  accountName: z.string(),
  debit: z.string(),
  credit: z.string(),
  memo: z.string().nullable(),
});
export const creditSchema = z.object({
  id: z.int32(),
  customerId: z.int32(),
  customerName: z.string(),
  source: z.string(),
  paymentId: z.int32().nullable(),
  creditDate: z.string(),
  amount: z.string(),
  systemAmount: z.string(),
  currencyRate: z.string(),
  amountApplied: z.string(),
  balance: z.string(),
  memo: z.string(),
  status: z.string(),
  journalEntryId: z.int32().nullable(),
  lines: z.array(creditLineSchema),
  journalLines: z.array(journalLineViewSchema),
  applications: z.array(paymentApplicationSchema),
});
export type Credit = z.infer<typeof creditSchema>;
export const creditRowSchema = creditSchema.omit({ lines: true, journalLines: true, applications: true });
export type CreditRow = z.infer<typeof creditRowSchema>;
export const creditSearchQuerySchema = z.object({
  customerId: z.coerce.number().check(z.int32()).positive().optional(),
  status: z.string().optional(),
  openOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(10000).default(50),
  fields: z.string().optional(),
});
