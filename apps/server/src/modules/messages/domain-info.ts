import { type DomainInfo, supportEmailOf } from '@invest/contracts';
import type { MessagesDeps } from './messages.deps';

/** GET /v1/info: the domain's public face, from its settings. */
export async function getDomainInfo(deps: Pick<MessagesDeps, 'domainSettings'>, tenantId: string): Promise<DomainInfo> {
  const settings = await deps.domainSettings(tenantId);
  return {
    company_name: settings.company_name,
    website_url: settings.theme_config.website_url ?? null,
    support_email: supportEmailOf(settings.configs),
    terms_url: settings.terms_url,
  };
}
