import { expect, test } from '../support/test';
import { countLoads, investorOnFunding, screenshotter } from './funding-journey';

test('an investor buys US dollars by card through Changelly in the sandbox, comparing offers, followed live until delivered or failed', async ({
  page,
  request,
}) => {
  const { shot, inBothThemes } = screenshotter(page, 'changelly-buy');
  await investorOnFunding(page, request);
  await page.getByRole('link', { name: 'Deposit by Changelly buy' }).click();
  await expect(page).toHaveURL(/\/funding\/changelly-buy$/);
  const loads = countLoads(page);

  await expect(page.getByText('Type an amount to compare the offers.')).toBeVisible();
  await page.getByLabel('Amount (USD)').fill('20');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByText('The minimum is 50.00 USD.')).toBeVisible();

  await page.getByLabel('Amount (USD)').fill('200');
  const offers = page.getByRole('radiogroup', { name: 'Offers for 200.00 USD' });
  await expect(
    offers.getByRole('radio', { name: 'sandbox: about 200.00 USD added (provider fee 0.00 USD)' }),
  ).toBeChecked();
  await expect(page.getByText('Best offer')).toBeVisible();
  await expect(page.getByText('197.00 USD', { exact: true })).toBeVisible();
  await inBothThemes('offers');

  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByText('197.00 USD was added to your balance.')).toBeVisible();
  const purchases = page.getByRole('table', { name: 'Your Changelly buy deposits' });
  await expect(purchases.getByRole('row', { name: /200\.00 USD.*Completed/ })).toBeVisible();
  await inBothThemes('delivered');

  await page.getByRole('button', { name: /Make another/ }).click();
  await page.getByLabel('Amount (USD)').fill('100.13');
  await expect(page.getByRole('radio', { name: /sandbox: about 100\.13 USD added/ })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByText('The payment failed: The Changelly card purchase failed')).toBeVisible();
  await expect(purchases.getByRole('row', { name: /100\.13 USD.*Failed/ })).toBeVisible();
  await shot('failed');
  expect(loads()).toBe(0);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  const usd = page.getByRole('table', { name: 'Your balances per asset' }).getByRole('row', { name: /^USD / });
  await expect(usd.getByRole('cell').first()).toHaveText('197.00');
});
