import {
  type Answers,
  answerFits,
  CHECKLIST_MESSAGES,
  type Checklist,
  type ChecklistDefinition,
  type createChecklistBodySchema,
  type createChecklistDefinitionBodySchema,
  isAnswered,
  type Question,
  type updateChecklistBodySchema,
  type updateChecklistDefinitionBodySchema,
  type WorkOwnerKind,
} from '@fieldline/contracts/checklists/checklists.contract';
import { ErrorCodes, type FieldError, Messages } from '@fieldline/contracts/common/errors';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut, toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { AppError, conflict, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { getUserRefs } from '../identity';
import { checklistDefinitions, checklists } from './checklists.table';
import { checkEquipment, equipmentRefs, loadOwner, writableOwner } from './work-owner';

type DefRow = typeof checklistDefinitions.$inferSelect;
type Row = typeof checklists.$inferSelect;
type DefBody = z.output<typeof createChecklistDefinitionBodySchema>;
type DefUpdate = z.output<typeof updateChecklistDefinitionBodySchema>;
type OwnerParams = { id: number };
type ItemParams = { id: number; cid: number };

const defOut = (r: DefRow): ChecklistDefinition => ({
  id: r.id,
  name: r.name,
  title: r.title,
  questions: r.questions as Question[],
  isActive: r.isActive,
  ...auditOut(r),
});

// ---- Definitions ----

export async function listDefinitions(db: Db, f: { isActive?: boolean }) {
  const rows = await db
    .select()
    .from(checklistDefinitions)
    .where(f.isActive === undefined ? undefined : eq(checklistDefinitions.isActive, f.isActive))
    .orderBy(asc(checklistDefinitions.name));
  return rows.map(defOut);
}

export async function getDefinition(db: Db, id: number): Promise<ChecklistDefinition> {
  const [row] = await db.select().from(checklistDefinitions).where(eq(checklistDefinitions.id, id));
  if (!row) throw notFound('checklist definition');
  return defOut(row);
}

/** Questions keep the ids they were sent with; new ones get q1, q2 ... not used yet. */
function withIds(questions: DefBody['questions']): Question[] {
  const given = questions.map((q) => q.id).filter((v): v is string => !!v);
  if (new Set(given).size !== given.length)
    throw fieldError('questions', CHECKLIST_MESSAGES.duplicateQuestionId);
  const used = new Set(given);
  let n = 0;
  return questions.map((q) => {
    if (q.id) return { id: q.id, text: q.text, kind: q.kind };
    let id: string;
    do id = `q${++n}`;
    while (used.has(id));
    used.add(id);
    return { id, text: q.text, kind: q.kind };
  });
}

async function checkName(db: Db, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: checklistDefinitions.id })
    .from(checklistDefinitions)
    .where(
      and(eq(checklistDefinitions.name, name), exceptId ? ne(checklistDefinitions.id, exceptId) : undefined),
    );
  if (clash) throw conflict(CHECKLIST_MESSAGES.duplicateName, 'DUPLICATE_NAME');
}

export async function createDefinition(ctx: RouteContext<DefBody, unknown, unknown>) {
  const { db, body, user } = ctx;
  await checkName(db, body.name);
  const [row] = await db
    .insert(checklistDefinitions)
    .values({ ...body, questions: withIds(body.questions), createdBy: user.id, modifiedBy: user.id })
    .returning();
  await ctx.audit({ entity: 'checklistDefinition', entityId: row.id, action: 'create', after: defOut(row) });
  return defOut(row);
}

export async function updateDefinition(ctx: RouteContext<DefUpdate, unknown, { id: number }>) {
  const { db, body, user, params } = ctx;
  const before = await getDefinition(db, params.id);
  const { version, questions, ...rest } = body;
  if (rest.name) await checkName(db, rest.name, params.id);
  const values: Partial<typeof checklistDefinitions.$inferInsert> = { ...rest };
  if (questions) values.questions = withIds(questions);
  const row = await updateVersioned(
    db,
    checklistDefinitions,
    params.id,
    version,
    values,
    user.id,
    'checklist definition',
  );
  await ctx.audit({
    entity: 'checklistDefinition',
    entityId: params.id,
    action: 'update',
    before,
    after: defOut(row),
  });
  return defOut(row);
}

export async function deleteDefinition(ctx: RouteContext<unknown, unknown, { id: number }>) {
  const { db, params } = ctx;
  const before = await getDefinition(db, params.id);
  const [used] = await db
    .select({ n: count() })
    .from(checklists)
    .where(eq(checklists.definitionId, params.id));
  if (Number(used.n) > 0) throw ruleViolation(CHECKLIST_MESSAGES.definitionInUse(Number(used.n)));
  await db.delete(checklistDefinitions).where(eq(checklistDefinitions.id, params.id));
  await ctx.audit({ entity: 'checklistDefinition', entityId: params.id, action: 'delete', before });
}

// ---- Checklists on bids and jobs ----

async function toChecklists(db: Db, rows: Row[]): Promise<Checklist[]> {
  const [defs, equip, people] = await Promise.all([
    rows.length
      ? db
          .select()
          .from(checklistDefinitions)
          .where(inArray(checklistDefinitions.id, [...new Set(rows.map((r) => r.definitionId))]))
      : [],
    equipmentRefs(
      db,
      rows.map((r) => r.equipmentId),
    ),
    getUserRefs(
      db,
      rows.map((r) => r.createdBy).filter((v): v is number => v !== null),
    ),
  ]);
  const defById = new Map(defs.map((d) => [d.id, d]));
  return rows.map((r) => {
    const d = defById.get(r.definitionId)!;
    const questions = d.questions as Question[];
    const answers = r.answers as Answers;
    return {
      id: r.id,
      ownerKind: r.ownerKind as WorkOwnerKind,
      ownerId: r.ownerId,
      checklistDefinition: { id: d.id, name: d.name, title: d.title, questions },
      equipment: r.equipmentId ? (equip.get(r.equipmentId) ?? null) : null,
      answers,
      answeredCount: questions.filter((q) => isAnswered(q.kind, answers[q.id])).length,
      questionCount: questions.length,
      createdBy: r.createdBy,
      createdByName: r.createdBy ? (people.get(r.createdBy)?.displayName ?? null) : null,
      createdDate: toIso(r.createdDate),
      modifiedDate: toIso(r.modifiedDate),
      version: r.version,
    };
  });
}

