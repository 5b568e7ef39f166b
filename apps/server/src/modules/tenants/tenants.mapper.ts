import type { DomainSettings, EditableDomainSettings } from '@invest/contracts';
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

/** Every setting a super-administrator edits, as the domain holds it (GET /v1/admin/domain/settings). */
export function toEditableDomainSettings(tenant: TenantRow): EditableDomainSettings {
  return {
    id: tenant.id,
    company_name: tenant.companyName,
    terms_url: tenant.termsUrl,
    theme_config: tenant.themeConfig,
    configs: tenant.configs,
    meta_tags: tenant.metaTags,
    wording: tenant.wording,
    registration_steps: tenant.registrationSteps,
    ipo_restriction: tenant.ipoRestriction,
    payment_rules: tenant.paymentRules,
    bank_account: tenant.bankAccount,
  };
}
