import { findTags, htmlToText, renderTags } from '@fieldline/contracts/templates/merge-tags';
import {
  EMAIL_TEMPLATE_RECORD_TYPES,
  EMAIL_TEMPLATE_TYPE_NAMES,
  type EmailTemplate,
  type EmailTemplateTypeValue,
  type emailTemplateCreateSchema,
  type emailTemplateUpdateSchema,
  type MessageTemplate,
  type messageTemplateCreateSchema,
  type messageTemplateUpdateSchema,
  NO_RECORD_TO_PREVIEW,
  type Rendered,
  TEMPLATE_WRONG_RECORD,
} from '@fieldline/contracts/templates/templates.contract';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { type MergeValue, mergeTagSource } from './merge-tags.registry';
import { checkTags, mergeValues } from './merge-tags.service';
import { emailTemplates, messageTemplates } from './templates.table';

type EmailRow = typeof emailTemplates.$inferSelect;
type MessageRow = typeof messageTemplates.$inferSelect;

const recordTypeOf = (type: number) => EMAIL_TEMPLATE_RECORD_TYPES[type as EmailTemplateTypeValue];

export const toEmailTemplate = (r: EmailRow): EmailTemplate => ({
  id: r.id,
  name: r.name,
  type: r.type,
  typeName: EMAIL_TEMPLATE_TYPE_NAMES[r.type as EmailTemplateTypeValue] ?? String(r.type),
  recordType: recordTypeOf(r.type),
  subject: r.subject,
  body: r.body,
  isActive: r.isActive,
  isDefault: r.isDefault,
  ...auditOut(r),
});

const toMessageTemplate = (r: MessageRow): MessageTemplate => ({
  id: r.id,
  name: r.name,
  recordType: r.recordType,
  subject: r.subject,
  body: r.body,
  isActive: r.isActive,
  ...auditOut(r),
});

// ---------- E-mail templates ----------

export async function listEmailTemplates(db: Db, q: { isActive?: boolean; type?: number }) {
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        q.isActive === undefined ? undefined : eq(emailTemplates.isActive, q.isActive),
        q.type === undefined ? undefined : eq(emailTemplates.type, q.type),
      ),
    )
    .orderBy(asc(emailTemplates.type), asc(emailTemplates.name), asc(emailTemplates.id));
  return rows.map(toEmailTemplate);
}

async function emailRow(db: Db, id: number): Promise<EmailRow> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  if (!row) throw notFound('e-mail template');
  return row;
}

export const getEmailTemplate = async (db: Db, id: number) => toEmailTemplate(await emailRow(db, id));

/** The type's default template: the one marked default, else its first active one; null when none. */
export async function defaultEmailTemplateId(db: Db, type: number): Promise<number | null> {
  const [row] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.type, type), eq(emailTemplates.isActive, true)))
    .orderBy(desc(emailTemplates.isDefault), asc(emailTemplates.id))
    .limit(1);
  return row?.id ?? null;
}

/** Marking a template default unmarks the type's other one (the database allows one per type). */
async function clearDefault(db: Db, type: number, exceptId: number) {
  await db
    .update(emailTemplates)
    .set({ isDefault: false })
    .where(
      and(eq(emailTemplates.type, type), eq(emailTemplates.isDefault, true), ne(emailTemplates.id, exceptId)),
    );
}

type EmailCreate = z.output<typeof emailTemplateCreateSchema>;
type EmailUpdate = z.output<typeof emailTemplateUpdateSchema>;

export async function createEmailTemplate(ctx: RouteContext<EmailCreate, unknown, unknown>) {
  const { db, body, user } = ctx;
  await checkTags(db, recordTypeOf(body.type), { subject: body.subject, body: body.body });
  if (body.isDefault) await clearDefault(db, body.type, 0);
  const [row] = await db
    .insert(emailTemplates)
    .values({ ...body, createdBy: user.id, modifiedBy: user.id })
    .returning();
  await ctx.audit({ entity: 'emailTemplate', entityId: row.id, action: 'create', after: body });
  return toEmailTemplate(row);
}

export async function updateEmailTemplate(ctx: RouteContext<EmailUpdate, unknown, { id: number }>) {
  const { db, body, user, params } = ctx;
  const before = await emailRow(db, params.id);
  const { version, ...change } = body;
  const type = change.type ?? before.type;
  await checkTags(db, recordTypeOf(type), {
    subject: change.subject ?? (change.type === undefined ? undefined : before.subject),
    body: change.body ?? (change.type === undefined ? undefined : before.body),
  });
  if (change.isDefault ?? (before.isDefault && change.type !== undefined))
    await clearDefault(db, type, before.id);
  const row = await updateVersioned(
    db,
    emailTemplates,
    params.id,
    version,
    change,
    user.id,
    'e-mail template',
  );
  await ctx.audit({ entity: 'emailTemplate', entityId: row.id, action: 'update', before, after: row });
  return toEmailTemplate(row);
}

// ---------- Message templates ----------

export async function listMessageTemplates(db: Db, q: { isActive?: boolean; recordType?: string }) {
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(
      and(
        q.isActive === undefined ? undefined : eq(messageTemplates.isActive, q.isActive),
        q.recordType === undefined ? undefined : eq(messageTemplates.recordType, q.recordType),
      ),
    )
    .orderBy(asc(messageTemplates.name), asc(messageTemplates.id));
  return rows.map(toMessageTemplate);
}

async function messageRow(db: Db, id: number): Promise<MessageRow> {
  const [row] = await db.select().from(messageTemplates).where(eq(messageTemplates.id, id));
  if (!row) throw notFound('message template');
  return row;
}

