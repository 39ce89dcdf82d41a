import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

/** A customer's locations as id and name, for a location picker that follows a customer picker. */
export const useCustomerLocations = (customerId: number | null) =>
  useQuery({
    queryKey: ['customers', customerId, 'location-options'],
    enabled: customerId !== null,
    queryFn: ({ signal }) =>
      api.get<{ id: number; name: string }[]>(`/customers/${customerId}/GetCustomerLocations`, { signal }),
  });
