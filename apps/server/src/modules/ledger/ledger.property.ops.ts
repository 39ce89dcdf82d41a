import fc from 'fast-check';
import { type AssetStockOp, assetStockOpArb } from './ledger.property.asset-stock-ops';
import { type BankOp, bankOpArb } from './ledger.property.bank-ops';
import { type CardFixture, type CardOp, cardOpArb } from './ledger.property.card-ops';
import { type ContractOp, contractOpArb } from './ledger.property.contract-ops';
import { type DepreciationOp, depreciationOpArb } from './ledger.property.depreciation-ops';
import {
  type ExpenseFixture,
  type ExpenseOp,
  type ExpenseState,
  expenseOpArb,
} from './ledger.property.expense-ops';
import { type PayrollOp, payrollOpArb } from './ledger.property.payroll-ops';
import { type StockFixture, type StockOp, type StockState, stockOpArb } from './ledger.property.stock-ops';
import type { UploadOp } from './ledger.property.upload-ops';

/**
 * The operations of the ledger property test (ledger.property.test.ts): the fixture, a sequence's state and the
 * random operations (ledger.property.test-helpers.ts runs them). Operations name earlier documents by index (taken modulo the documents made so
 * far in the sequence), so fast-check can shrink a failing sequence without inventing ids.
 */

export interface Fixture {
  userId: number;
  customers: number[];
  suppliers: number[];
  bankAccountId: number;
  taxScheduleId: number | null;
  ar: number;
  ap: number;
  revenueAccounts: number[];
  /** Account codes a customer credit may be spread over (the GL picker's kind: not AR, AP or inventory). */
  creditCodes: string[];
  billAccounts: number[];
  /** Accounts for manual entries: none of them receivables or payables, whose totals follow the documents. */
  manualAccounts: number[];
  /** Items, warehouses and statuses of the stock operations (ledger.property.stock-ops.ts). */
  stock: StockFixture;
  /** Employees, a company card and a mileage rate (ledger.property.expense-ops.ts). */
  expenses: ExpenseFixture;
  /** Each customer's test cards (ledger.property.card-ops.ts). */
  cards: CardFixture;
}

export interface State {
  invoices: { id: number; customerId: number }[];
  payments: { id: number; invoiceId: number | null }[];
  credits: { id: number; customerId: number }[];
  bills: number[];
  entries: number[];
  pos: StockState['pos'];
  /** Pay periods approved in the sequence (ledger.property.payroll-ops.ts). */
  payPeriods: number[];
  expenseOps: ExpenseState;
  /** Assets with a depreciation schedule (ledger.property.depreciation-ops.ts) or made from stock. */
  assets: number[];
  /** Stored card payments made in the sequence (ledger.property.card-ops.ts). */
  cardPayments: number[];
  /** Bank lines booked with Add Matching Transaction (ledger.property.bank-ops.ts). */
  bankLines: number[];
  /** Payments made from payment uploads (ledger.property.upload-ops.ts). */
  uploadPayments: number[];
}

export const newState = (): State => ({
  invoices: [],
  payments: [],
  credits: [],
  bills: [],
  entries: [],
  pos: [],
  payPeriods: [],
  expenseOps: { expenses: [], trips: [] },
  assets: [],
  cardPayments: [],
  bankLines: [],
  uploadPayments: [],
});

export type Op =
  | { k: 'invoice'; c: number; lines: number[]; taxed: boolean; account: number; day: number }
  | { k: 'voidInvoice'; i: number }
  | { k: 'payment'; c: number; apply: { i: number; pct: number }[]; extra: number; day: number }
  | { k: 'voidPayment'; p: number; i: number }
  | { k: 'deposit'; c: number; cents: number; funded: boolean; day: number }
  | { k: 'credit'; c: number; cents: number; split: boolean; day: number }
  | { k: 'applyCredit'; cr: number; i: number; pct: number; day: number }
  | { k: 'unapplyCredit'; cr: number; a: number }
  | { k: 'bill'; s: number; lines: { cents: number; account: number }[]; day: number }
  | { k: 'approve'; b: number }
  | { k: 'unapprove'; b: number }
  | { k: 'payBill'; b: number; pct: number; day: number }
  | { k: 'manual'; amounts: number[]; accounts: number[]; day: number }
  | { k: 'reverse'; e: number }
  | { k: 'unbalanced'; cents: number; day: number }
  | StockOp
  | PayrollOp
  | ExpenseOp
  | DepreciationOp
  | AssetStockOp
  | ContractOp
  | CardOp
  | BankOp
  | UploadOp;

export type Outcome = 'done' | 'refused' | 'skipped';

const cents = fc.integer({ min: 1, max: 2_000_000 });
const index = fc.nat({ max: 50 });
const day = fc.nat({ max: 320 });
/** Percent of a balance; above 100 asks for more than is owed (the rules refuse it). */
const pct = fc.integer({ min: 1, max: 110 });

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      k: fc.constant('invoice' as const),
      c: index,
      lines: fc.array(cents, { minLength: 1, maxLength: 3 }),
      taxed: fc.boolean(),
      account: index,
      day,
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('voidInvoice' as const), i: index }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('payment' as const),
      c: index,
      apply: fc.array(fc.record({ i: index, pct }), { maxLength: 2 }),
      extra: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000 })),
      day,
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('voidPayment' as const), p: index, i: index }) },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('deposit' as const), c: index, cents, funded: fc.boolean(), day }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('credit' as const), c: index, cents, split: fc.boolean(), day }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('applyCredit' as const), cr: index, i: index, pct, day }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('unapplyCredit' as const), cr: index, a: index }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('bill' as const),
      s: index,
      lines: fc.array(fc.record({ cents: fc.integer({ min: 0, max: 500_000 }), account: index }), {
        minLength: 1,
        maxLength: 3,
      }),
      day,
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('approve' as const), b: index }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('unapprove' as const), b: index }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('payBill' as const), b: index, pct, day }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('manual' as const),
      amounts: fc.array(cents, { minLength: 1, maxLength: 4 }),
      accounts: fc.array(index, { minLength: 5, maxLength: 5 }),
      day,
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('reverse' as const), e: index }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('unbalanced' as const), cents, day }) },
  { weight: 10, arbitrary: stockOpArb },
  { weight: 3, arbitrary: payrollOpArb },
  { weight: 6, arbitrary: expenseOpArb },
  { weight: 3, arbitrary: depreciationOpArb },
  { weight: 4, arbitrary: assetStockOpArb },
  { weight: 3, arbitrary: contractOpArb },
  { weight: 3, arbitrary: cardOpArb },
  { weight: 2, arbitrary: bankOpArb },
);

/** Whole cents as a decimal string (integers are exact; no floating-point money). */