/** The checklists of a bid or job, oldest first (also for the checklist PDF). */
export async function listChecklists(db: Db, kind: WorkOwnerKind, ownerId: number): Promise<Checklist[]> {
  const rows = await db
    .select()
    .from(checklists)
    .where(and(eq(checklists.ownerKind, kind), eq(checklists.ownerId, ownerId)))
    .orderBy(asc(checklists.id));
  return toChecklists(db, rows);
}

/** One checklist with its definition, or null (the PDF route answers 404 itself). */
export async function getChecklist(db: Db, id: number): Promise<Checklist | null> {
  const rows = await db.select().from(checklists).where(eq(checklists.id, id));
  return rows[0] ? (await toChecklists(db, rows))[0] : null;
}

async function checklistRow(db: Db, kind: WorkOwnerKind, ownerId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(checklists)
    .where(and(eq(checklists.id, id), eq(checklists.ownerKind, kind), eq(checklists.ownerId, ownerId)));
  if (!row) throw notFound('checklist');
  return row;
}

export async function ownerChecklists(db: Db, kind: WorkOwnerKind, ownerId: number) {
  await loadOwner(db, kind, ownerId);
  return listChecklists(db, kind, ownerId);
}

export async function ownerChecklist(db: Db, kind: WorkOwnerKind, ownerId: number, id: number) {
  await loadOwner(db, kind, ownerId);
  return (await toChecklists(db, [await checklistRow(db, kind, ownerId, id)]))[0];
}

export async function createChecklist(
  kind: WorkOwnerKind,
  ctx: RouteContext<z.output<typeof createChecklistBodySchema>, unknown, OwnerParams>,
) {
  const { db, body, params, user } = ctx;
  const owner = await writableOwner(db, kind, params.id);
  const [def] = await db
    .select()
    .from(checklistDefinitions)
    .where(eq(checklistDefinitions.id, body.definitionId));
  if (!def) throw fieldError('definitionId', 'Unknown checklist definition.');
  if (!def.isActive) throw ruleViolation(CHECKLIST_MESSAGES.inactiveDefinition);
  await checkEquipment(
    db,
    owner.customerId,
    [body.equipmentId],
    'equipmentId',
    CHECKLIST_MESSAGES.equipmentNotOfCustomer,
  );
  const [row] = await db
    .insert(checklists)
    .values({
      ownerKind: kind,
      ownerId: params.id,
      definitionId: def.id,
      equipmentId: body.equipmentId ?? null,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  await ctx.audit({ entity: 'checklist', entityId: row.id, action: 'create', after: body });
  return (await toChecklists(db, [row]))[0];
}

/** Each answer must name a question of the definition and fit its kind; every failure is named. */
function checkAnswers(questions: Question[], answers: Answers) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const errors: FieldError[] = [];
  for (const [qid, value] of Object.entries(answers)) {
    const q = byId.get(qid);
    if (!q) errors.push({ field: `answers.${qid}`, message: 'Unknown question.' });
    else if (!answerFits(q.kind, value))
      errors.push({
        field: `answers.${qid}`,
        message: { check: 'Expected true or false.', text: 'Expected text.', number: 'Expected a number.' }[
          q.kind
        ],
      });
  }
  if (errors.length) throw new AppError(400, ErrorCodes.VALIDATION, Messages.validation, errors);
}

export async function updateChecklist(
  kind: WorkOwnerKind,
  ctx: RouteContext<z.output<typeof updateChecklistBodySchema>, unknown, ItemParams>,
) {
  const { db, body, params, user } = ctx;
  const owner = await writableOwner(db, kind, params.id);
  const before = await checklistRow(db, kind, params.id, params.cid);
  const values: Partial<typeof checklists.$inferInsert> = {};
  if (body.answers) {
    const [def] = await db
      .select()
      .from(checklistDefinitions)
      .where(eq(checklistDefinitions.id, before.definitionId));
    checkAnswers(def.questions as Question[], body.answers);
    values.answers = { ...(before.answers as Answers), ...body.answers };
  }
  if (body.equipmentId !== undefined) {
    await checkEquipment(
      db,
      owner.customerId,
      [body.equipmentId],
      'equipmentId',
      CHECKLIST_MESSAGES.equipmentNotOfCustomer,
    );
    values.equipmentId = body.equipmentId;
  }
  const row = await updateVersioned(db, checklists, before.id, body.version, values, user.id, 'checklist');
  await ctx.audit({
    entity: 'checklist',
    entityId: before.id,
    action: 'update',
    before: { answers: before.answers, equipmentId: before.equipmentId },
    after: { answers: row.answers, equipmentId: row.equipmentId },
  });
  return (await toChecklists(db, [row]))[0];
}

export async function deleteChecklist(kind: WorkOwnerKind, ctx: RouteContext<unknown, unknown, ItemParams>) {
  const { db, params } = ctx;
  await writableOwner(db, kind, params.id);
  const before = await checklistRow(db, kind, params.id, params.cid);
  await db.delete(checklists).where(eq(checklists.id, before.id));
  await ctx.audit({ entity: 'checklist', entityId: before.id, action: 'delete', before });
}
