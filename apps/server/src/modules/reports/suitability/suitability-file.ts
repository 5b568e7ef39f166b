import { notFound } from '../../../platform/errors';
import { pdfColorOf } from '../../../platform/pdf/pdf-layout';
import { getUserRecord } from '../../auth';
import { findSuitabilityAnswers, suitabilityNotificationOf } from '../../onboarding';
import type { ReportsDeps } from '../reports.deps';
import { investorNameOf } from '../statements/statement.service';
import { renderSuitabilityPdf } from './suitability-pdf';

/**
 * An investor's suitability answers and result as a PDF in their domain's branding: the file they
 * download themselves and their domain's administrators download for them. NOT_FOUND when they have
 * no answers (the step is for US nationals).
 */
export async function renderSuitabilityFile(
  deps: ReportsDeps,
  investor: { tenantId: string; userId: string },
): Promise<Uint8Array> {
  const found = await findSuitabilityAnswers(deps.db, investor);
  if (!found) throw notFound('Suitability answers');
  const [user, tenant] = await Promise.all([
    getUserRecord(deps.db, investor.tenantId, investor.userId),
    deps.tenants.getTenant(investor.tenantId),
  ]);
  return renderSuitabilityPdf({
    company: tenant.companyName,
    accent: pdfColorOf(tenant.themeConfig.link_color),
    investorName: investorNameOf(user),
    accountId: user.investorId ?? user.id,
    answers: found.answers,
    answeredAt: found.answeredAt,
    result: suitabilityNotificationOf(found),
    generatedAt: deps.clock.now(),
  });
}
