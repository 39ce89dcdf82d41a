import type {
  createInvoiceBodySchema,
  InvoiceDetail,
  InvoiceEmployee,
  InvoiceListRow,
} from '@fieldline/contracts/invoices/invoices.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api';

export type CreateInvoiceBody = z.input<typeof createInvoiceBodySchema>;

export interface InvoiceFilters {
  query?: string;
  status?: string;
  customerId?: number;
  dateFrom?: string;
  dateTo?: string;
  dueBefore?: string;
  offset: number;
  limit: number;
}

export interface InvoiceContact {
  contactId: number;
  name: string;
  email: string | null;
  phone: string | null;
}

export interface InvoiceCommission {
  invoiceId: number;
  subTotal: string;
  totalCommission: string;
  employees: InvoiceEmployee[];
}

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (f: InvoiceFilters) => [...invoiceKeys.all, 'list', f] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
  contacts: (id: number) => [...invoiceKeys.all, 'contacts', id] as const,
  commission: (id: number) => [...invoiceKeys.all, 'commission', id] as const,
};

export function useInvoices(f: InvoiceFilters) {
  return useQuery({
    queryKey: invoiceKeys.list(f),
    queryFn: ({ signal }) =>
      api.get<{ data: InvoiceListRow[]; count_filtered: number }>('/invoices/search', {
        query: { ...f },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => api.get<InvoiceDetail>(`/invoices/${id}`, { signal }),
  });
}

function useReload() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: invoiceKeys.all });
}

export function useCreateInvoice() {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: CreateInvoiceBody) => api.post<InvoiceDetail>('/invoices', body),
    onSuccess: reload,
  });
}

export function useInvoiceJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, partial }: { jobId: number; partial: boolean }) =>
      api.post<InvoiceDetail>(`/invoices/fromJob/${jobId}`, { partial }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: invoiceKeys.all });
      void qc.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}

export function useVoidInvoice(id: number) {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: { reason: string; date?: string }) =>
      api.post<InvoiceDetail & { voidPostedOn: string | null; voidNotice: string | null }>(
        `/invoices/${id}/void`,
        body,
      ),
    onSuccess: reload,
  });
}

export function useInvoiceContacts(id: number) {
  return useQuery({
    queryKey: invoiceKeys.contacts(id),
    queryFn: ({ signal }) => api.get<InvoiceContact[]>(`/invoices/${id}/contacts`, { signal }),
  });
}

export function useCustomerContactOptions(customerId: number) {
  return useQuery({
    queryKey: ['invoices', 'customer-contacts', customerId],
    queryFn: ({ signal }) =>
      api.get<{ id: number; displayName: string }[]>(`/customers/${customerId}/contacts`, { signal }),
  });
}

export function useInvoiceContactChange(id: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: invoiceKeys.contacts(id) });
  return {
    add: useMutation({
      mutationFn: (contactId: number) => api.post(`/invoices/${id}/contacts`, { contactId }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (contactId: number) => api.delete(`/invoices/${id}/contacts/${contactId}`),
      onSuccess,
    }),
  };
}

export function useInvoiceCommission(id: number) {
  return useQuery({
    queryKey: invoiceKeys.commission(id),
    queryFn: ({ signal }) => api.get<InvoiceCommission>(`/invoices/${id}/commission`, { signal }),
  });
}

export function useInvoiceEmployeeChange(id: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: invoiceKeys.commission(id) });
  return {
    add: useMutation({
      mutationFn: (body: { employeeId: number; role: string; commissionPct: string }) =>
        api.post(`/invoices/${id}/employees`, body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ eid, ...body }: { eid: number; commissionPct?: string; isPaid?: boolean }) =>
        api.patch(`/invoices/${id}/employees/${eid}`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (eid: number) => api.delete(`/invoices/${id}/employees/${eid}`),
      onSuccess,
    }),
    recompute: useMutation({
      mutationFn: () => api.post(`/invoices/${id}/employees/commissions`, {}),
      onSuccess,
    }),
  };
}

/** GET /v1/cache/taxschedules (shared cache key with the other schedule pickers). */
export function useTaxScheduleOptions() {
  return useQuery({
    queryKey: ['cache', 'taxschedules'],
    queryFn: ({ signal }) =>
      api.get<{ id: number; name: string; authorities: { id: number; name: string; rate: string }[] }[]>(
        '/cache/taxschedules',
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}
