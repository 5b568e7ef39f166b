import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { alphaApi, approvedInvestor } from '../support/api';
import { screenshotOf } from '../support/screenshot';
import { expect, test } from '../support/test';
import { createMarket, depositBmn, fundByCard, placeOrder, signedInBrowser } from '../trading/trading-setup';

/** The file a download brought, as text. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path()) as string) };
}

test('an investor reads their reports: the summary, charts, trades and ledger of a period, and the files to download', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const api = alphaApi(request);
  await createMarket(api, request, 'BMN', { name: 'BMN Token' });
  const seller = await approvedInvestor(api);
  await depositBmn(api, request, seller.token, '10');
  const investor = await approvedInvestor(api);
  const { page, errors, close } = await signedInBrowser(browser, investor);
  await fundByCard(page, '100');
  await placeOrder(request, seller.token, { ShareName: 'BMN-USD', Side: 2, Price: '12.50', Quantity: '2' });
  // A session of its own for the order, as another trading client of the investor's would have.
  const tradingToken = await api.signIn(investor.email, investor.password);
  await placeOrder(request, tradingToken, { ShareName: 'BMN-USD', Side: 1, Price: '12.50', Quantity: '2' });

  // The dashboard's USD balance: 100 less 25 and the 0.25 % fee, rounded up to the cent.
  await page.goto('/dashboard');
  const balances = page.getByRole('table', { name: 'Your balances per asset' });
  await expect(balances.getByRole('row').filter({ hasText: 'USD' })).toContainText('74.93');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText('Value at the end')).toBeVisible();
  await expect(page.getByText('Net deposits', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Time-weighted return', { exact: true })).toBeVisible();
  const allocation = page.getByRole('table', { name: 'Allocation by asset' });
  await expect(allocation.getByRole('row').filter({ hasText: 'Cash' })).toContainText('74.93');
  await expect(allocation.getByRole('row').filter({ hasText: 'BMN Token' })).toContainText('25.00');
  await expect(
    page.getByRole('region', { name: 'Value over time' }).locator('.recharts-surface').first(),
  ).toBeVisible();

  const trades = page.getByRole('table', { name: 'Trades per market and side' });
  await expect(trades.getByRole('row').filter({ hasText: 'BMN-USD' })).toContainText('Buy');
  await expect(trades.getByRole('row').filter({ hasText: 'BMN-USD' })).toContainText('25.00 USD');
  const ledger = page.getByRole('table', { name: 'Ledger movements' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Deposit by card' })).toContainText('+100.00');
  await expect(ledger.getByRole('row').filter({ hasText: 'Trade buy BMN-USD' }).first()).toBeVisible();
  await screenshotOf(page, 'test-results/reports-1-first-scheme.png');

  // Another period: the last week, then custom days of today alone.
  const period = page.getByRole('radiogroup', { name: 'Period' });
  await period.getByText('1W', { exact: true }).click();
  await expect(
    page.getByRole('table', { name: /Account value and net deposits per day/ }).getByRole('row'),
  ).toHaveCount(8);
  await period.getByText('Custom', { exact: true }).click();
  const today = new Date().toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'From' }).fill(today);
  await page.getByRole('textbox', { name: 'From' }).press('Enter');
  await expect(
    page.getByRole('table', { name: `Account value and net deposits per day, ${today} to ${today}` }),
  ).toBeVisible();
  await expect(trades.getByRole('row').filter({ hasText: 'BMN-USD' })).toContainText('Buy');
  await expect(ledger.getByRole('row').filter({ hasText: 'Deposit by card' })).toBeVisible();

  // The statement of this month from the reports page: its closing USD balance is the dashboard's.
  const statements = page.getByRole('region', { name: 'Statements' });
  const csv = await downloaded(page, () => statements.getByRole('button', { name: 'Download CSV' }).click());
  const closing = csv.bytes
    .toString('utf8')
    .split(/\r?\n/)
    .find((line) => line.startsWith('USD,') && line.includes('Closing balance'));
  expect(closing?.split(',').at(-1)).toBe('74.93');
  const pdf = await downloaded(page, () => statements.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.name).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const suitability = page.getByRole('region', { name: 'Suitability' });
  await expect(suitability).toContainText('Risk tolerance: Moderate');
  const answers = await downloaded(page, () => suitability.getByRole('button', { name: 'Download PDF' }).click());
  expect(answers.name).toBe('suitability.pdf');
  expect(answers.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The page in the other colour scheme too.
  const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
  const other = scheme === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', { name: `Switch to ${other} theme` }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', other);
  await screenshotOf(page, `test-results/reports-2-${other}.png`);
  expect(errors).toEqual([]);
  await close();
});
