import type { CardHold } from '@fieldline/contracts/cards/cards.contract';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  AddPaymentBody,
  BankAccount,
  Credit,
  CreditRow,
  DepositAnswer,
  DepositBody,
  InvoicePaymentRow,
  IssueCreditBody,
  OpenInvoice,
  Payment,
  PaymentMethod,
} from '@fieldline/contracts/payments/payments.contract';
import { DEPOSIT_BANK_ACCOUNT_TYPES } from '@fieldline/contracts/payments/payments.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export const paymentKeys = {
  methods: () => ['payments', 'methods'] as const,
  banks: (currencyId: number | null, officeId: number | null) =>
    ['payments', 'banks', currencyId, officeId] as const,
  invoicePayments: (invoiceId: number) => ['payments', 'invoice', invoiceId] as const,
  credit: (id: number) => ['credits', id] as const,
  credits: (customerId: number) => ['credits', 'customer', customerId] as const,
  openInvoices: (customerId: number) => ['payments', 'open-invoices', customerId] as const,
};

/** Money-moving POSTs carry a fresh Idempotency-Key, so a retried click cannot pay twice. */
const idempotent = () => ({ headers: { 'Idempotency-Key': crypto.randomUUID() } });

export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentKeys.methods(),
    queryFn: ({ signal }) => api.get<PaymentMethod[]>('/paymentMethods', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Deposit bank accounts (types 2 and 3) in the customer's currency, of the office when one is given. */
export function useDepositBankAccounts(currencyId: number | null, officeId: number | null = null) {
  return useQuery({
    queryKey: paymentKeys.banks(currencyId, officeId),
    queryFn: ({ signal }) =>
      api.get<BankAccount[]>('/bankaccounts', {
        query: {
          bankingAccountTypes: [...DEPOSIT_BANK_ACCOUNT_TYPES],
          currencyId: currencyId ?? undefined,
          officeId: officeId ?? undefined,
        },
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useCreateDeposit() {
  return useMutation({
    mutationFn: (body: DepositBody) => silentApi.post<DepositAnswer>('/invoices/deposit', body, idempotent()),
  });
}

const legacyApi = silentApi.withOptions({ baseUrl: '' });
/** The legacy service answers `d` holding JSON: `{ creditId }`, or `{ ClientMessage }` when refused. */
export async function issueCustomerCredit(
  body: IssueCreditBody,
): Promise<{ creditId?: number; ClientMessage?: string }> {
  const res = await legacyApi.post<{ d: string }>(
    '/AIR_NET/services/Customer.svc/IssueCustomerCreditByAccounts',
    body,
    idempotent(),
  );
  return JSON.parse(res.d);
}

export function useCredit(id: number) {
  return useQuery({
    queryKey: paymentKeys.credit(id),
    queryFn: ({ signal }) => api.get<Credit>(`/credits/${id}`, { signal }),
  });
}

export function useCustomerCredits(customerId: number, openOnly = true) {
  return useQuery({
    queryKey: [...paymentKeys.credits(customerId), openOnly],
    queryFn: ({ signal }) =>
      api.get<SearchResult<CreditRow>>('/credits/search', {
        query: { customerId, openOnly: openOnly ? 'true' : undefined, limit: 100 },
        signal,
      }),
  });
}

export function useOpenInvoices(customerId: number, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.openInvoices(customerId),
    queryFn: ({ signal }) =>
      api.get<OpenInvoice[]>('/payments/openInvoices', { query: { customerId }, signal }),
    enabled,
  });
}

export function useApplyCredit(creditId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { invoiceId: number; amount: string }) =>
      silentApi.post<Credit>(
        `/invoices/${v.invoiceId}/addcreditpayment`,
        { creditId, amount: v.amount },
        idempotent(),
      ),
    onSuccess: (credit) => {
      qc.setQueryData(paymentKeys.credit(creditId), credit);
      void qc.invalidateQueries({ queryKey: ['payments'] });
      void qc.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}

export function useInvoicePayments(invoiceId: number) {
  return useQuery({
    queryKey: paymentKeys.invoicePayments(invoiceId),
    queryFn: ({ signal }) =>
      api.get<InvoicePaymentRow[]>('/payments/invoicePayments', { query: { invoiceId }, signal }),
  });
}

function useInvalidateMoney() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['payments'] });
    void qc.invalidateQueries({ queryKey: ['credits'] });
    void qc.invalidateQueries({ queryKey: ['invoices'] });
  };
}

export function useAddPayment() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: AddPaymentBody) => silentApi.post<Payment>('/invoices/addpayment', body, idempotent()),
    onSuccess: invalidate,
  });
}

export function useVoidPayment(invoiceId: number) {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (paymentId: number) => api.post<Payment>(`/invoices/${invoiceId}/voidpayment/${paymentId}`),
    onSuccess: invalidate,
  });
}

/** Refunds a stored card payment in full to the card (and voids it in the books). */
export function useRefundPayment() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (paymentId: number) => api.post<Payment>(`/payments/${paymentId}/refund`, {}),
    onSuccess: invalidate,
  });
}

/** Voids a payment as a whole, also one applied to no invoice (on account). */
export function useVoidWholePayment() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (paymentId: number) => api.post<Payment>(`/payments/${paymentId}/void`),
    onSuccess: invalidate,
  });
}

export function useUnapplyCredit(creditId: number) {
  const qc = useQueryClient();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (applicationId: number) => api.post<Credit>(`/credits/${creditId}/unapply/${applicationId}`),
    onSuccess: (credit) => {
      qc.setQueryData(paymentKeys.credit(creditId), credit);
      invalidate();
    },
  });
}

// ---- card holds (pre-authorisations, docs/cards.md) ----
export type HoldKind = 'pendingjob' | 'job' | 'invoice';
const holdKeys = {
  of: (kind: HoldKind, id: number) => ['card-holds', kind, id] as const,
  pending: ['card-holds', 'pending'] as const,
};

export const useCardHolds = (kind: HoldKind, id: number | null) =>
  useQuery({
    queryKey: holdKeys.of(kind, id ?? 0),
    queryFn: ({ signal }) => api.get<CardHold[]>(`/pre-auth/${kind}/${id}`, { signal }),
    enabled: Boolean(id),
  });

export const usePendingHolds = () =>
  useQuery({
    queryKey: holdKeys.pending,
    queryFn: ({ signal }) => api.get<CardHold[]>('/invoices/pendingtransactions', { signal }),
  });

function useHoldWrite<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['card-holds'] });
      invalidate();
    },
  });
}

export const usePlaceHold = (kind: HoldKind, id: number) =>
  useHoldWrite((body: { paymentTokenId: number; amount: string; note?: string }) =>
    silentApi.post<CardHold>(`/pre-auth/${kind}/${id}`, body, idempotent()),
  );
export const useReleaseHold = () =>
  useHoldWrite((holdId: number) => api.delete<CardHold>(`/pre-auth/${holdId}`));
export const useCaptureHold = (invoiceId: number) =>
  useHoldWrite((body: { preAuthId: number; bankAccountId: number; amount?: string }) =>
    silentApi.post<Payment>(`/invoices/${invoiceId}/process-preauth`, body, idempotent()),
  );
