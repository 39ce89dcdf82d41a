import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

/** Where a void or reversal dated `date` posts (GET /v1/ledger/posting-date). */
export interface PostingDate {
  requested: string;
  postedOn: string;
  closedPeriods: string[];
  /** "March 2026 is closed; the void will be posted on 04/01/2026." or null when the period is open. */
  notice: string | null;
}

const postingDateKey = (date: string) => ['ledger', 'posting-date', date] as const;
const fetchPostingDate = (date: string, signal?: AbortSignal) =>
  api.get<PostingDate>(`/ledger/posting-date?date=${encodeURIComponent(date)}`, { signal });

/** The closed-period notice for a void dated `date`, for confirmation texts; null when nothing moves or on error. */
export async function postingNotice(date: string | null | undefined): Promise<string | null> {
  if (!date) return null;
  try {
    return (await fetchPostingDate(date.slice(0, 10))).notice;
  } catch {
    return null;
  }
}

/** The same, as a query for dialogs that stay open. */
export function usePostingNotice(date: string | null | undefined) {
  const day = date?.slice(0, 10) ?? '';
  return useQuery({
    queryKey: postingDateKey(day),
    queryFn: ({ signal }) => fetchPostingDate(day, signal),
    enabled: Boolean(day),
    select: (p) => p.notice,
    staleTime: 0,
  });
}

/** A confirmation text with the closed-period notice added when there is one. */
export const withPostingNotice = (text: string, notice: string | null) =>
  notice ? `${text} ${notice}` : text;
