import { randomBytes } from 'node:crypto';
import { alphaApi, alphaOrigin, registeredInvestor } from '../support/api';
import { matchInMail } from '../support/mail';
import { screenshotOf } from '../support/screenshot';
import { expect, test } from '../support/test';

test('an investor changes their email with the code mailed to the new address', async ({ browser, request }) => {
  const investor = await registeredInvestor(alphaApi(request));
  const context = await browser.newContext({ baseURL: alphaOrigin });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(investor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(investor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/finish-profile\//);

  await page.goto('/account/security');
  const section = page.getByRole('region', { name: 'Email address' });
  await expect(section).toContainText(`Your email is ${investor.email}.`);
  const next = `moved.${randomBytes(4).toString('hex')}@example.com`;
  await section.getByLabel('New email address').fill(next);
  await section.getByLabel('Current password').fill('not the password 1');
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByText('The password is incorrect')).toBeVisible();
  await section.getByLabel('Current password').fill(investor.password);
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByText(`We sent a 6-digit code to ${next}.`, { exact: false })).toBeVisible();

  const code = (await matchInMail(next, /enter this code within \d+ minutes: \d{6}/, 'the code')).slice(-6);
  await section.getByLabel('Code from the email').fill(code === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(section.getByText(/This code is not the one we sent: 4 tries left/)).toBeVisible();
  await section.getByLabel('Code from the email').fill(code);
  await screenshotOf(page, 'test-results/change-email-1-code.png');
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(`Your email address is now ${next}.`)).toBeVisible();
  await expect(section).toContainText(`Your email is ${next}.`);
  await matchInMail(investor.email, /The email address of your .* account is now/, 'the notice of the change');
  await context.close();
});
