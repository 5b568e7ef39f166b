import { linkFromMail } from '../support/mail';
import { expect, test } from '../support/test';
import { authenticatorCode, newInvestor } from '../support/users';

test('a new investor signs up, confirms the email, turns on 2FA, signs back in with a code and stays signed in past token expiry', async ({
  page,
}) => {
  const investor = newInvestor();

  await page.goto('/');
  await expect(page).toHaveTitle('Meridian Invest');
  await page.getByRole('link', { name: 'Create an account' }).first().click();

  await page.getByLabel('First name').fill(investor.firstName);
  await page.getByLabel('Last name').fill(investor.lastName);
  await page.getByLabel('Email').fill(investor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(investor.password);
  await page.getByLabel('Country').selectOption({ label: 'Portugal' });
  await page.screenshot({ path: 'test-results/journey-1-sign-up.png', fullPage: true });
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
  await page.getByLabel('I have read and agree to the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/\/finish-profile\//);
  await expect(page.getByText('Check your email', { exact: true })).toBeVisible();

  const confirmLink = await linkFromMail(investor.email, '/confirm-email');
  await page.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('Email confirmed')).toBeVisible();

  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.getByLabel('Or enter this key manually').textContent()) ?? '').trim();
  await page.getByLabel('Code from the app').fill(await authenticatorCode(secret));
  await page.screenshot({ path: 'test-results/journey-2-two-factor-setup.png', fullPage: true });
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step verification is on.')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(investor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(investor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(await authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/finish-profile\//);

  // The e2e server issues access tokens for 20 seconds: the next calls must refresh silently.
  await page.waitForTimeout(21_000);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/v1/refresh'));
  await page.goto('/account/security');
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await expect(page.getByText('When you sign in, we ask for a code from your authenticator app.')).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await page.screenshot({ path: 'test-results/journey-3-security.png', fullPage: true });
});
