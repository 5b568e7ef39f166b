import { randomBytes } from 'node:crypto';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { alphaOrigin } from '../support/api';
import { screenshotOf } from '../support/screenshot';
import { expect, test } from '../support/test';

test('a visitor signs up through the domain’s OpenID provider, then signs back in with it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: alphaOrigin });
  const page = await context.newPage();
  const email = `olivia.${randomBytes(4).toString('hex')}@example.com`;

  await page.goto('/sign-up');
  await page.getByRole('link', { name: 'Sign up with Local ID' }).click();
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('whatever the provider asks');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
  await expect(page).toHaveURL(`${alphaOrigin}/social-sign-in`);
  await expect(page.getByLabel('Email, confirmed by Local ID')).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue(/^Olivia/);
  await page.getByLabel('Country').selectOption({ label: 'Portugal' });
  await expectNoSeriousAccessibilityViolations(page);
  await screenshotOf(page, 'test-results/social-sign-in-1-finish-sign-up.png');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
  await page.getByLabel('I have read and agree to the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/\/finish-profile\//);
  await expect(page.getByText('Check your email', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${alphaOrigin}/`);

  await page.goto('/sign-in');
  await screenshotOf(page, 'test-results/social-sign-in-2-sign-in.png');
  await page.getByRole('link', { name: 'Continue with Local ID' }).click();
  await expect(page).toHaveURL(/\/finish-profile\//);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await context.close();
});
