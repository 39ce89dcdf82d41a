import { useEffect, useState, useSyncExternalStore } from 'react';
import { accessLevelOf, useAuth } from '../auth/AuthProvider';
import {
  getSearchProviders,
  SEARCH_MIN_CHARS,
  type SearchProvider,
  type SearchResult,
  subscribeSearchProviders,
} from './search-registry';

export interface ProviderResults {
  provider: SearchProvider;
  results: SearchResult[];
}

let version = 0;
subscribeSearchProviders(() => {
  version += 1;
});

/**
 * Runs the registered record searches the user may run (read access to the provider's permission; a
 * search they may not run would only answer 403) for an already-debounced query. A newer query
 * aborts the older one, so slow answers never overwrite fresher results.
 */
export function useRecordSearch(query: string): { groups: ProviderResults[]; loading: boolean } {
  const providersVersion = useSyncExternalStore(subscribeSearchProviders, () => version);
  const [groups, setGroups] = useState<ProviderResults[]>([]);
  const [loading, setLoading] = useState(false);
  const q = query.trim();
  const { user } = useAuth();

  // biome-ignore lint/correctness/useExhaustiveDependencies: providersVersion re-runs the search when a module registers; user when the permissions change.
  useEffect(() => {
    const providers = getSearchProviders().filter((p) => accessLevelOf(user, p.permission) >= 1);
    if (q.length < SEARCH_MIN_CHARS || providers.length === 0) {
      setGroups([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    void Promise.allSettled(
      providers.map(async (provider) => ({ provider, results: await provider.search(q, controller.signal) })),
    ).then((settled) => {
      if (controller.signal.aborted) return;
      setGroups(
        settled
          .filter((s): s is PromiseFulfilledResult<ProviderResults> => s.status === 'fulfilled')
          .map((s) => s.value)
          .filter((g) => g.results.length > 0),
      );
      setLoading(false);
    });
    return () => controller.abort();
  }, [q, providersVersion, user]);

  return { groups, loading };
}
