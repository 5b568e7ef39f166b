import { expect, test } from '../support/test';
import { countLoads, investorOnFunding, screenshotter } from './funding-journey';

// The sandbox rejects a deposit of exactly 13.13 USDC; the journey tries it on purpose, and asks
// the compliance team to review it.
test('an investor funds by USDC in the sandbox and follows each deposit live, without reloading', async ({
  page,
  request,
}) => {
  const { shot, inBothThemes } = screenshotter(page, 'usdc');
  await investorOnFunding(page, request);
  await expect(page.getByRole('row', { name: /USDC transfer/ }).getByText('10.00 to 1,000,000.00 USDC')).toBeVisible();
  await inBothThemes('comparison');
  await page.getByRole('link', { name: 'Deposit by USDC transfer' }).click();
  await expect(page).toHaveURL(/\/funding\/usdc$/);
  const loads = countLoads(page);

  await expect(page.getByRole('img', { name: 'QR code of your USDC address on Ethereum' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Your address on Ethereum' })).toBeVisible();
  await expect(page.getByText('Only USDC, only on Ethereum')).toBeVisible();
  await expect(page.getByText('Sandbox: nothing arrives on a real chain')).toBeVisible();
  await expect(page.getByText('Your balance: 0.00 USDC available.')).toBeVisible();
  await expect(page.getByText('No USDC transfer deposits yet.')).toBeVisible();
  await inBothThemes('addresses');

  await page.getByText('Polygon', { exact: true }).click();
  await expect(page.getByRole('img', { name: 'QR code of your USDC address on Polygon' })).toBeVisible();
  await page.getByLabel('Amount (USDC on Polygon)').fill('5');
  await page.getByRole('button', { name: 'Announce the deposit' }).click();
  await expect(page.getByText('The minimum is 10.00 USDC.')).toBeVisible();

  await page.getByLabel('Amount (USDC on Polygon)').fill('25');
  await page.getByRole('button', { name: 'Announce the deposit' }).click();
  const status = page.getByRole('status').filter({ hasText: /USDC/ });
  const completed = status.getByText('25.00 USDC was added to your balance.');
  // The sandbox confirms at the worker's next relay of the outbox, which can come before the
  // screen's first frame of the pending state: the deposit is followed either way.
  await expect(page.getByText('Waiting for the network to confirm the transfer…').or(completed)).toBeVisible();
  await shot('pending');
  await expect(completed).toBeVisible();
  await expect(page.getByText('Your balance: 25.00 USDC available.')).toBeVisible();
  const deposits = page.getByRole('table', { name: 'Your USDC transfer deposits' });
  await expect(deposits.getByRole('row', { name: /25\.00 USDC.*Completed/ })).toBeVisible();
  await inBothThemes('completed');

  await page.getByLabel('Amount (USDC on Polygon)').fill('13.13');
  await page.getByRole('button', { name: 'Announce the deposit' }).click();
  await expect(page.getByText(/The payment failed: The transfer was rejected/)).toBeVisible();
  await expect(deposits.getByRole('row', { name: /13\.13 USDC.*Failed/ })).toBeVisible();
  await page.getByRole('button', { name: 'Ask compliance to review' }).first().click();
  await expect(page.getByText('Our compliance team has been asked to review this deposit.').first()).toBeVisible();
  await expect(page.getByText('Your balance: 25.00 USDC available.')).toBeVisible();
  await inBothThemes('rejected');
  expect(loads()).toBe(0);

  await page.getByRole('link', { name: 'All payments' }).click();
  const history = page.getByRole('table', { name: 'Your payments' });
  await expect(history.getByRole('row', { name: /Deposit.*USDC transfer.*25\.00 USDC.*Completed/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Deposit.*USDC transfer.*13\.13 USDC.*Failed/ })).toBeVisible();
  await shot('history');
});
