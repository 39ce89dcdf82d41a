import type { Dashboard } from '@fieldline/contracts/reports/dashboard.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

export const dashboardKeys = { all: () => ['dashboard'] as const };

/** The home page's counts; refreshed when the user comes back to the tab. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all(),
    queryFn: ({ signal }) => api.get<Dashboard>('/dashboard', { signal }),
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}
