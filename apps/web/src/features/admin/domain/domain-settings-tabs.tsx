import type { ThemeConfig } from '@invest/contracts';
import { themeColorFields } from '@invest/contracts/theme-colors';
import type { FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import { BankAccountSection } from './bank-account-section';
import { BrandSection } from './brand-section';
import { ConfigsSection } from './configs-section';
import { hasErrorUnder } from './domain-form-errors';
import { IpoRestrictionSection } from './ipo-restriction-section';
import { MetaSection } from './meta-section';
import { PaymentRulesSection } from './payment-rules-section';
import { RegistrationStepsSection } from './registration-steps-section';
import { ThemeColoursSection } from './theme-colours-section';
import type { DomainForm } from './use-domain-form';
import { WordingSection } from './wording-section';

export const domainTabKeys = [
  'brand',
  'colours',
  'wording',
  'meta',
  'configs',
  'steps',
  'payments',
  'ipo',
  'bank',
] as const;
export type DomainTabKey = (typeof domainTabKeys)[number];

interface DomainTab {
  /** The form paths whose errors the tab shows. */
  paths: readonly string[];
  render: (form: DomainForm, theme: ThemeConfig) => ReactNode;
}

const themePaths = (...fields: string[]) => fields.map((field) => `theme_config.${field}`);

/** Every setting of the domain, in tabs by what it shapes. */
export const domainTabs: Record<DomainTabKey, DomainTab> = {
  brand: {
    paths: ['company_name', 'terms_url', ...themePaths('logo', 'favicon', 'logo_height', 'font_family', 'font_cdn')],
    render: (form) => <BrandSection form={form} />,
  },
  colours: {
    paths: themePaths(...themeColorFields),
    render: (form, theme) => <ThemeColoursSection form={form} theme={theme} />,
  },
  wording: { paths: ['wording'], render: (form) => <WordingSection form={form} /> },
  meta: {
    paths: ['meta_tags', ...themePaths('website_title', 'website_description', 'website_url', 'social_media_image')],
    render: (form) => <MetaSection form={form} />,
  },
  configs: { paths: ['configs'], render: (form) => <ConfigsSection form={form} /> },
  steps: { paths: ['registration_steps'], render: (form) => <RegistrationStepsSection form={form} /> },
  payments: { paths: ['payment_rules'], render: (form) => <PaymentRulesSection form={form} /> },
  ipo: { paths: ['ipo_restriction'], render: (form) => <IpoRestrictionSection form={form} /> },
  bank: { paths: ['bank_account'], render: (form) => <BankAccountSection form={form} /> },
};

/** Whether `errors` hold one the tab shows; the theme's own (its contrast) belongs to the colours. */
export function isTabFlagged(key: DomainTabKey, errors: FormErrors): boolean {
  return hasErrorUnder(errors, domainTabs[key].paths) || (key === 'colours' && errors.theme_config !== undefined);
}
