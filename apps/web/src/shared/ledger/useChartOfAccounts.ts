import type { AccountLookupRow } from '@fieldline/contracts/ledger/ledger.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

/** localStorage key of the cached chart ({ checksum, accounts }). */
export const CHART_CACHE_KEY = 'fieldline.chartOfAccounts';

interface CachedChart {
  checksum: string;
  accounts: AccountLookupRow[];
}

export const chartKeys = {
  all: ['chartofaccounts'] as const,
  lookup: ['chartofaccounts', 'lookup'] as const,
};

function readCache(): CachedChart | null {
  try {
    const raw = localStorage.getItem(CHART_CACHE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as CachedChart;
    return typeof parsed?.checksum === 'string' && Array.isArray(parsed.accounts) ? parsed : null;
  } catch {
    return null;
  }
}

function writeCache(chart: CachedChart): void {
  try {
    localStorage.setItem(CHART_CACHE_KEY, JSON.stringify(chart));
  } catch {
    // A full or disabled storage only costs a reload of the chart next time.
  }
}

/**
 * Loads the whole chart (every account key with its display code and name) the way spec 1 §9 asks: the
 * server checksum first, the copy in localStorage when it matches, otherwise GET lookup (then stored).
 */
export async function loadChartOfAccounts(signal?: AbortSignal): Promise<AccountLookupRow[]> {
  const { checksum } = await api.get<{ checksum: string }>('/chartofaccounts/checksum', { signal });
  const cached = readCache();
  if (cached && cached.checksum === checksum) return cached.accounts;
  const accounts = await api.get<AccountLookupRow[]>('/chartofaccounts/lookup', { signal });
  writeCache({ checksum, accounts });
  return accounts;
}

export interface ChartOfAccounts {
  accounts: AccountLookupRow[];
  /** By account key (companyId_accountId_office_division_department). */
  byKey: Map<string, AccountLookupRow>;
  /** The account's plain row (no modifiers) by account id. */
  byId: Map<number, AccountLookupRow>;
}

function index(accounts: AccountLookupRow[]): ChartOfAccounts {
  const byKey = new Map(accounts.map((a) => [a.key, a]));
  const byId = new Map<number, AccountLookupRow>();
  for (const a of accounts) if (a.key.endsWith('_0_0_0')) byId.set(a.accountId, a);
  return { accounts, byKey, byId };
}

/** The cached chart of accounts (see loadChartOfAccounts); invalidate chartKeys.all after editing it. */
export function useChartOfAccounts() {
  return useQuery({
    queryKey: chartKeys.lookup,
    queryFn: async ({ signal }) => index(await loadChartOfAccounts(signal)),
    staleTime: 60_000,
  });
}
