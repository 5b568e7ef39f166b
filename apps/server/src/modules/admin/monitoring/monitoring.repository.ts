import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { errorReports } from './monitoring.tables';
import type { StoredReport } from './stored-report';

/** A report as the console lists it: everything but the kept event. */
export type ErrorReportSummary = Omit<typeof errorReports.$inferSelect, 'tenantId' | 'payload'>;

/** Where a page of reports ends, newest first: the last report's time, then its id among reports of that instant. */
export interface ReportPosition {
  receivedAt: Date;
  id: string;
}

export async function insertErrorReports(
  db: Database,
  tenantId: string,
  receivedAt: Date,
  reports: readonly StoredReport[],
): Promise<void> {
  await db.insert(errorReports).values(reports.map((report) => ({ ...report, tenantId, receivedAt })));
}

/** The domain's reports newest first, after `before` when given. */
export async function findErrorReports(
  db: Database,
  tenantId: string,
  page: { before: ReportPosition | undefined; limit: number },
): Promise<ErrorReportSummary[]> {
  const { before } = page;
  return db
    .select({
      id: errorReports.id,
      receivedAt: errorReports.receivedAt,
      eventId: errorReports.eventId,
      level: errorReports.level,
      message: errorReports.message,
      url: errorReports.url,
      release: errorReports.release,
    })
    .from(errorReports)
    .where(
      and(
        eq(errorReports.tenantId, tenantId),
        before
          ? or(
              lt(errorReports.receivedAt, before.receivedAt),
              and(eq(errorReports.receivedAt, before.receivedAt), lt(errorReports.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(errorReports.receivedAt), desc(errorReports.id))
    .limit(page.limit);
}
