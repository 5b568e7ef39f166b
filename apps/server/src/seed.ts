import type { AppContext } from './context';

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

/** On first start, creates the default demo domain so the product answers on any host. */
export async function seedDemo(context: AppContext): Promise<void> {
  if (await context.tenants.findDefaultTenant()) return;
  await context.tenants.createTenant({
    slug: 'demo',
    companyName: 'Meridian Invest',
    hosts: [new URL(context.config.PUBLIC_URL).host],
    themeConfig: demoTheme,
    isDefault: true,
  });
  context.log('seeded the demo domain "Meridian Invest" (default for unknown hosts)');
}
