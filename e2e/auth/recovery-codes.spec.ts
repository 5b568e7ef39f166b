import type { Page } from '@playwright/test';
import { mailWithSubject } from '../support/mail';
import { expect, test } from '../support/test';
import { authenticatorCode, newInvestor } from '../support/users';

/** Screenshots of the current screen at a desktop and a phone width, in the dark and the light theme. */
async function shoot(page: Page, name: string) {
  for (const theme of ['dark', 'light'] as const) {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/recovery-codes-${name}-${width}-${theme}.png`, fullPage: true });
    }
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
  }
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function signIn(page: Page, investor: ReturnType<typeof newInvestor>) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(investor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(investor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an investor turns on 2FA, saves the recovery codes, and signs in with one when the phone is away', async ({
  page,
  request,
}) => {
  const investor = newInvestor();
  const countries = await (await request.get('/v1/countries')).json();
  const country = countries.payload.items.find((item: { country_code: string }) => item.country_code === 'US');
  const registered = await request.post('/v1/register', {
    data: {
      email: investor.email,
      password: investor.password,
      first_name: investor.firstName,
      last_name: investor.lastName,
      user_type: 'Individual',
      country_id: country.id,
    },
  });
  expect(registered.status()).toBe(200);

  await signIn(page, investor);
  await page.getByLabel('I have read and agree to the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/\/finish-profile\//);

  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Set up' }).click();
  const secret = ((await page.getByLabel('Or enter this key manually').textContent()) ?? '').trim();
  await page.getByLabel('Code from the app').fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();

  await expect(page.getByText('Save your recovery codes')).toBeVisible();
  const codes = (await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()).map(
    (code) => code.trim(),
  );
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('localhost-recovery-codes.txt');
  await shoot(page, 'saving');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 codes left')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, investor);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[3] ?? '');
  await shoot(page, 'sign-in');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/finish-profile\//);

  await page.goto('/account/security');
  await expect(page.getByText('9 codes left')).toBeVisible();
  await expect(page.getByText('Signed in with a recovery code')).toBeVisible();
  await shoot(page, 'settings');

  const mail = await mailWithSubject(investor.email, 'Meridian Invest: a recovery code was used to sign in');
  expect(mail).toContain('You have 9 recovery codes left.');
});
