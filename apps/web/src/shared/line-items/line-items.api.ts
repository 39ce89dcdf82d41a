import type {
  AddLineItemBody,
  CreateGroupBody,
  LineItemCollection,
  UpdateGroupBody,
  UpdateLineItemBody,
} from '@fieldline/contracts/line-items/line-items.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { silentApi } from '../../app/api';

export type OwnerKind = 'Bid' | 'Job' | 'Contract';

const BASES: Record<OwnerKind, string> = { Bid: 'bids', Job: 'jobs', Contract: 'contracts' };

export const lineItemKeys = {
  collection: (kind: OwnerKind, id: number) => ['line-items', kind, id] as const,
};

export const ownerBase = (kind: OwnerKind, id: number) => `/${BASES[kind]}/${id}`;

/** The collection; a failed load is logged (spec 2 §8) and the table shows that it could not load. */
export function useLineItems(kind: OwnerKind, id: number) {
  return useQuery({
    queryKey: lineItemKeys.collection(kind, id),
    queryFn: async ({ signal }) => {
      try {
        return await silentApi.get<LineItemCollection>(`${ownerBase(kind, id)}/items`, { signal });
      } catch (e) {
        console.error('Line items could not be loaded', e);
        throw e;
      }
    },
  });
}

export interface LineItemActions {
  add(body: AddLineItemBody): Promise<void>;
  update(lineId: number, body: UpdateLineItemBody): Promise<void>;
  remove(lineId: number): Promise<void>;
  move(lineId: number, direction: 'up' | 'down'): Promise<void>;
  note(lineId: number, note: string): Promise<void>;
  equipment(lineId: number, equipmentId: number | null): Promise<void>;
  alternate(lineId: number, alternateItemId: number): Promise<void>;
  createGroup(body: CreateGroupBody): Promise<void>;
  updateGroup(groupId: number, body: UpdateGroupBody): Promise<void>;
  sortGroup(groupId: number, displayOrder: number): Promise<void>;
  deleteGroup(groupId: number): Promise<void>;
  reload(): Promise<void>;
}

/**
 * Every write of the table. A failure is only logged (spec 2 §8: nothing is shown to the user);
 * either way the collection is reloaded so the screen shows what the server holds.
 */
export function useLineItemActions(kind: OwnerKind, id: number): LineItemActions {
  const qc = useQueryClient();
  const base = ownerBase(kind, id);
  const reload = () => qc.invalidateQueries({ queryKey: lineItemKeys.collection(kind, id) });
  const run = useMutation({
    mutationFn: async ({ what, call }: { what: string; call: () => Promise<unknown> }) => {
      try {
        await call();
      } catch (e) {
        console.error(`Line-item operation failed: ${what}`, e);
      }
    },
    onSettled: reload,
  });
  const go = (what: string, call: () => Promise<unknown>) => run.mutateAsync({ what, call });
  return {
    add: (body) => go('add item', () => silentApi.post(`${base}/items`, body)),
    update: (lineId, body) => go('update item', () => silentApi.patch(`${base}/items/${lineId}`, body)),
    remove: (lineId) => go('delete item', () => silentApi.delete(`${base}/items/${lineId}`)),
    move: (lineId, direction) =>
      go(`move item ${direction}`, () => silentApi.patch(`${base}/items/${lineId}/move`, { direction })),
    note: (lineId, note) => go('save note', () => silentApi.patch(`${base}/items/${lineId}/notes`, { note })),
    equipment: (lineId, equipmentId) =>
      go('set equipment', () => silentApi.patch(`${base}/items/${lineId}/equipment`, { equipmentId })),
    alternate: (lineId, alternateItemId) =>
      go('replace with alternate', () =>
        silentApi.patch(`${base}/items/${lineId}/alternate`, { alternateItemId }),
      ),
    createGroup: (body) => go('create group', () => silentApi.post(`${base}/item-groups`, body)),
    updateGroup: (groupId, body) =>
      go('update group', () => silentApi.patch(`${base}/item-groups/${groupId}`, body)),
    sortGroup: (groupId, displayOrder) =>
      go('sort group', () => silentApi.patch(`${base}/item-groups/${groupId}/sort-order`, { displayOrder })),
    deleteGroup: (groupId) => go('delete group', () => silentApi.delete(`${base}/item-groups/${groupId}`)),
    reload: async () => {
      await reload();
    },
  };
}
