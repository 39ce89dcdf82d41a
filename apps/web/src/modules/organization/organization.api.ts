import type { Company, Office } from '@fieldline/contracts/organization/organization.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

export const organizationKeys = {
  offices: () => ['organization', 'offices'] as const,
  companies: () => ['organization', 'companies'] as const,
};

export function useOffices(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: organizationKeys.offices(),
    queryFn: ({ signal }) => api.get<Office[]>('/offices', { signal }),
    staleTime: 5 * 60_000,
    enabled: options.enabled ?? true,
  });
}

export function useCompanies() {
  return useQuery({
    queryKey: organizationKeys.companies(),
    queryFn: ({ signal }) => api.get<Company[]>('/companies', { signal }),
    staleTime: 5 * 60_000,
  });
}
