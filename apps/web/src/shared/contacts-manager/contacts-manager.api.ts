import type { SearchResult } from '@fieldline/contracts/common/pagination';
import {
  CONTACT_SEARCH_PAGE_SIZE,
  type Contact,
  type ContactRow,
  type CreateContactBody,
  type UpdateContactBody,
} from '@fieldline/contracts/contacts/contacts.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (customerId: number | null, locationId: number | null) =>
    [...contactKeys.lists(), customerId ?? 0, locationId ?? 0] as const,
  detail: (id: number) => [...contactKeys.all, 'detail', id] as const,
  search: (params: ContactSearchParams) => [...contactKeys.all, 'search', params] as const,
};

export interface ContactSearchParams {
  query?: string;
  filterCompanyId?: number | null;
  excludeId?: number[];
  limit?: number;
}

async function searchAll(query: Record<string, unknown>, signal: AbortSignal): Promise<ContactRow[]> {
  const answer = await api.get<SearchResult<ContactRow>>('/contacts/search', {
    query: { ...query, isActive: 'true', limit: 1000 },
    signal,
  });
  return answer.data;
}

/**
 * The manager's rows. For a location: the customer's contacts plus any contact linked to the
 * location; the link and signoff flags describe this location (an unlinked row has neither).
 */
export function useManagedContacts(customerId: number | null, locationId: number | null) {
  return useQuery({
    queryKey: contactKeys.list(customerId, locationId),
    queryFn: async ({ signal }) => {
      if (locationId) {
        const [linked, own] = await Promise.all([
          searchAll({ locationId }, signal),
          customerId ? searchAll({ customerId }, signal) : Promise.resolve([]),
        ]);
        const linkedIds = new Set(linked.map((c) => c.id));
        const unlinked = own
          .filter((c) => !linkedIds.has(c.id))
          .map((c) => ({ ...c, isLocationContact: false, receiveSignoffs: false }));
        return [...linked, ...unlinked].sort((a, b) => a.displayName.localeCompare(b.displayName));
      }
      const answer = await api.get<ContactRow[]>(`/customers/${customerId}/contacts`, {
        query: { isActive: 'true' },
        signal,
      });
      return answer.filter((c) => c.isActive);
    },
  });
}

export function useContactSearch(params: ContactSearchParams, enabled: boolean) {
  return useQuery({
    queryKey: contactKeys.search(params),
    queryFn: ({ signal }) =>
      silentApi.get<SearchResult<ContactRow>>('/contacts/search', {
        query: {
          query: params.query || undefined,
          filterCompanyId: params.filterCompanyId ?? undefined,
          excludeId: params.excludeId?.length ? params.excludeId : undefined,
          isActive: 'true',
          limit: params.limit ?? CONTACT_SEARCH_PAGE_SIZE,
          // What the picker shows: the search then reads nothing else (no customer, no links).
          fields: 'id,displayName,email',
        },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateContacts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactKeys.all });
}

export function useCreateContact() {
  const invalidate = useInvalidateContacts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContactBody) => silentApi.post<Contact>('/contacts', body),
    onSuccess: () => {
      void invalidate();
      // A new customer may have been created with the contact.
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}

export function useUpdateContact() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateContactBody }) =>
      api.patch<Contact>(`/contacts/${id}`, body),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteContact() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/contacts/${id}`),
    onSuccess: () => void invalidate(),
  });
}

export function useLinkLocation() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: ({
      contactId,
      locationId,
      link,
    }: {
      contactId: number;
      locationId: number;
      link: boolean;
    }) =>
      link
        ? api.post<unknown>(`/contacts/${contactId}/location/${locationId}`, {})
        : api.delete<void>(`/contacts/${contactId}/location/${locationId}`),
    // Pending until the list has reloaded, so the row's signoff box is not toggled against a stale row.
    onSettled: () => invalidate(),
  });
}

export function useReceiveSignoffs() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: ({
      contactId,
      locationId,
      value,
    }: {
      contactId: number;
      locationId: number;
      value: boolean;
    }) =>
      api.patch<unknown>(`/contacts/${contactId}/location/${locationId}/receiveSignoffs`, {
        receiveSignoffs: value,
      }),
    onSettled: () => void invalidate(),
  });
}
