import type { PaymentUpload } from '@fieldline/contracts/payments/payment-uploads.contract';

/** An upload as the API answers it, for the component tests. */
export const anUpload = (over: Partial<PaymentUpload> = {}): PaymentUpload => ({
  id: 9,
  fileName: 'lockbox-1128.csv',
  format: 'csv',
  bankAccountId: 3,
  bankAccount: 'Operating Checking',
  paymentMethodId: 2,
  paymentMethod: 'Check',
  status: 'Validated',
  rowCount: 4,
  validCount: 3,
  invalidCount: 1,
  processedCount: 0,
  paymentCount: 0,
  total: '1690.50',
  processedTotal: '0.00',
  depositDate: null,
  depositEntryId: null,
  createdDate: '2026-11-28T16:04:00.000Z',
  createdBy: 7,
  createdByName: 'Ada Lovelace',
  validatedDate: '2026-11-28T16:04:02.000Z',
  processedDate: null,
  depositedDate: null,
  ...over,
});
