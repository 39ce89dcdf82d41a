import type { SearchResult } from '@fieldline/contracts/common/pagination';
import { SEARCH_DELAY_MS } from '@fieldline/contracts/contacts/contacts.contract';
import { DUPLICATE_ACCOUNT_NUMBER } from '@fieldline/contracts/customers/customers.contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { silentApi } from '../../app/api';

export { DUPLICATE_ACCOUNT_NUMBER };

/**
 * Checks an account number for duplicates 250 ms after typing stops (spec 3 section 5):
 * any other customer with it marks the field in error. `excludeId` is the customer being edited.
 */
export interface AccountNumberCheck {
  checking: boolean;
  taken: boolean;
  error: string | null;
}

export function useAccountNumberCheck(accountNumber: string, excludeId?: number | null): AccountNumberCheck {
  const [debounced] = useDebouncedValue(accountNumber.trim(), SEARCH_DELAY_MS);
  const query = useQuery({
    queryKey: ['customers', 'account-number', debounced],
    queryFn: ({ signal }) =>
      silentApi.get<SearchResult<{ id: number; accountNumber: string }>>('/customers/search', {
        query: { accountNumber: debounced, fields: 'id,accountNumber', limit: 5 },
        signal,
      }),
    enabled: debounced !== '',
    staleTime: 0,
  });
  const current = accountNumber.trim();
  const settled = debounced === current && current !== '' && query.data !== undefined && !query.isFetching;
  const taken =
    settled &&
    query.data.data.some(
      (c) => c.id !== excludeId && c.accountNumber.toLowerCase() === current.toLowerCase(),
    );
  return {
    checking: current !== '' && !settled,
    taken,
    error: taken ? DUPLICATE_ACCOUNT_NUMBER : null,
  };
}

/** The same check asked at once, for a save pressed before the typing pause ran out. */
export async function isAccountNumberTaken(
  accountNumber: string,
  excludeId?: number | null,
): Promise<boolean> {
  const value = accountNumber.trim();
  if (value === '') return false;
  const answer = await silentApi.get<SearchResult<{ id: number; accountNumber: string }>>(
    '/customers/search',
    {
      query: { accountNumber: value, fields: 'id,accountNumber', limit: 5 },
    },
  );
  return answer.data.some((c) => c.id !== excludeId && c.accountNumber.toLowerCase() === value.toLowerCase());
}
