import { useEffect, useState, useSyncExternalStore } from 'react';
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
 * Runs every registered record search for an already-debounced query. A newer query
 * aborts the older one, so slow answers never overwrite fresher results.
 */
export function useRecordSearch(query: string): { groups: ProviderResults[]; loading: boolean } {
  const providersVersion = useSyncExternalStore(subscribeSearchProviders, () => version);
  const [groups, setGroups] = useState<ProviderResults[]>([]);
  const [loading, setLoading] = useState(false);
  const q = query.trim();

  // biome-ignore lint/correctness/useExhaustiveDependencies: providersVersion re-runs the search when a module registers.
  useEffect(() => {
    const providers = getSearchProviders();
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
  }, [q, providersVersion]);

  return { groups, loading };
}
