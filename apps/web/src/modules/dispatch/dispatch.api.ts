import {
  type Board,
  type BoardVisit,
  boardVisits,
  type CreateVisitBody,
  DISPATCH_POLL_MS,
  type DispatchChanges,
  type MoveVisitBody,
} from '@fieldline/contracts/dispatch/dispatch.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, silentApi } from '../../app/api';

export interface BoardFilters {
  from: string;
  to: string;
  teamId?: number;
  officeId?: number;
  zoneId?: number;
  jobTypeId?: number;
  urgencyId?: number;
  laneOffset?: number;
}

export const dispatchKeys = {
  all: ['dispatch'] as const,
  board: (f: BoardFilters) => [...dispatchKeys.all, 'board', f] as const,
  changes: ['dispatch-changes'] as const,
};

/** The board as its screen uses it: each visit with its job's card. */
export type BoardView = Omit<Board, 'visits'> & { visits: BoardVisit[] };

const toView = (b: Board): BoardView => ({ ...b, visits: boardVisits(b) });

export function useBoard(f: BoardFilters) {
  return useQuery({
    queryKey: dispatchKeys.board(f),
    queryFn: ({ signal }) => api.get<Board>('/dispatch/board', { query: { ...f, laneLimit: 50 }, signal }),
    select: toView,
    placeholderData: keepPreviousData,
  });
}

/**
 * Polls the board's revision every few seconds (decision 025) and refetches the board when another
 * dispatcher (or this one, in another tab) changed a visit.
 */
export function useBoardChanges(revision: number | undefined) {
  const qc = useQueryClient();
  const changes = useQuery({
    queryKey: [...dispatchKeys.changes, revision ?? -1],
    enabled: revision !== undefined,
    queryFn: ({ signal }) =>
      silentApi.get<DispatchChanges>('/dispatch/changes', { query: { since: revision ?? 0 }, signal }),
    refetchInterval: DISPATCH_POLL_MS,
    refetchIntervalInBackground: false,
  });
  useEffect(() => {
    if (changes.data?.changed) void qc.invalidateQueries({ queryKey: dispatchKeys.all });
  }, [changes.data, qc]);
}

function useBoardMutation<T>(fn: (v: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
}

export const useSchedule = () =>
  useBoardMutation((body: CreateVisitBody) => silentApi.post('/dispatch/visits', body));
export const useMove = () =>
  useBoardMutation(({ id, ...body }: MoveVisitBody & { id: number }) =>
    silentApi.patch(`/dispatch/visits/${id}`, body),
  );
export const useUnassign = () => useBoardMutation((id: number) => silentApi.delete(`/dispatch/visits/${id}`));

interface Named {
  id: number;
  name: string;
}
/** A GET /cache/{name} list (teams are `resources2`, zones `locationzones`). */
export function useDispatchLookup(name: string) {
  return useQuery({
    queryKey: ['cache', name],
    queryFn: ({ signal }) => api.get<Named[]>(`/cache/${name}`, { signal }),
    staleTime: 5 * 60_000,
  });
}
