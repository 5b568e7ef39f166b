import { expect, test } from '../support/test';
import { countLoads, investorOnFunding, screenshotter } from './funding-journey';

test('an investor pays a Lightning invoice shown as a QR code in the sandbox and sees the bitcoin arrive', async ({
  page,
  request,
}) => {
  const { shot, inBothThemes } = screenshotter(page, 'lightning');
  await investorOnFunding(page, request);
  await page.getByRole('link', { name: 'Deposit by Lightning' }).click();
  await expect(page).toHaveURL(/\/funding\/lightning$/);
  const loads = countLoads(page);

  await expect(page.getByText('Sandbox: invoices are paid by themselves')).toBeVisible();
  await expect(page.getByText('Available: 0.0000 BTC')).toBeVisible();
  await expect(page.getByText('1 BTC = 60,000.00 USD')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'US dollars' })).toBeChecked();
  await page.getByLabel('Amount (USD)').fill('12');
  await expect(page.getByText('The invoice asks for 0.0002 BTC.')).toBeVisible();
  await inBothThemes('form');

  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('img', { name: 'QR code of a Lightning invoice for 0.0002 BTC' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Invoice' })).toBeVisible();
  await expect(page.getByText('Paid. 0.0002 BTC was added to your balance.')).toBeVisible();
  await expect(page.getByText('Available: 0.0002 BTC')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Your Lightning deposits' }).getByRole('row', { name: /0\.0002 BTC.*Completed/ }),
  ).toBeVisible();
  await inBothThemes('paid');
  expect(loads()).toBe(0);

  await page.getByRole('button', { name: 'Create another invoice' }).click();
  await page.getByText('Satoshis', { exact: true }).click();
  await page.getByLabel('Amount (SATS)').fill('13130');
  await expect(page.getByText('The invoice asks for 0.0001313 BTC.')).toBeVisible();
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByText('Waiting for the payment.', { exact: false })).toBeVisible();
  await expect(page.getByText('Awaiting payment: 0.0001313 BTC')).toBeVisible();
  await inBothThemes('waiting');

  await page
    .getByRole('link', { name: 'See my balance' })
    .or(page.getByRole('link', { name: 'Dashboard' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const btc = page.getByRole('table', { name: 'Your balances per asset' }).getByRole('row', { name: /^BTC / });
  await expect(btc.getByRole('cell').first()).toHaveText('0.0002');
  await shot('dashboard');
});
