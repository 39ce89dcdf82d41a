import type { PageCodeValue } from '@fieldline/contracts/common/page-codes';

/** Record searches start only after this many characters (spec 1 section 9). */
export const SEARCH_MIN_CHARS = 2;
/** Typing pause before record searches run (spec 1 section 9). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchResult {
  id: string;
  label: string;
  description?: string;
  /** A record result opens its page in a new tab through openPage. */
  pageCode?: PageCodeValue;
  recordId?: number;
  /** Otherwise an in-app path to navigate to. */
  href?: string;
}

export interface SearchProvider {
  id: string;
  /** Group heading in the results list, e.g. 'Customers'. */
  label: string;
  /** The permission (catalogue id) whose read access the search's API call needs: without it the search is not run. */
  permission: number;
  search(query: string, signal: AbortSignal): Promise<SearchResult[]>;
}

const providers = new Map<string, SearchProvider>();
const listeners = new Set<() => void>();

/** Modules register record searches for the header search box; returns an unregister function. */
export function registerSearchProvider(provider: SearchProvider): () => void {
  providers.set(provider.id, provider);
  for (const l of listeners) l();
  return () => {
    if (providers.get(provider.id) === provider) providers.delete(provider.id);
    for (const l of listeners) l();
  };
}

export function getSearchProviders(): SearchProvider[] {
  return [...providers.values()];
}

export function subscribeSearchProviders(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
