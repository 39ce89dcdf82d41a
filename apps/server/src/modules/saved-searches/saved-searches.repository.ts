import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { savedReportSelections, savedReports, searchColumns } from './saved-searches.table';

export type ReportRow = typeof savedReports.$inferSelect;
export type ColumnRow = typeof searchColumns.$inferSelect;

export function listColumns(db: Db, searchType: number): Promise<ColumnRow[]> {
  return db
    .select()
    .from(searchColumns)
    .where(eq(searchColumns.searchType, searchType))
    .orderBy(asc(searchColumns.sortOrder), asc(searchColumns.id));
}

/** What a user may see: the standard report, global reports and the user's own. */
const visibleTo = (userId: number) =>
  or(
    eq(savedReports.isStandard, true),
    eq(savedReports.isGlobalReport, true),
    eq(savedReports.employeeId, userId),
  );

/** A page's reports the user sees: the standard one first, then global ones, then the user's, by name. */
export function listVisibleReports(
  db: Db,
  pageNumber: number,
  searchType: number,
  userId: number,
): Promise<ReportRow[]> {
  return db
    .select()
    .from(savedReports)
    .where(
      and(
        eq(savedReports.pageNumber, pageNumber),
        eq(savedReports.searchType, searchType),
        visibleTo(userId),
      ),
    )
    .orderBy(
      desc(savedReports.isStandard),
      desc(savedReports.isGlobalReport),
      sql`lower(${savedReports.name})`,
      asc(savedReports.id),
    );
}

/** One report, only if the user may see it (another user's private report is as good as absent). */
export async function findVisibleReport(db: Db, id: number, userId: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.id, id), visibleTo(userId)));
  return row;
}

export async function findStandardReport(db: Db, pageNumber: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.pageNumber, pageNumber), eq(savedReports.isStandard, true)));
  return row;
}

/** A report of the page the user sees with this name, whatever its case. */
export async function findVisibleByName(
  db: Db,
  pageNumber: number,
  name: string,
  userId: number,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(savedReports)
    .where(
      and(
        eq(savedReports.pageNumber, pageNumber),
        sql`lower(${savedReports.name}) = lower(${name})`,
        visibleTo(userId),
      ),
    )
    .limit(1);
  return row;
}

export async function selectedReportId(db: Db, userId: number, pageNumber: number): Promise<number | null> {
  const [row] = await db
    .select({ reportId: savedReportSelections.reportId })
    .from(savedReportSelections)
    .where(and(eq(savedReportSelections.userId, userId), eq(savedReportSelections.pageNumber, pageNumber)));
  return row?.reportId ?? null;
}

/** Makes the report the user's selected one on its page (one selection per user and page). */
export async function selectReport(db: Db, userId: number, pageNumber: number, reportId: number) {
  await db
    .insert(savedReportSelections)
    .values({ userId, pageNumber, reportId })
    .onConflictDoUpdate({
      target: [savedReportSelections.userId, savedReportSelections.pageNumber],
      set: { reportId },
    });
}

/** Other users who selected a report that they can no longer see go back to the standard report. */
export async function dropOtherSelections(db: Db, reportId: number, ownerId: number) {
  await db
    .delete(savedReportSelections)
    .where(and(eq(savedReportSelections.reportId, reportId), ne(savedReportSelections.userId, ownerId)));
}

export async function insertReport(db: Db, values: typeof savedReports.$inferInsert): Promise<ReportRow> {
  const [row] = await db.insert(savedReports).values(values).returning();
  return row;
}

export async function updateReport(
  db: Db,
  id: number,
  values: Partial<typeof savedReports.$inferInsert>,
  userId: number,
): Promise<ReportRow> {
  const [row] = await db
    .update(savedReports)
    .set({
      ...values,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${savedReports.version} + 1`,
    })
    .where(eq(savedReports.id, id))
    .returning();
  return row;
}

export async function deleteReport(db: Db, id: number) {
  // Selections of the report go with it (ON DELETE CASCADE): those users fall back to the standard report.
  await db.delete(savedReports).where(eq(savedReports.id, id));
}
