import { type AdminSuitabilityQuery, isConservative, type SuitabilityFiles } from '@invest/contracts';
import type { AuthContext } from '../../../platform/http/context';
import { findUserContacts } from '../../auth';
import { findAnsweredSuitabilityPage } from '../../onboarding';
import type { ReportsDeps } from '../reports.deps';

type Admin = Pick<AuthContext, 'tenantId'>;

/** GET admin/reports/suitability: the domain's investors who answered the suitability questions, latest first. */
export async function findSuitabilityFiles(
  deps: ReportsDeps,
  admin: Admin,
  query: AdminSuitabilityQuery,
): Promise<SuitabilityFiles> {
  const { rows, total } = await findAnsweredSuitabilityPage(deps.db, admin.tenantId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const contacts = await findUserContacts(
    deps.db,
    admin.tenantId,
    rows.map((row) => row.userId),
  );
  return {
    items: rows.map((row) => ({
      user_id: row.userId,
      email: contacts.get(row.userId)?.email ?? '',
      name: contacts.get(row.userId)?.name ?? '',
      risk_tolerance: row.answers.risk_tolerance ?? null,
      answered_at: row.answeredAt.toISOString(),
      is_restricted: isConservative(row.answers.risk_tolerance),
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
