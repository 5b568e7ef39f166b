import type { AppContext } from './context';
import { seedDemoMarkets } from './modules/trading';

/** The look of the demo domain a newcomer lands on. */
const demoTheme = {
  website_title: 'Meridian Invest',
  website_description: 'Invest in shares, IPOs and digital assets with Meridian Invest.',
  page_background_color: '#0b1220',
  main_background_color: '#111a2e',
  main_font_color: '#e6ebf5',
  secondary_font_color: '#8b97b0',
  link_color: '#4f8cff',
  positive_font_color: '#22c55e',
  negative_font_color: '#ef4444',
  active_menu_item_color: '#4f8cff',
  form_field_background_color: '#0f1728',
  logo_height: 32,
};

/**
 * On first start, creates the default demo domain so the product answers on any host; the demo
 * domain (then or on a later start) gets its demo markets, which a second run leaves as they are.
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
  if (tenant.slug === 'demo') await seedDemoMarkets(context.database.db, tenant.id);
}
