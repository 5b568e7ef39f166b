import { alphaOrigin } from '../support/api';
import { expect, test } from '../support/test';

test.describe('before the app has loaded', () => {
  test.use({ javaScriptEnabled: false });

  test("the public pages are drawn in the domain's theme, wording and chosen colour scheme", async ({
    page,
    context,
  }) => {
    await page.goto(`${alphaOrigin}/sign-in`);
    await expect(page.locator('h1', { hasText: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Welcome back to Alpha Capital.')).toBeVisible();
    await expect(page.locator('input[type="email"]')).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(13, 43, 29)');

    await page.goto(`${alphaOrigin}/`);
    await expect(page.locator('h1', { hasText: 'Alpha Capital' })).toBeVisible();

    await context.addCookies([{ name: 'color_scheme', value: 'light', url: alphaOrigin }]);
    await page.goto(`${alphaOrigin}/sign-up`);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.locator('h1', { hasText: 'Create your account' })).toBeVisible();
  });
});

test('the app takes the drawn page over: the same screen, now usable, and the colour scheme remembered for the next one', async ({
  page,
}) => {
  await page.goto(`${alphaOrigin}/sign-in`);
  await page.getByLabel('Email').fill('someone@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
  await expect(page.locator('[inert]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.goto(`${alphaOrigin}/sign-up`);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});
