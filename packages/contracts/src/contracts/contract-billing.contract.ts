import { z } from 'zod';

/** One billed period (or visit) of a contract with its invoice: GET contracts/{id}/invoices. */
export const contractInvoiceSchema = z.object({
  billingId: z.number(),
  kind: z.enum(['Period', 'Visit']),
  periodStart: z.string(),
  /** Exclusive. */
  periodEnd: z.string(),
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  status: z.string(),
  total: z.string(),
  balance: z.string(),
  revenueRecognition: z.enum(['Immediate', 'Deferred']),
  /** Revenue of the invoice (before tax) and how much of it is recognised. */
  amount: z.string(),
  recognized: z.string(),
});
export type ContractInvoice = z.infer<typeof contractInvoiceSchema>;

export const billingRunResultSchema = z.object({
  through: z.string(),
  invoices: z.number(),
  total: z.string(),
  withoutItems: z.array(z.string()),
  recognizedPeriods: z.number(),
  recognizedAmount: z.string(),
});
export type BillingRunResult = z.infer<typeof billingRunResultSchema>;

export const BILLING_MESSAGES = {
  notActive: 'Only an Active contract is billed: set its status to Active first.',
} as const;