export const getMessageTemplate = async (db: Db, id: number) => toMessageTemplate(await messageRow(db, id));

/** The record type as registered (its spelling), or 400 on the field. */
function knownRecordType(recordType: string): string {
  const source = mergeTagSource(recordType);
  if (!source) throw fieldError('recordType', `Not a record type: ${recordType}.`);
  return source.recordType;
}

type MessageCreate = z.output<typeof messageTemplateCreateSchema>;
type MessageUpdate = z.output<typeof messageTemplateUpdateSchema>;

export async function createMessageTemplate(ctx: RouteContext<MessageCreate, unknown, unknown>) {
  const { db, body, user } = ctx;
  const recordType = knownRecordType(body.recordType);
  await checkTags(db, recordType, { subject: body.subject, body: body.body });
  const [row] = await db
    .insert(messageTemplates)
    .values({ ...body, recordType, createdBy: user.id, modifiedBy: user.id })
    .returning();
  await ctx.audit({ entity: 'messageTemplate', entityId: row.id, action: 'create', after: body });
  return toMessageTemplate(row);
}

export async function updateMessageTemplate(ctx: RouteContext<MessageUpdate, unknown, { id: number }>) {
  const { db, body, user, params } = ctx;
  const before = await messageRow(db, params.id);
  const { version, ...change } = body;
  const recordType = change.recordType ? knownRecordType(change.recordType) : before.recordType;
  const retyped = change.recordType !== undefined;
  await checkTags(db, recordType, {
    subject: change.subject ?? (retyped ? before.subject : undefined),
    body: change.body ?? (retyped ? before.body : undefined),
  });
  const values = { ...change, ...(retyped ? { recordType } : {}) };
  const row = await updateVersioned(
    db,
    messageTemplates,
    params.id,
    version,
    values,
    user.id,
    'message template',
  );
  await ctx.audit({ entity: 'messageTemplate', entityId: row.id, action: 'update', before, after: row });
  return toMessageTemplate(row);
}

// ---------- Rendering ----------

/** The record a preview renders with: the one named, else the newest of its type (422 when none). */
async function previewRecordId(db: Db, recordType: string, recordId?: number): Promise<number> {
  if (recordId) return recordId;
  const newest = await mergeTagSource(recordType)?.newestId(db);
  if (!newest) throw ruleViolation(NO_RECORD_TO_PREVIEW);
  return newest;
}

/** Subject and body with the record's values; `html` escapes the values and gives a text part too. */
export async function renderText(
  db: Db,
  recordType: string,
  recordId: number,
  texts: { subject: string; body: string; html: boolean },
): Promise<Omit<Rendered, 'templateId'>> {
  const merged = await mergeValues(db, recordType, recordId);
  if (!merged) throw notFound(mergeTagSource(recordType)?.label.toLowerCase() ?? recordType);
  const values = await usedValues(merged.values, `${texts.subject}\n${texts.body}`);
  const subject = renderTags(texts.subject, values, 'text').replace(/\s+/g, ' ').trim();
  const html = texts.html ? renderTags(texts.body, values, 'html') : null;
  const text = html === null ? renderTags(texts.body, values, 'text') : htmlToText(html);
  return { recordType, recordId, recordLabel: merged.label, subject, html, text };
}

/** The values as text, calling a lazy value only when `text` uses its tag. */
async function usedValues(values: Record<string, MergeValue>, text: string) {
  const used = new Set(findTags(text));
  const out: Record<string, string | null | undefined> = {};
  for (const [tag, value] of Object.entries(values))
    out[tag] = typeof value === 'function' ? (used.has(tag) ? await value() : null) : value;
  return out;
}

/**
 * Template `templateId` rendered for record `recordId` of `recordType`. A template for a related record
 * type renders too (a General template, for customers, from an invoice); any other is refused (422).
 */
export async function renderEmailTemplate(
  db: Db,
  templateId: number,
  recordType: string,
  recordId: number,
): Promise<Rendered> {
  const template = await emailRow(db, templateId);
  const forType = recordTypeOf(template.type);
  const source = mergeTagSource(recordType);
  const fits = forType === recordType || (source?.related ?? []).includes(forType);
  if (!fits) throw ruleViolation(TEMPLATE_WRONG_RECORD(labelOf(forType), labelOf(recordType)));
  const rendered = await renderText(db, recordType, recordId, { ...template, html: true });
  return { templateId, ...rendered };
}

const labelOf = (recordType: string) => (mergeTagSource(recordType)?.label ?? recordType).toLowerCase();

export async function previewEmailTemplate(db: Db, id: number, recordId?: number): Promise<Rendered> {
  const template = await emailRow(db, id);
  const recordType = recordTypeOf(template.type);
  return renderEmailTemplate(db, id, recordType, await previewRecordId(db, recordType, recordId));
}

export async function previewMessageTemplate(db: Db, id: number, recordId?: number): Promise<Rendered> {
  const t = await messageRow(db, id);
  const rid = await previewRecordId(db, t.recordType, recordId);
  return { templateId: id, ...(await renderText(db, t.recordType, rid, { ...t, html: false })) };
}

/** The editor's Preview of text not yet saved; unknown tags are refused as on save. */
export async function previewDraft(
  db: Db,
  draft: { recordType: string; recordId?: number; subject: string; body: string; html: boolean },
): Promise<Rendered> {
  const recordType = knownRecordType(draft.recordType);
  await checkTags(db, recordType, { subject: draft.subject, body: draft.body });
  const rid = await previewRecordId(db, recordType, draft.recordId);
  return { templateId: 0, ...(await renderText(db, recordType, rid, draft)) };
}
