import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { e2ePort } from '../playwright.config';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { acceptCurrentTerms, alphaAdmin, alphaOrigin, domainApi } from '../support/api';
import { screenshotOf } from '../support/screenshot';
import { expect, test } from '../support/test';

/** The domain this journey restyles (serve.mjs), so no other journey sees its colours, and its super-administrator. */
const brandOrigin = `http://brand.localhost:${e2ePort}`;
const owner = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/brand-super-admin.json'), 'utf8')) as {
  email: string;
  password: string;
};

/** A primary colour whose links read under 4.5:1 on the cards' tint, then one that reads. */
const unreadablePrimary = '#e0663d';
const primary = '#ff7a59';
const primaryRgb = 'rgb(255, 122, 89)';

interface EditableSettings {
  company_name: string;
  terms_url: string | null;
  theme_config: Record<string, unknown>;
  configs: Record<string, unknown>;
  meta_tags: unknown[];
  wording: Record<string, string>;
  registration_steps: unknown[] | null;
  ipo_restriction: unknown;
  payment_rules: unknown[];
  bank_account: unknown;
}

/** A logo drawn by the browser: the word BRAND on the new primary colour. */
async function drawLogo(page: Page): Promise<Buffer> {
  await page.setContent(
    `<div id="logo" style="display:inline-flex;align-items:center;padding:6px 14px;border-radius:8px;background:${primary};color:#0b1016;font:700 26px sans-serif">BRAND</div>`,
  );
  return page.locator('#logo').screenshot({ omitBackground: true });
}

/** The tabs whose settings a domain may not have at all, and what opens each for editing. */
const otherSections: [string, { kind: 'button' | 'switch'; name: string }][] = [
  ['Sharing', { kind: 'button', name: 'Add a meta tag' }],
  ['Settings', { kind: 'button', name: 'Add a setting' }],
  ['Steps', { kind: 'switch', name: 'This domain has its own registration steps' }],
  ['Payments', { kind: 'button', name: 'Set the domain’s own rules' }],
  ['IPO', { kind: 'switch', name: 'Restrict IPO investors' }],
  ['Bank', { kind: 'switch', name: 'Investors can send bank transfers to this domain' }],
];

/** Turns a switch over from the keyboard, as its label and track take the clicks. */
async function toggle(page: Page, name: string) {
  await page.getByRole('switch', { name }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name })).toBeChecked();
}

/** The whole preview, in a window tall enough that its column need not scroll. */
async function screenshotOfPreview(page: Page, path: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 2000 });
  await page.getByTestId('theme-preview').screenshot({ path });
  if (size) await page.setViewportSize(size);
}

