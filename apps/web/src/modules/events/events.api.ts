import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  CalendarEvent,
  CreateEventBody,
  CreateEventLookupBody,
  EditScope,
  EventLookup,
  UpdateEventBody,
} from '@fieldline/contracts/events/events.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export type LookupKind = 'statuses' | 'priorities' | 'types';

/** Every events query starts with 'events': a save refreshes the calendar and the lookups at once. */
export const eventKeys = {
  all: ['events'] as const,
  week: (from: string, to: string) => ['events', 'week', from, to] as const,
  lookups: (kind: LookupKind) => ['events', 'lookups', kind] as const,
};

/** The occurrences overlapping from..to (instants), recurring ones expanded by the server. */
export function useEventWeek(from: string, to: string) {
  return useQuery({
    queryKey: eventKeys.week(from, to),
    queryFn: ({ signal }) =>
      api.get<SearchResult<CalendarEvent>>('/events/search', { query: { from, to, limit: 1000 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEventLookups(kind: LookupKind) {
  return useQuery({
    queryKey: eventKeys.lookups(kind),
    queryFn: ({ signal }) => api.get<EventLookup[]>(`/events/${kind}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export interface Scoped {
  scope: EditScope;
  occurrence?: string;
}

export function useSaveEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (args: { id?: number; body: CreateEventBody | UpdateEventBody; scope?: Scoped }) =>
      args.id === undefined
        ? silentApi.post<CalendarEvent>('/events', args.body)
        : silentApi.patch<CalendarEvent>(`/events/${args.id}`, args.body, {
            query: { ...(args.scope ?? { scope: 'series' }) },
          }),
    onSuccess: () => qc.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useDeleteEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: number; scope?: Scoped }) =>
      silentApi.delete(`/events/${args.id}`, { query: { ...(args.scope ?? { scope: 'series' }) } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useSaveLookup(kind: LookupKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (args: { id?: number; body: Partial<CreateEventLookupBody> }) =>
      args.id === undefined
        ? silentApi.post<EventLookup>(`/events/${kind}`, args.body)
        : silentApi.patch<EventLookup>(`/events/${kind}/${args.id}`, args.body),
    onSuccess: () => qc.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** One event as stored (a series with its first occurrence), for editing the whole series. */
export function useEvent(id: number | null) {
  return useQuery({
    queryKey: ['events', 'detail', id],
    enabled: id !== null,
    queryFn: ({ signal }) => api.get<CalendarEvent>(`/events/${id}`, { signal }),
  });
}

/** Adds and removes attendees so the event has exactly these users. */
export async function syncAttendees(event: CalendarEvent, userIds: number[], override: boolean) {
  const had = new Set(event.attendees.map((a) => a.userId));
  const want = new Set(userIds);
  for (const id of want)
    if (!had.has(id)) await silentApi.post(`/events/${event.id}/attendees`, { userId: id, override });
  for (const id of had) if (!want.has(id)) await silentApi.delete(`/events/${event.id}/attendees/${id}`);
}
