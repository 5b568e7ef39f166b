import { readFile } from 'node:fs/promises';
import { alphaApi, approvedInvestor } from '../support/api';
import { screenshotOf } from '../support/screenshot';
import { expect, test } from '../support/test';
import { fundByCard, signedInBrowser } from '../trading/trading-setup';

test('an investor downloads this month’s statement as CSV and PDF; its closing balance is the dashboard’s', async ({
  browser,
  request,
}) => {
  const investor = await approvedInvestor(alphaApi(request));
  const { page, errors, close } = await signedInBrowser(browser, investor);
  await fundByCard(page, '100');
  await page.goto('/dashboard');
  const balances = page.getByRole('table', { name: 'Your balances per asset' });
  await expect(balances.getByRole('row').filter({ hasText: 'USD' })).toContainText('100.00');

  const statements = page.getByRole('region', { name: 'Statements' });
  await statements.scrollIntoViewIfNeeded();
  await screenshotOf(page, 'test-results/statement-1-dashboard.png');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    statements.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const text = await readFile((await csv.path()) as string, 'utf8');
  const closing = text.split(/\r?\n/).find((line) => line.startsWith('USD,') && line.includes('Closing balance'));
  expect(closing?.split(',').at(-1)).toBe('100.00');
  expect(text).toMatch(/Deposit by card/);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    statements.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
  expect((await readFile((await pdf.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');
  expect(errors).toEqual([]);
  await close();
});