async function signInAt(page: Page, url: string, user: { email: string; password: string }) {
  await page.goto(url);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a super-administrator restyles the domain with a live preview, and its investors see the new colour, logo and words', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = domainApi(request, brandOrigin);
  const ownerToken = await api.signIn(owner.email, owner.password);
  await acceptCurrentTerms(api, ownerToken);
  const original = await api.get<EditableSettings & { id: string }>('admin/domain/settings', ownerToken);
  const logoPng = await drawLogo(page);

  try {
    await signInAt(page, `${brandOrigin}/admin/domain`, owner);
    await expect(page.getByRole('heading', { name: 'Domain and theme', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Domain and theme' }),
    ).toHaveAttribute('aria-current', 'page');
    await screenshotOf(page, 'test-results/admin-domain-brand-dark.png');
    await expectNoSeriousAccessibilityViolations(page);

    const preview = page.getByTestId('theme-preview');
    const previewButton = page.getByTestId('preview-primary-button');
    await expect(previewButton).toBeVisible();
    await expect(preview).toHaveAttribute('inert', '');

    await page.getByRole('tab', { name: 'Colours' }).click();
    const primaryInput = page.getByLabel('Links and buttons (primary)', { exact: true });
    await primaryInput.fill(unreadablePrimary);
    await expect(page.getByText(/reads at 4\.39:1; text needs at least 4\.5:1/)).toBeVisible();
    await expect(page.getByText('Some text would be hard to read')).toBeVisible();
    await primaryInput.fill(primary);
    await primaryInput.press('Tab');
    await expect(page.getByText('Some text would be hard to read')).toBeHidden();
    await expect(previewButton).toHaveCSS('background-color', primaryRgb);
    await screenshotOf(page, 'test-results/admin-domain-colours-dark.png');

    await page.getByRole('tab', { name: 'Brand' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await (await chooser).setFiles({ name: 'brand-logo.png', mimeType: 'image/png', buffer: logoPng });
    const logoField = page.getByRole('textbox', { name: 'Logo', exact: true });
    await expect(logoField).toHaveValue(/^\/v1\/ihq\/domains\/assets\/[0-9a-f-]{36}\.[0-9a-f]{16}\.png$/);
    const logoUrl = await logoField.inputValue();
    await expect(preview.locator(`img[src="${logoUrl}"]`)).toBeVisible();

    await page.getByRole('tab', { name: 'Wording' }).click();
    await page.getByRole('button', { name: 'Add a text' }).click();
    await page.getByRole('combobox', { name: 'Text key' }).fill('signIn.title');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Domain’s words' }).fill('Welcome to Brand Studio');
    await expect(page.getByText('In English: Sign in')).toBeVisible();
    await expect(preview.getByText('Welcome to Brand Studio')).toBeVisible();
    await screenshotOf(page, 'test-results/admin-domain-wording-dark.png');
    await screenshotOfPreview(page, 'test-results/admin-domain-preview-dark.png');

    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Saved. Investors of this domain see the new settings')).toBeVisible();
    await expect(page.getByText('Investors see these settings.')).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCSS('background-color', primaryRgb);

    const investorContext = await browser.newContext();
    const investorPage = await investorContext.newPage();
    await investorPage.goto(`${brandOrigin}/sign-in`);
    await expect(investorPage.getByRole('heading', { name: 'Welcome to Brand Studio', level: 1 })).toBeVisible();
    await expect(investorPage.getByRole('button', { name: 'Sign in', exact: true })).toHaveCSS(
      'background-color',
      primaryRgb,
    );
    const investorLogo = investorPage.getByRole('img', { name: 'Brand Studio' });
    await expect(investorLogo).toHaveAttribute('src', logoUrl);
    await expect
      .poll(() => investorLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await investorPage.screenshot({ path: 'test-results/admin-domain-investor-sign-in.png', fullPage: true });
    await investorContext.close();

    const trail = await api.get<{ items: { action: string; after: Record<string, unknown> }[] }>(
      'admin/audit?limit=20',
      await api.signIn(owner.email, owner.password),
    );
    const saved = trail.items.find((entry) => entry.action === 'domain.settings');
    expect(saved?.after).toMatchObject({
      theme_config: { link_color: primary, logo: logoUrl },
      wording: { 'signIn.title': 'Welcome to Brand Studio' },
    });
    expect(trail.items.find((entry) => entry.action === 'domain.asset')?.after).toMatchObject({
      url: logoUrl,
      purpose: 'logo',
      content_type: 'image/png',
    });

    for (const [tab, opening] of otherSections) {
      await page.getByRole('tab', { name: tab }).click();
      if (opening.kind === 'button') await page.getByRole('button', { name: opening.name }).click();
      else await toggle(page, opening.name);
      await screenshotOf(page, `test-results/admin-domain-${tab.toLowerCase()}-dark.png`);
      await expectNoSeriousAccessibilityViolations(page);
    }
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Some settings need attention: the tabs marked red show where.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sharing (has errors)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Settings (has errors)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Bank (has errors)' }).click();
    await expect(page.getByRole('textbox', { name: 'Beneficiary' })).toHaveAccessibleDescription('Required');
    await screenshotOf(page, 'test-results/admin-domain-invalid-dark.png');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByText('Investors see these settings.')).toBeVisible();

    await page.getByRole('tab', { name: 'Colours' }).click();
    await page.getByRole('radio', { name: 'Dark' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(preview).toHaveAttribute('data-mantine-color-scheme', 'light');
    await screenshotOf(page, 'test-results/admin-domain-colours-light.png');
    await screenshotOfPreview(page, 'test-results/admin-domain-preview-light.png');
    await expectNoSeriousAccessibilityViolations(page);
  } finally {
    const { id: _id, ...restored } = original;
    await api.post('ihq/domains/settings', restored, await api.signIn(owner.email, owner.password));
  }
});

test('an administrator who is not a super-administrator is sent to the console’s start, without the domain section', async ({
  page,
  request,
}) => {
  const alpha = domainApi(request, alphaOrigin);
  await acceptCurrentTerms(alpha, await alpha.signIn(alphaAdmin.email, alphaAdmin.password));
  await signInAt(page, `${alphaOrigin}/admin/domain`, alphaAdmin);
  const sections = page.getByRole('navigation', { name: 'Console sections' });
  await expect(sections.getByRole('link', { name: 'Audit trail' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${alphaOrigin}/admin(/onboarding)?$`));
  await expect(sections.getByRole('link', { name: 'Domain and theme' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Domain and theme' })).toHaveCount(0);
});
