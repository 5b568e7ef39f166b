import { randomBytes } from 'node:crypto';
import { bankReceivingAccountSchema, readableThemeConfigSchema } from '@invest/contracts';
import type { AppContext } from './context';
import { updateOnboardingFields } from './modules/auth';
import { newInvestorId } from './modules/onboarding';
import {
  findSandboxInvestorIds,
  fundSandboxInvestor,
  type SandboxRole,
  sandboxInvestors,
  sandboxRoles,
  seedDemoMarkets,
} from './modules/trading';
import { seedDemoOfferings } from './seed-offerings';

/** The look of the demo domain a newcomer lands on; the seed refuses it, as the CLI would, if any text is hard to read. */
const demoTheme = readableThemeConfigSchema.parse({
  website_title: 'Meridian Invest',
  website_description: 'Invest in shares, IPOs and digital assets with Meridian Invest.',
  page_background_color: '#0b1220',
  main_background_color: '#111a2e',
  main_font_color: '#e6ebf5',
  secondary_font_color: '#8b97b0',
  link_color: '#5590ff',
  positive_font_color: '#22c55e',
  negative_font_color: '#ef4444',
  active_menu_item_color: '#5590ff',
  form_field_background_color: '#0f1728',
  logo_height: 32,
});

/**
 * Where the demo domain's investors send bank transfers: a made-up account (its routing number
 * passes the ABA checksum but belongs to no bank), received by the sandbox bank (BANK_TRANSFERS).
 */
const demoBankAccount = bankReceivingAccountSchema.parse({
  beneficiary_name: 'Meridian Invest Client Funds (Sandbox)',
  bank_name: 'Sandbox Bank, N.A.',
  account_number: '000123456789',
  routing_number: '123456780',
  swift_code: 'SBOXUS33',
  bank_address: '1 Sandbox Plaza, New York, NY 10001, United States',
});

/** A sandbox investor: an approved investor nobody signs in as (its password is random and never kept). */
async function createSandboxInvestor(context: AppContext, tenantId: string, role: SandboxRole): Promise<string> {
  const { email, firstName, lastName } = sandboxInvestors[role];
  const { id } = await context.auth.createUser({
    tenantId,
    email,
    password: `${randomBytes(24).toString('hex')}x`,
    firstName,
    lastName,
    userType: 'Individual',
    roles: ['investor'],
    emailVerified: true,
  });
  const now = context.clock.now();
  await updateOnboardingFields(context.database.db, { tenantId, userId: id }, { investorId: newInvestorId() }, now);
  return id;
}

/**
 * The trading side of a demo domain: its demo markets, and the sandbox investors the market maker
 * (MARKET_MAKER=on) trades as, each funded once through the ledger. A second run changes nothing.
 */
export async function seedDemoTrading(context: AppContext, tenantId: string): Promise<void> {
  const { db } = context.database;
  await seedDemoMarkets(db, tenantId);
  const existing = await findSandboxInvestorIds(db, tenantId);
  for (const role of sandboxRoles) {
    const userId = existing[role] ?? (await createSandboxInvestor(context, tenantId, role));
    await fundSandboxInvestor(db, tenantId, userId, role);
  }
}

/** The demo share whose holders (the sandbox investors) have an open vote. */
const demoVotingAsset = 'ACME';

/** Where the demo domain's users are told to write about a decision (refusal screens); a reserved domain. */
const demoSupportEmail = 'support@meridian-invest.example';

/**
 * On first start, creates the default demo domain so the product answers on any host; the demo
 * domain (then or on a later start) gets its demo markets, sandbox investors, demo offerings, an open
 * vote of the ACME holders and a sandbox bank account for bank transfers, which a second run leaves as
 * they are.
 */
export async function seedDemo(context: AppContext): Promise<void> {
  const existing = await context.tenants.findDefaultTenant();
  const tenant =
    existing ??
    (await context.tenants.createTenant({
      slug: 'demo',
      companyName: 'Meridian Invest',
      hosts: [new URL(context.config.PUBLIC_URL).host],
      themeConfig: demoTheme,
      isDefault: true,
    }));
  if (!existing) context.log('seeded the demo domain "Meridian Invest" (default for unknown hosts)');
  if (tenant.slug !== 'demo') return;
  if (tenant.configs.support_email === undefined) {
    await context.tenants.updateSettings(tenant.id, {
      configs: { ...tenant.configs, support_email: demoSupportEmail },
    });
  }
  await seedDemoTrading(context, tenant.id);
  await seedDemoOfferings(context, tenant.id);
  await context.voting.seedDemoProposal(tenant.id, demoVotingAsset);
  if (!tenant.bankAccount) await context.tenants.updateSettings(tenant.id, { bank_account: demoBankAccount });
}
