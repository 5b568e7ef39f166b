import type {
  BankReceivingAccount,
  EditableDomainSettings,
  IpoRestriction,
  MetaTag,
  PaymentRule,
  RegistrationStep,
  ThemeConfig,
} from '@invest/contracts';
import { themeColorFields } from '@invest/contracts/theme-colors';

/** The theme's text settings besides its colours: titles, addresses, images and font. */
const themeTextFields = [
  'website_title',
  'website_description',
  'website_url',
  'social_media_image',
  'favicon',
  'logo',
  'font_cdn',
  'font_family',
] as const;

const themeStringFields = [...themeTextFields, ...themeColorFields] as const;
type ThemeStringField = (typeof themeStringFields)[number];

/** The theme as its inputs hold it: every field a string ('' when unset), the logo height a number or ''. */
type ThemeFormValues = Record<ThemeStringField, string> & { logo_height: number | string };

/** One text of the web app the domain words its own way: the text's key and the domain's words. */
export interface WordingRow {
  key: string;
  text: string;
}

/** What a domain switch holds: text, a number, on or off, or nothing. */
export const configKinds = ['text', 'number', 'switch', 'empty'] as const;
type ConfigKind = (typeof configKinds)[number];

/** One domain switch (configs) as its row of the form edits it. */
export interface ConfigRow {
  key: string;
  kind: ConfigKind;
  text: string;
  isOn: boolean;
}

const bankAccountFields = [
  'beneficiary_name',
  'bank_name',
  'bank_address',
  'account_number',
  'iban',
  'routing_number',
  'swift_code',
  'reference_rule',
] as const;
type BankAccountField = (typeof bankAccountFields)[number];

interface IpoRestrictionFormValues {
  last_allowed_step: string;
  restrict: Record<string, string[]>;
  ipo_closed: boolean;
  finish_profile_redirection_path: string;
}

/**
 * Every domain setting as the console's form holds it. The lists keyed by text (wording, configs)
 * are rows, so a key can be typed and renamed; the settings a domain may not have at all are
 * switched on or off (`has_...`).
 */
export interface DomainFormValues {
  company_name: string;
  terms_url: string;
  theme_config: ThemeFormValues;
  wording: WordingRow[];
  meta_tags: MetaTag[];
  configs: ConfigRow[];
  has_custom_steps: boolean;
  registration_steps: RegistrationStep[];
  payment_rules: PaymentRule[];
  has_ipo_restriction: boolean;
  ipo_restriction: IpoRestrictionFormValues;
  has_bank_account: boolean;
  bank_account: Record<BankAccountField, string>;
}

const emptyIpoRestriction: IpoRestrictionFormValues = {
  last_allowed_step: 'details',
  restrict: {},
  ipo_closed: false,
  finish_profile_redirection_path: '/dashboard',
};

function configRowOf(key: string, value: string | number | boolean | null): ConfigRow {
  if (typeof value === 'boolean') return { key, kind: 'switch', text: '', isOn: value };
  if (typeof value === 'number') return { key, kind: 'number', text: String(value), isOn: false };
  if (value === null) return { key, kind: 'empty', text: '', isOn: false };
  return { key, kind: 'text', text: value, isOn: false };
}

function themeFormValuesOf(theme: ThemeConfig): ThemeFormValues {
  const strings = Object.fromEntries(themeStringFields.map((field) => [field, theme[field] ?? '']));
  return { ...(strings as Record<ThemeStringField, string>), logo_height: theme.logo_height ?? '' };
}

/** The form's values for the settings the domain holds now. */
export function formValuesOf(settings: EditableDomainSettings): DomainFormValues {
  return {
    company_name: settings.company_name,
    terms_url: settings.terms_url ?? '',
    theme_config: themeFormValuesOf(settings.theme_config),
    wording: Object.entries(settings.wording).map(([key, text]) => ({ key, text })),
    meta_tags: settings.meta_tags,
    configs: Object.entries(settings.configs).map(([key, value]) => configRowOf(key, value)),
    has_custom_steps: settings.registration_steps !== null,
    registration_steps: (settings.registration_steps ?? []).map((step) => ({
      ...step,
      skippable: step.skippable ?? false,
    })),
    payment_rules: settings.payment_rules,
    has_ipo_restriction: settings.ipo_restriction !== null,
    ipo_restriction: settings.ipo_restriction ?? emptyIpoRestriction,
    has_bank_account: settings.bank_account !== null,
    bank_account: Object.fromEntries(
      bankAccountFields.map((field) => [field, settings.bank_account?.[field] ?? '']),
    ) as Record<BankAccountField, string>,
  };
}

/** The theme the form's inputs describe: blank fields left out, the logo height as a number. */
export function themeOf(values: ThemeFormValues): ThemeConfig {
  const theme: Record<string, string | number> = {};
  for (const field of themeStringFields) {
    const value = values[field].trim();
    if (value !== '') theme[field] = value;
  }
  const height = values.logo_height;
  if (height !== '' && height !== undefined) theme.logo_height = Number(height);
  return theme as ThemeConfig;
}

/** A switch's value as the request carries it; a number that is not one stays text, for the schema to name. */
function configValueOf(row: ConfigRow): string | number | boolean | null {
  switch (row.kind) {
    case 'switch':
      return row.isOn;
    case 'empty':
      return null;
    case 'number':
      return row.text.trim() !== '' && Number.isFinite(Number(row.text)) ? Number(row.text) : row.text;
    default:
      return row.text;
  }
}

/** The domain's wording as the request carries it: key to text. */
export const wordingOf = (rows: WordingRow[]): Record<string, string> =>
  Object.fromEntries(rows.map((row) => [row.key.trim(), row.text]));

function ipoRestrictionOf(values: IpoRestrictionFormValues): IpoRestriction {
  const restrict = Object.fromEntries(Object.entries(values.restrict).filter(([, allowed]) => allowed.length > 0));
  return { ...values, restrict };
}

/** The bank account as the request carries it: optional details left out when blank. */
function bankAccountOf(values: Record<BankAccountField, string>): BankReceivingAccount {
  const entries = bankAccountFields.map((field) => [field, values[field]] as const).filter(([, value]) => value !== '');
  return Object.fromEntries(entries) as BankReceivingAccount;
}

/**
 * The body of POST /v1/ihq/domains/settings for the form's values: every setting, so what is saved is
 * what the form shows. A blank terms URL and the platform's steps are sent as null, which returns the
 * domain to the platform's own.
 */
export function requestOf(values: DomainFormValues) {
  return {
    company_name: values.company_name,
    terms_url: values.terms_url.trim() === '' ? null : values.terms_url,
    theme_config: themeOf(values.theme_config),
    configs: Object.fromEntries(values.configs.map((row) => [row.key.trim(), configValueOf(row)])),
    meta_tags: values.meta_tags,
    wording: wordingOf(values.wording),
    registration_steps: values.has_custom_steps ? values.registration_steps : null,
    payment_rules: values.payment_rules,
    ipo_restriction: values.has_ipo_restriction ? ipoRestrictionOf(values.ipo_restriction) : null,
    bank_account: values.has_bank_account ? bankAccountOf(values.bank_account) : null,
  };
}
