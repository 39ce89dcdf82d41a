import type { Contact, UpdateContactBody } from '@fieldline/contracts/contacts/contacts.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';
import { contactKeys } from '../../shared/contacts-manager';

export { contactKeys };

export function useContact(id: number) {
  return useQuery({
    queryKey: contactKeys.detail(id),
    queryFn: ({ signal }) => api.get<Contact>(`/contacts/${id}`, { signal }),
  });
}

export function useSaveContact(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContactBody) => silentApi.patch<Contact>(`/contacts/${id}`, body),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(id), contact);
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}

export function useSetReceiveSignoffs(contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, value }: { locationId: number; value: boolean }) =>
      api.patch<unknown>(`/contacts/${contactId}/location/${locationId}/receiveSignoffs`, {
        receiveSignoffs: value,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
