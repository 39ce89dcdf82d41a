import {
  type GroupFlags,
  LAST_DISPLAY_ORDER,
  type LineItemGroup,
  normalizeFlags,
} from '@fieldline/contracts/line-items/line-items.contract';

/**
 * The collection groups table of spec 3 (§2, §3 Collection group, §4 Group rows, §5, §7): each row
 * carries a pending action (update, delete, or new with id 0); display orders are renumbered from 1
 * after any add, delete or move, and a new group keeps 9999 until it is moved (resorted).
 */
export type GroupAction = 'none' | 'update' | 'delete' | 'new';

export interface GroupRow extends GroupFlags {
  key: string;
  id: number;
  name: string;
  displayOrder: number;
  originalOrder: number;
  isNAGroup: boolean;
  action: GroupAction;
  /** Moved since it was added: a new row keeps 9999 until then. */
  resorted: boolean;
  nameError: boolean;
}

export const DEFAULT_FLAGS: GroupFlags = {
  showDetail: true,
  showItemName: true,
  showItemDescription: true,
  showQuantity: true,
  showPrice: true,
  showSubtotal: true,
  showTaxAndTotal: true,
};

let seq = 0;

export function rowsFromGroups(groups: LineItemGroup[]): GroupRow[] {
  return groups.map((g) => ({
    key: `g${g.id}`,
    id: g.id,
    name: g.name,
    displayOrder: g.displayOrder,
    originalOrder: g.displayOrder,
    isNAGroup: g.isNAGroup,
    action: 'none',
    resorted: false,
    nameError: false,
    showDetail: g.showDetail,
    showItemName: g.showItemName,
    showItemDescription: g.showItemDescription,
    showQuantity: g.showQuantity,
    showPrice: g.showPrice,
    showSubtotal: g.showSubtotal,
    showTaxAndTotal: g.showTaxAndTotal,
  }));
}

/** Visible rows that can be ordered (not deleted, not the NA group), in table order. */
export const orderable = (rows: GroupRow[]) => rows.filter((r) => r.action !== 'delete' && !r.isNAGroup);

function renumber(rows: GroupRow[]): GroupRow[] {
  let n = 0;
  const numbers = new Map<string, number>();
  for (const r of orderable(rows)) {
    n += 1;
    numbers.set(r.key, r.action === 'new' && !r.resorted ? LAST_DISPLAY_ORDER : n);
  }
  return rows.map((r) => (numbers.has(r.key) ? { ...r, displayOrder: numbers.get(r.key) as number } : r));
}

const touched = (r: GroupRow): GroupRow => (r.action === 'none' ? { ...r, action: 'update' } : r);

export function addRow(rows: GroupRow[]): GroupRow[] {
  seq += 1;
  const row: GroupRow = {
    key: `new${seq}`,
    id: 0,
    name: '',
    displayOrder: LAST_DISPLAY_ORDER,
    originalOrder: LAST_DISPLAY_ORDER,
    isNAGroup: false,
    action: 'new',
    resorted: false,
    nameError: false,
    ...DEFAULT_FLAGS,
  };
  const na = rows.findIndex((r) => r.isNAGroup);
  const next = na < 0 ? [...rows, row] : [...rows.slice(0, na), row, ...rows.slice(na)];
  return renumber(next);
}

export function renameRow(rows: GroupRow[], key: string, name: string): GroupRow[] {
  return rows.map((r) => (r.key === key ? { ...touched(r), name, nameError: false } : r));
}

/** A flag change follows the dependencies: a cleared parent clears its dependants. */
export function setFlag(rows: GroupRow[], key: string, flag: keyof GroupFlags, value: boolean): GroupRow[] {
  return rows.map((r) =>
    r.key === key ? { ...touched(r), ...normalizeFlags({ ...pickFlags(r), [flag]: value }) } : r,
  );
}

export function pickFlags(r: GroupFlags): GroupFlags {
  return {
    showDetail: r.showDetail,
    showItemName: r.showItemName,
    showItemDescription: r.showItemDescription,
    showQuantity: r.showQuantity,
    showPrice: r.showPrice,
    showSubtotal: r.showSubtotal,
    showTaxAndTotal: r.showTaxAndTotal,
  };
}

export function moveRow(rows: GroupRow[], key: string, direction: 'up' | 'down'): GroupRow[] {
  const list = orderable(rows);
  const i = list.findIndex((r) => r.key === key);
  const j = direction === 'up' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= list.length) return rows;
  const a = list[i];
  const b = list[j];
  const swapped = rows.map((r) => {
    if (r.key === a.key) return { ...touched(b) };
    if (r.key === b.key) return { ...touched(a) };
    return r;
  });
  return renumber(swapped.map((r) => (r.key === a.key || r.key === b.key ? { ...r, resorted: true } : r)));
}

/** A new row disappears; a saved one is hidden and marked for delete. */
export function removeRow(rows: GroupRow[], key: string): GroupRow[] {
  const row = rows.find((r) => r.key === key);
  if (!row || row.isNAGroup) return rows;
  if (row.action === 'new') return renumber(rows.filter((r) => r.key !== key));
  return renumber(rows.map((r) => (r.key === key ? { ...r, action: 'delete' } : r)));
}

export interface GroupsApi {
  create(body: { name: string; displayOrder?: number } & GroupFlags): Promise<{ id: number }>;
  update(id: number, body: { name: string } & GroupFlags): Promise<unknown>;
  sort(id: number, displayOrder: number): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

/**
 * Saves the pending actions: rows with a blank name are marked in error and skipped; deletes,
 * updates and creates are sent, then the order when a row moved. Answers the rows with their marks.
 */
export async function saveRows(rows: GroupRow[], api: GroupsApi): Promise<GroupRow[]> {
  const marked = rows.map((r) =>
    r.action !== 'delete' && !r.isNAGroup && r.name.trim() === '' ? { ...r, nameError: true } : r,
  );
  const ids = new Map<string, number>();
  for (const r of marked) {
    if (r.nameError) continue;
    const body = { name: r.name.trim(), ...pickFlags(r) };
    if (r.action === 'delete' && r.id) await api.remove(r.id);
    else if (r.action === 'update') await api.update(r.id, r.isNAGroup ? { ...body, name: r.name } : body);
    else if (r.action === 'new') ids.set(r.key, (await api.create(body)).id);
  }
  const moved = orderable(marked).some(
    (r) => r.resorted || (r.action !== 'new' && r.displayOrder !== r.originalOrder),
  );
  if (moved) {
    let n = 0;
    for (const r of orderable(marked)) {
      if (r.nameError) continue;
      n += 1;
      const id = r.id || ids.get(r.key);
      if (id && !(r.action === 'new' && !r.resorted)) await api.sort(id, n);
    }
  }
  return marked;
}

/** After a save that skipped rows with a blank name: the reloaded rows plus those rows, still marked. */
export function keepErrors(fresh: GroupRow[], marked: GroupRow[]): GroupRow[] {
  const errors = marked.filter((r) => r.nameError);
  const rows = fresh.map((r) => {
    const bad = errors.find((e) => e.id !== 0 && e.id === r.id);
    return bad ? { ...r, name: '', action: 'update' as const, nameError: true } : r;
  });
  const added = errors.filter((e) => e.id === 0);
  const na = rows.findIndex((r) => r.isNAGroup);
  return na < 0 ? [...rows, ...added] : [...rows.slice(0, na), ...added, ...rows.slice(na)];
}
