import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { investorOnFunding, screenshotter } from './funding-journey';

// Wrong addresses and amounts below a minimum are refused on purpose (400 and 422).
test.use({ expectedFailures: /status of (400|422)/ });

/** A wallet extension as MetaMask injects it (EIP-1193), sharing one account. */
const injectedAccount = `0x${randomBytes(20).toString('hex')}`;

test('an investor links a MetaMask wallet, swaps at a fixed Changelly rate, buys through Transak and deposits BMN in the sandbox', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { inBothThemes } = screenshotter(page, 'more');
  await page.addInitScript((account) => {
    Object.assign(window, {
      ethereum: {
        request: async ({ method }: { method: string }) => (method === 'eth_requestAccounts' ? [account] : null),
      },
    });
  }, injectedAccount);
  await investorOnFunding(page, request);

  await page.getByRole('link', { name: 'Deposit by MetaMask' }).click();
  await expect(page.getByText('MetaMask deposits are not open')).toBeVisible();
  await expect(page.getByText('1 ETH = 3,000.00 USD (a fixed demo rate)')).toBeVisible();
  await expect(page.getByText('No wallet linked yet.')).toBeVisible();
  await page.getByLabel('Wallet address').fill('0x1234');
  await page.getByRole('button', { name: 'Link wallet' }).click();
  await expect(page.getByText('Not an Ethereum address: 0x followed by 40 hexadecimal digits')).toBeVisible();
  await page.getByRole('button', { name: 'Read it from MetaMask' }).click();
  await expect(page.getByLabel('Wallet address')).toHaveValue(injectedAccount);
  await page.getByRole('button', { name: 'Link wallet' }).click();
  const wallets = page.getByRole('table', { name: 'Your linked wallets' });
  await expect(wallets.getByRole('row')).toHaveCount(2);
  await expect(wallets.getByRole('cell').first()).toHaveText(new RegExp(injectedAccount.slice(2), 'i'));
  await inBothThemes('metamask');
  const short = `${(await wallets.getByRole('cell').first().textContent())?.slice(0, 6)}…${injectedAccount.slice(-4)}`;
  await page.getByRole('button', { name: `Unlink ${short}` }).click();
  await page
    .getByRole('dialog', { name: `Unlink ${short}?` })
    .getByRole('button', { name: 'Unlink' })
    .click();
  await expect(page.getByText('No wallet linked yet.')).toBeVisible();

  await page.getByRole('link', { name: 'All funding methods' }).click();
  await page.getByRole('link', { name: 'Deposit by Changelly swap' }).click();
  await page.getByText('Fixed', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Coin you send' }).click();
  await page.getByRole('option', { name: 'ETH · Ethereum' }).click();
  await page.getByLabel('Amount (ETH)').fill('0.02');
  await expect(page.getByText(/^This rate holds for 1[45]:\d\d\.$/)).toBeVisible();
  await expect(page.getByText('59.70 USDC', { exact: true })).toBeVisible();
  await page.getByLabel('Your ETH refund address').fill('not-an-address');
  await page.getByRole('button', { name: 'Open the swap' }).click();
  await expect(page.getByText('Not a eth address (sandbox)')).toBeVisible();
  await page.getByLabel('Your ETH refund address').fill(injectedAccount);
  await inBothThemes('changelly-fixed');
  await page.getByRole('button', { name: 'Open the swap' }).click();
  await expect(page.getByText('59.70 USDC was added to your balance.')).toBeVisible();

  await page.getByRole('link', { name: 'All funding methods' }).click();
  await page.getByRole('link', { name: 'Deposit by Transak' }).click();
  await page.getByLabel('Amount (USD)').fill('20');
  await page.getByRole('button', { name: 'Continue to Transak' }).click();
  await expect(page.getByText('The minimum is 30.00 USD.')).toBeVisible();
  await page.getByLabel('Amount (USD)').fill('100');
  await expect(page.getByText('98.50 USD', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Transak' }).click();
  await expect(page.getByText('98.50 USD was added to your balance.')).toBeVisible();
  await inBothThemes('transak');

  await page.getByRole('link', { name: 'All funding methods' }).click();
  await page.getByRole('link', { name: 'Deposit by BMN' }).click();
  await expect(page.getByText('Sandbox: no BMN is sent')).toBeVisible();
  await page.getByRole('textbox', { name: 'AMP id' }).fill('GA3DS3emT12zDF4RGywBvJqZfhefNp');
  await page.getByRole('button', { name: 'Save AMP id' }).click();
  await expect(page.getByText('Your AMP id is saved.')).toBeVisible();
  await page
    .getByLabel('Your BMN wallet address')
    .fill('VJLCBiEj1G8hXFiwTmVz2mzPmQ4n1NjX8AsxDLPqoNEeJfrR1BCuPXWmP4eZ5uCK6M7XNpTRZfyXWbzE');
  await page.getByLabel('Amount (BMN)').fill('25');
  await page.getByRole('button', { name: 'Deposit BMN' }).click();
  await expect(page.getByText('25.00 BMN was added to your balance.')).toBeVisible();
  await expect(page.getByText('Your balance: 25.00 BMN available.')).toBeVisible();
  await inBothThemes('bmn');
});
