import { expect, test } from '../support/test';
import { countLoads, investorOnFunding, screenshotter } from './funding-journey';

test('an investor swaps ETH into USDC through ChangeNOW in the sandbox, followed live until delivered or refunded', async ({
  page,
  request,
}) => {
  const { shot, inBothThemes } = screenshotter(page, 'changenow');
  await investorOnFunding(page, request);
  await page.getByRole('link', { name: 'Deposit by ChangeNOW' }).click();
  await expect(page).toHaveURL(/\/funding\/changenow$/);
  const loads = countLoads(page);

  await expect(page.getByRole('tab', { name: 'Buy with card or bank' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('ChangeNOW takes 20.00 to 20,000.00 USD.', { exact: false })).toBeVisible();
  await page.getByLabel('Amount (USD)').fill('10');
  await expect(page.getByText('The minimum the provider takes is 20.00 USD.')).toBeVisible();
  await inBothThemes('fiat-estimate');

  await page.getByRole('tab', { name: 'Swap a coin' }).click();
  await page.getByRole('combobox', { name: 'Coin you send' }).click();
  await page.getByRole('option', { name: 'ETH · Ethereum' }).click();
  await page.getByLabel('Amount (ETH)').fill('0.01');
  await expect(page.getByText('What it delivers is outside our limits. The minimum is 50.00 USDC.')).toBeVisible();
  await page.getByLabel('Amount (ETH)').fill('0.02');
  const estimate = page.getByText('ChangeNOW delivers').locator('..');
  await expect(estimate).toContainText('60.00 USDC');
  await expect(page.getByText('0.60 USDC', { exact: true })).toBeVisible();
  await expect(page.getByText('59.40 USDC', { exact: true })).toBeVisible();
  await inBothThemes('crypto-estimate');

  await page.getByRole('button', { name: 'Open the swap' }).click();
  await expect(page.getByText('59.40 USDC was added to your balance.')).toBeVisible();
  await expect(page.getByText('ChangeNOW status: finished')).toBeVisible();
  const swaps = page.getByRole('table', { name: 'Your ChangeNOW deposits' });
  await expect(swaps.getByRole('row', { name: /60\.00 USDC.*Completed/ })).toBeVisible();
  await inBothThemes('delivered');

  await page.getByRole('button', { name: 'Make another swap' }).click();
  await page.getByRole('combobox', { name: 'Coin you send' }).click();
  await page.getByRole('option', { name: 'ETH · Ethereum' }).click();
  await page.getByLabel('Amount (ETH)').fill('0.13');
  await expect(page.getByText('390.00 USDC', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Open the swap' }).click();
  await expect(page.getByText('The payment failed: The ChangeNOW swap was refunded (sandbox)')).toBeVisible();
  await expect(swaps.getByRole('row', { name: /390\.00 USDC.*Failed/ })).toBeVisible();
  await shot('refunded');
  expect(loads()).toBe(0);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  const usdc = page.getByRole('table', { name: 'Your balances per asset' }).getByRole('row', { name: /^USDC / });
  await expect(usdc.getByRole('cell').first()).toHaveText('59.40');
});
