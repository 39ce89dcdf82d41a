import type {
  HoursOfOperation,
  Location,
  LocationZone,
  locationHistoryEntrySchema,
  UpdateLocationBody,
} from '@fieldline/contracts/locations/locations.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, silentApi } from '../../app/api';

export type LocationHistoryEntry = z.infer<typeof locationHistoryEntrySchema>;
export interface Employee {
  id: number;
  name: string;
  email?: string;
}

export const locationKeys = {
  all: ['locations'] as const,
  detail: (id: number) => [...locationKeys.all, 'detail', id] as const,
  history: (id: number) => [...locationKeys.all, 'history', id] as const,
  zones: ['locations', 'zones'] as const,
  employees: ['cache', 'employees'] as const,
};

export function useLocation(id: number) {
  return useQuery({
    queryKey: locationKeys.detail(id),
    queryFn: ({ signal }) => silentApi.get<Location>(`/locations/${id}`, { signal }),
  });
}

export function useLocationHistory(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: locationKeys.history(id),
    queryFn: ({ signal }) => api.get<LocationHistoryEntry[]>(`/locations/${id}/history`, { signal }),
    enabled: options.enabled ?? true,
  });
}

/** Tax schedules for the location's selector (the cached lookup). */
export function useTaxSchedules() {
  return useQuery({
    queryKey: ['cache', 'taxschedules'],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/cache/taxschedules', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useLocationZones() {
  return useQuery({
    queryKey: locationKeys.zones,
    queryFn: ({ signal }) => api.get<LocationZone[]>('/locationZones', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Technicians for the preferred-technician picker (the employees lookup). */
export function useEmployees() {
  return useQuery({
    queryKey: locationKeys.employees,
    queryFn: ({ signal }) => api.get<Employee[]>('/cache/employees', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Inline errors on the form (409 offers a reload), so the quiet client. */
export function useUpdateLocation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLocationBody) => silentApi.patch<Location>(`/locations/${id}`, body),
    onSuccess: (location) => {
      queryClient.setQueryData(locationKeys.detail(id), location);
      void queryClient.invalidateQueries({ queryKey: locationKeys.history(id) });
    },
  });
}

/** After the hours editor saved, the record's copy of the hours is replaced without a refetch. */
export function useHoursSaved(id: number) {
  const queryClient = useQueryClient();
  return (saved: HoursOfOperation[]) => {
    queryClient.setQueryData<Location>(locationKeys.detail(id), (loc) => {
      if (!loc) return loc;
      const byDay = new Map(loc.hoursOfOperation.map((h) => [h.day, h]));
      for (const h of saved) byDay.set(h.day, h);
      return { ...loc, hoursOfOperation: [...byDay.values()].sort((a, b) => a.day - b.day) };
    });
    void queryClient.invalidateQueries({ queryKey: locationKeys.history(id) });
  };
}
