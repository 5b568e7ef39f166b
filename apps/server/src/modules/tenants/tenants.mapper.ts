import type { DomainSettings } from '@invest/contracts';
import type { TenantRow } from './tenants.repository';

/** Where investors read the terms when a tenant has configured none. */
export const defaultTermsUrl = '/legal/terms';

export function toDomainSettings(tenant: TenantRow): DomainSettings {
  return {
    id: tenant.id,
    company_name: tenant.companyName,
    terms_url: tenant.termsUrl ?? defaultTermsUrl,
    favicon: tenant.themeConfig.favicon ?? null,
    theme_config: tenant.themeConfig,
    configs: tenant.configs,
    meta_tags: tenant.metaTags,
    wording: tenant.wording,
  };
}
