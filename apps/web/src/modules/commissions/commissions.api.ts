import type {
  CommissionEmployee,
  CommissionReport,
  CommissionRule,
  CreateCommissionRuleBody,
  UpdateCommissionRuleBody,
} from '@fieldline/contracts/commissions/commissions.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export interface Period {
  from: string;
  to: string;
}

export const commissionKeys = {
  all: ['commissions'] as const,
  employees: (p: Period) => [...commissionKeys.all, 'employees', p] as const,
  report: (id: number, p: Period) => [...commissionKeys.all, 'report', id, p] as const,
};

/** Salespeople with their rules and what they earned in the period. */
export function useCommissionEmployees(p: Period) {
  return useQuery({
    queryKey: commissionKeys.employees(p),
    queryFn: ({ signal }) =>
      api.get<CommissionEmployee[]>('/commissions/employees', { query: { ...p }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCommissionReport(employeeId: number | null, p: Period) {
  return useQuery({
    queryKey: commissionKeys.report(employeeId ?? 0, p),
    queryFn: ({ signal }) =>
      api.get<CommissionReport>(`/commissions/report/${employeeId}`, { query: { ...p }, signal }),
    enabled: employeeId !== null,
    placeholderData: keepPreviousData,
  });
}

/** The report as a download (the session cookie signs the request). */
export const reportExportUrl = (employeeId: number, p: Period, format: 'csv' | 'xlsx') =>
  `/v1/commissions/report/${employeeId}?from=${p.from}&to=${p.to}&format=${format}`;

export function useSaveRule() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: commissionKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: CreateCommissionRuleBody) =>
        silentApi.post<CommissionRule>('/commissions/create', body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: UpdateCommissionRuleBody & { id: number }) =>
        silentApi.patch<CommissionRule>(`/commissions/${id}/update`, body),
      onSuccess,
    }),
  };
}
