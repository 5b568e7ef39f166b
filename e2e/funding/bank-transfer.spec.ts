import { e2ePort } from '../playwright.config';
import { domainApi, investorWhoFinishedOnboarding } from '../support/api';
import { expect, test } from '../support/test';
import { screenshotter } from './funding-journey';

/** The demo domain of `npm start`, which answers any host no other domain claims. */
const demoOrigin = `http://127.0.0.1:${e2ePort}`;

test("a new investor copies the demo domain's bank account and their reference, and sees the transfer credited in the sandbox", async ({
  page,
  playwright,
}) => {
  const { shot, inBothThemes } = screenshotter(page, 'bank-transfer');
  const request = await playwright.request.newContext({ baseURL: demoOrigin });
  const api = domainApi(request, demoOrigin);
  const investor = await investorWhoFinishedOnboarding(api);
  const investorIdOf = async () =>
    (await api.post<{ user: { investor_id: string | null } }>('me', {}, investor.token)).user.investor_id;
  await expect.poll(investorIdOf, { timeout: 30_000 }).not.toBeNull();
  const { reference } = await api.get<{ reference: string }>('funding/bank-transfer', investor.token);
  await request.dispose();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demoOrigin });
  await page.goto(`${demoOrigin}/sign-in`);
  await page.getByLabel('Email').fill(investor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(investor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${demoOrigin}/funding/bank-transfer`);

  const account = page.getByRole('region', { name: 'Where to send it' });
  await expect(account.getByText('Meridian Invest Client Funds (Sandbox)')).toBeVisible();
  await expect(account.getByText('Sandbox Bank, N.A.')).toBeVisible();
  await expect(account.getByText('000123456789')).toBeVisible();
  await expect(account.getByText('123456780')).toBeVisible();
  await expect(account.getByText(reference)).toBeVisible();
  await expect(page.getByText('Sandbox: no real money moves')).toBeVisible();

  await account.getByRole('button', { name: 'Copy Your reference' }).click();
  await expect(account.getByRole('button', { name: 'Copy Your reference' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  await account.getByRole('button', { name: 'Copy Account number' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('000123456789');
  await inBothThemes('instructions');

  await page.getByLabel(/Amount/).fill('250');
  await page.getByRole('button', { name: 'I have sent it' }).click();
  const latest = page.getByRole('region', { name: 'Your latest transfer' });
  await expect(latest.getByText('Credited', { exact: true })).toBeVisible();
  await expect(latest.getByText('250.00 USD arrived and is in your balance, ready to invest.')).toBeVisible();
  await inBothThemes('credited');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('credited-narrow');
});
