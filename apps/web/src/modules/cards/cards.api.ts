import type {
  CreditCardToken,
  merchantConfigurationSchema,
  merchantSettingsSchema,
} from '@fieldline/contracts/cards/cards.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, silentApi } from '../../app/api';

export const cardKeys = {
  customer: (customerId: number) => ['payment-tokens', customerId] as const,
  settings: ['merchant', 'settings'] as const,
};

export const useCustomerCards = (customerId: number) =>
  useQuery({
    queryKey: cardKeys.customer(customerId),
    queryFn: ({ signal }) => api.get<CreditCardToken[]>(`/payment-tokens/${customerId}`, { signal }),
  });

export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;
export type MerchantConfiguration = z.infer<typeof merchantConfigurationSchema>;

/** What the browser tokenises with (the publishable key for Stripe); one configuration serves every office. */
export const useMerchantConfiguration = (enabled: boolean) =>
  useQuery({
    queryKey: ['merchant', 'configuration'],
    queryFn: async ({ signal }) => {
      const offices = await api.get<{ id: number }[]>('/cache/offices', { signal });
      return api.get<MerchantConfiguration>(`/merchant/configuration/${offices[0]?.id ?? 1}`, { signal });
    },
    enabled,
    staleTime: 5 * 60_000,
  });

export const useMerchantSettings = () =>
  useQuery({
    queryKey: cardKeys.settings,
    queryFn: ({ signal }) => api.get<MerchantSettings>('/merchant/settings', { signal }),
    staleTime: 60_000,
  });

function useCardWrite<T, R>(customerId: number, fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: cardKeys.customer(customerId) }),
  });
}

export const useSaveCard = (customerId: number) =>
  useCardWrite(
    customerId,
    (body: { token: string; nameOnCard: string; FriendlyName?: string; IsPrimary: boolean }) =>
      silentApi.post<CreditCardToken>(`/payment-tokens/${customerId}`, body),
  );
export const useMakePrimary = (customerId: number) =>
  useCardWrite(customerId, (id: number) =>
    api.patch<CreditCardToken>(`/payment-tokens/${customerId}/token`, { id, IsPrimary: true }),
  );
export const useRemoveCard = (customerId: number) =>
  useCardWrite(customerId, (id: number) => api.delete<void>(`/payment-tokens/${customerId}/token/${id}`));

/**
 * The offline test gateway's endpoint: the card goes there, never to /v1. Answers the token, or throws the
 * gateway's own message.
 */
export async function tokenizeAtTestGateway(card: {
  number: string;
  expMonth: number;
  expYear: number;
  cvc?: string;
}): Promise<string> {
  const res = await fetch('/test-gateway/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(card),
    credentials: 'omit',
  });
  const body = (await res.json().catch(() => ({}))) as { token?: string; message?: string };
  if (!res.ok || !body.token) throw new Error(body.message ?? 'The card could not be checked.');
  return body.token;
}
