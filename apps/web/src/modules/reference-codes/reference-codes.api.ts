import {
  ENTITY_USE_CODES_TAKE,
  type EntityUseCodesAnswer,
} from '@fieldline/contracts/reference-codes/reference-codes.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

/** Entity use codes of the tax service (spec 3 §7): `avalaraEnabled` says whether to show them at all. */
export function useEntityUseCodes() {
  return useQuery({
    queryKey: ['reference-codes', 'entity-use-codes'],
    queryFn: ({ signal }) =>
      api.get<EntityUseCodesAnswer>('/avalara/entityUseCodes', {
        query: { take: ENTITY_USE_CODES_TAKE },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
