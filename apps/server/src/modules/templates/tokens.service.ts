import type { SearchResult } from '@fieldline/contracts/common/pagination';
import {
  type EmailToken,
  type emailTokenCreateSchema,
  type emailTokenUpdateSchema,
  TOKEN_IN_USE,
  TOKEN_NAME_TAKEN,
} from '@fieldline/contracts/templates/templates.contract';
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { emailTemplates, emailTokens, messageTemplates } from './templates.table';

type Row = typeof emailTokens.$inferSelect;

const toToken = (r: Row): EmailToken => ({
  id: r.id,
  name: r.name,
  tag: `Token.${r.name}`,
  value: r.value,
  description: r.description,
  isActive: r.isActive,
  ...auditOut(r),
});

export async function listTokens(db: Db, q: { isActive?: boolean }) {
  const rows = await db
    .select()
    .from(emailTokens)
    .where(q.isActive === undefined ? undefined : eq(emailTokens.isActive, q.isActive))
    .orderBy(asc(emailTokens.name));
  return rows.map(toToken);
}

/** Name, value or description containing the query (a company has tens of tokens, not thousands). */
export async function searchTokens(
  db: Db,
  q: { query?: string; isActive?: boolean; offset: number; limit: number },
): Promise<SearchResult<EmailToken>> {
  const like = q.query ? `%${q.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    q.isActive === undefined ? undefined : eq(emailTokens.isActive, q.isActive),
    like
      ? or(
          ilike(emailTokens.name, like),
          ilike(emailTokens.value, like),
          ilike(emailTokens.description, like),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(emailTokens).where(where).orderBy(asc(emailTokens.name)).offset(q.offset).limit(q.limit),
    db.select({ n: count() }).from(emailTokens).where(where),
  ]);
  return { data: rows.map(toToken), count_filtered: Number(total.n) };
}

async function tokenRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(emailTokens).where(eq(emailTokens.id, id));
  if (!row) throw notFound('e-mail token');
  return row;
}

export const getToken = async (db: Db, id: number) => toToken(await tokenRow(db, id));

async function refuseTakenName(db: Db, name: string, exceptId = 0) {
  const [taken] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(and(sql`lower(${emailTokens.name}) = lower(${name})`, ne(emailTokens.id, exceptId)));
  if (taken) throw conflict(TOKEN_NAME_TAKEN);
}

/** A template still using the token (its tag would become unknown if renamed or deactivated). */
async function templateUsing(db: Db, name: string): Promise<string | null> {
  const pattern = `\\{\\{\\s*token\\.${name}\\s*\\}\\}`;
  const uses = (t: typeof emailTemplates | typeof messageTemplates) =>
    or(sql`${t.subject} ~* ${pattern}`, sql`${t.body} ~* ${pattern}`);
  const [email] = await db
    .select({ name: emailTemplates.name })
    .from(emailTemplates)
    .where(uses(emailTemplates))
    .limit(1);
  if (email) return email.name;
  const [message] = await db
    .select({ name: messageTemplates.name })
    .from(messageTemplates)
    .where(uses(messageTemplates))
    .limit(1);
  return message?.name ?? null;
}

type Create = z.output<typeof emailTokenCreateSchema>;
type Update = z.output<typeof emailTokenUpdateSchema>;

export async function createToken(ctx: RouteContext<Create, unknown, unknown>) {
  const { db, body, user } = ctx;
  await refuseTakenName(db, body.name);
  const [row] = await db
    .insert(emailTokens)
    .values({ ...body, createdBy: user.id, modifiedBy: user.id })
    .returning();
  await ctx.audit({ entity: 'emailToken', entityId: row.id, action: 'create', after: body });
  return toToken(row);
}

export async function updateToken(ctx: RouteContext<Update, unknown, { id: number }>) {
  const { db, body, user, params } = ctx;
  const before = await tokenRow(db, params.id);
  const { version, ...change } = body;
  const renamed = change.name !== undefined && change.name !== before.name;
  if (renamed) await refuseTakenName(db, change.name as string, before.id);
  if (renamed || (change.isActive === false && before.isActive)) {
    const template = await templateUsing(db, before.name);
    if (template) throw ruleViolation(TOKEN_IN_USE(before.name, template));
  }
  const row = await updateVersioned(db, emailTokens, params.id, version, change, user.id, 'e-mail token');
  await ctx.audit({ entity: 'emailToken', entityId: row.id, action: 'update', before, after: row });
  return toToken(row);
}
