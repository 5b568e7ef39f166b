import AxeBuilder from '@axe-core/playwright';
import { e2ePort } from '../playwright.config';
import { expect, test } from '../support/test';

const tenants = [
  {
    host: 'alpha.localhost',
    title: 'Alpha Capital',
    background: 'rgb(13, 43, 29)',
    image: 'https://alpha.example/social.png',
  },
  {
    host: 'beta.localhost',
    title: 'Beta Securities',
    background: 'rgb(43, 13, 29)',
    image: 'https://beta.example/social.png',
  },
];

for (const tenant of tenants) {
  test(`${tenant.host} shows its own name, meta tags and colours`, async ({ page }) => {
    const url = `http://${tenant.host}:${e2ePort}/sign-in`;
    const served = await page.goto(url);
    const html = (await served?.text()) ?? '';
    expect(html).toContain(`<title>${tenant.title}</title>`);
    expect(html).toContain(`<meta property="og:image" content="${tenant.image}" />`);

    await expect(page).toHaveTitle(`Sign in · ${tenant.title}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', tenant.image);
    await expect(page.getByText(tenant.title).first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe(tenant.background);
    await page.screenshot({ path: `test-results/tenant-${tenant.host}.png`, fullPage: true });
  });
}

test('the sign-in and sign-up pages have no accessibility violations', async ({ page }) => {
  for (const path of ['/sign-in', '/sign-up']) {
    await page.goto(path);
    await expect(page.getByRole('button').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});
