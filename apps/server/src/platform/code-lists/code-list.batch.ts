import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import type { BatchResult } from '@fieldline/contracts/reference-codes/reference-codes.contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { updateVersioned } from '../db/versioned';
import { AppError } from '../errors';
import {
  type CodeListKind,
  col,
  duplicateCode,
  loadRows,
  ownFields,
  staleVersion,
  toOut,
  type WriteCtx,
} from './code-list';

/** One row of a batch save, as the contract's batch schema gives it. */
export type BatchRow =
  | ({ action: 'new'; id?: 0 } & Record<string, unknown>)
  | ({ action: 'update'; id: number; version?: number } & Record<string, unknown>)
  | { action: 'delete'; id: number; version?: number };

type Row = Record<string, unknown> & { id: number };

const strip = ({ action: _a, id: _i, version: _v, ...values }: Record<string, unknown>) => values;

/**
 * Applies a panel's pending rows in the request's one transaction: any failure (bad id, stale version,
 * duplicate code) throws and nothing is saved. Deletes run first and changed codes are parked under a
 * temporary value before being set, so rows may swap or reuse codes within one save.
 */
export async function applyBatch<Out>(
  ctx: WriteCtx,
  kind: CodeListKind<Out>,
  rows: BatchRow[],
): Promise<BatchResult<Out>> {
  const { db } = ctx;
  checkIdsOnce(rows);
  const touchedIds = rows.filter((r) => r.action !== 'new').map((r) => r.id as number);
  const current = await loadRows(db, kind, touchedIds);
  await checkCodes(ctx, kind, rows);

  // Deletes: versions checked against what was loaded, then one statement.
  const deletes = rows.filter((r) => r.action === 'delete');
  for (const r of deletes) {
    if (r.version !== undefined && current.get(r.id)?.version !== r.version) throw staleVersion();
  }
  if (deletes.length) {
    await db.delete(kind.table).where(
      inArray(
        kind.table.id,
        deletes.map((r) => r.id),
      ),
    );
  }
  for (const r of deletes) {
    const before = current.get(r.id) as Row;
    await ctx.audit({
      entity: kind.entity,
      entityId: r.id,
      action: 'delete',
      before: ownFields(kind, before),
    });
  }

  // Updates whose code changes: park those codes first so a swap (A→B, B→A) never meets the unique index.
  const updates = rows.filter((r) => r.action === 'update');
  const recoded = updates
    .filter(
      (r) =>
        typeof r[kind.codeField] === 'string' && r[kind.codeField] !== current.get(r.id)?.[kind.codeField],
    )
    .map((r) => r.id);
  if (recoded.length > 1) {
    await db
      .update(kind.table)
      .set({ [kind.codeField]: sql`'~' || gen_random_uuid()::text` } as never)
      .where(inArray(kind.table.id, recoded) as SQL);
  }

  const saved = new Map<number, Out>();
  for (const [index, r] of rows.entries()) {
    if (r.action !== 'update') continue;
    const row = (await updateVersioned(
      db,
      kind.table,
      r.id,
      r.version,
      strip(r) as never,
      ctx.user.id,
      kind.label,
    )) as Row;
    const before = current.get(r.id) as Row;
    await ctx.audit({
      entity: kind.entity,
      entityId: r.id,
      action: 'update',
      before: ownFields(kind, before),
      after: ownFields(kind, row),
    });
    saved.set(index, toOut(kind, row));
  }

  const news = [...rows.entries()].filter(([, r]) => r.action === 'new');
  if (news.length) {
    const created = (await db
      .insert(kind.table)
      .values(
        news.map(([, r]) => ({ ...strip(r), createdBy: ctx.user.id, modifiedBy: ctx.user.id })) as never,
      )
      .returning()) as Row[];
    // Rows come back in the order of the VALUES list; ids are increasing too, so sort to be sure.
    created.sort((a, b) => a.id - b.id);
    for (const [i, [index]] of news.entries()) {
      const row = created[i];
      await ctx.audit({
        entity: kind.entity,
        entityId: row.id,
        action: 'create',
        after: ownFields(kind, row),
      });
      saved.set(index, toOut(kind, row));
    }
  }
  return {
    saved: [...saved.entries()].sort(([a], [b]) => a - b).map(([, out]) => out),
    deleted: deletes.map((r) => r.id),
  };
}

/** A record may appear once per save: two actions on one id would be ambiguous. */
function checkIdsOnce(rows: BatchRow[]) {
  const seen = new Set<number>();
  const errors = [];
  for (const [i, r] of rows.entries()) {
    if (r.action === 'new') continue;
    if (seen.has(r.id)) errors.push({ field: `[${i}].id`, message: 'This row appears twice in the save.' });
    seen.add(r.id);
  }
  if (errors.length) throw new AppError(400, ErrorCodes.VALIDATION, Messages.validation, errors);
}

/**
 * Codes must stay unique ignoring case once the whole save is applied: among the rows sent, and against
 * stored rows that the save neither deletes nor recodes. One query for the stored side.
 */
async function checkCodes<Out>(ctx: WriteCtx, kind: CodeListKind<Out>, rows: BatchRow[]) {
  const field = kind.codeField;
  const owners = new Map<string, { index: number; id?: number }>();
  for (const [index, r] of rows.entries()) {
    const code = r.action === 'delete' ? undefined : r[field];
    if (typeof code !== 'string') continue;
    const key = code.toLowerCase();
    if (owners.has(key)) throw duplicateCode(kind, code, `[${index}].${field}`);
    owners.set(key, { index, id: r.action === 'update' ? r.id : undefined });
  }
  if (owners.size === 0) return;
  const codeCol = col(kind, field);
  const stored = (await ctx.db
    .select({ id: kind.table.id, code: codeCol })
    .from(kind.table)
    .where(inArray(sql`lower(${codeCol})`, [...owners.keys()]))) as { id: number; code: string }[];
  // Only the stored rows that keep their code after this save can collide.
  const leaving = new Set(
    rows
      .filter((r) => r.action === 'delete' || (r.action === 'update' && typeof r[field] === 'string'))
      .map((r) => r.id as number),
  );
  for (const s of stored) {
    if (leaving.has(s.id)) continue;
    const owner = owners.get(s.code.toLowerCase());
    if (owner && owner.id !== s.id) {
      const sent = rows[owner.index] as Record<string, unknown>;
      throw duplicateCode(kind, String(sent[field]), `[${owner.index}].${field}`);
    }
  }
}
