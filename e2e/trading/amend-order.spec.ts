import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { alphaApi, approvedInvestor } from '../support/api';
import { screenshotOf } from '../support/screenshot';
import { expect, test } from '../support/test';
import { createMarket, depositBmn, placeOrder, signedInBrowser } from './trading-setup';

const openOrders = (page: Page) => page.getByRole('table', { name: 'Your open orders' });
const asks = (page: Page) => page.getByRole('table', { name: 'Offers to sell BMN-USD, lowest price first' });

test('an investor edits an open order in place and sees it move in the book, and a refused edit changes nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = alphaApi(request);
  await createMarket(api, request, 'BMN', { name: 'BMN Token' });
  const investor = await approvedInvestor(api);
  await depositBmn(api, request, investor.token, '50');
  await placeOrder(request, investor.token, { ShareName: 'BMN-USD', Side: 2, Price: '31.00', Quantity: '10' });

  const session = await signedInBrowser(browser, investor);
  const { page } = session;
  try {
    await page.goto('/trading/BMN-USD');
    await page.getByRole('radiogroup', { name: 'Trading mode' }).getByText('Advanced', { exact: true }).click();
    await expect(asks(page).getByRole('row', { name: /31\.0000 as the limit price 10\.0000/ })).toBeVisible();
    await expect(page.getByText('Available: 40.0000 BMN')).toBeVisible();

    // The edit opens with the order's figures; the keep button has the focus, so Enter changes nothing.
    await page.getByRole('button', { name: 'Edit the sell order of 10.0000 BMN-USD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your BMN-USD order' });
    await expect(dialog.getByLabel('Limit price (USD)')).toHaveValue('31');
    await expect(dialog.getByLabel('Open quantity (BMN)')).toHaveValue('10');
    await expect(dialog.getByRole('button', { name: 'Keep it as it is' })).toBeFocused();
    await dialog.getByLabel('Limit price (USD)').fill('32.00');
    await dialog.getByLabel('Open quantity (BMN)').fill('6');
    await screenshotOf(page, 'test-results/trading-amend-dialog.png');
    await dialog.getByRole('button', { name: 'Replace the order' }).click();
    await expect(dialog).toBeHidden();

    // The book moves for everyone: the offer at 31 is gone and one of 6 at 32 takes its place.
    await expect(asks(page).getByRole('row', { name: /32\.0000 as the limit price 6\.0000/ })).toBeVisible();
    await expect(asks(page).getByRole('row', { name: /31\.0000 as the limit price/ })).toHaveCount(0);
    await expect(openOrders(page).getByRole('row', { name: /BMN-USD.*Sell.*32\.0000.*6\.0000.*New/ })).toBeVisible();
    await expect(page.getByText('Available: 44.0000 BMN')).toBeVisible();
    await screenshotOf(page, 'test-results/trading-amend-moved.png');

    // More than the investor holds is refused in the dialog, and the order stays as it was.
    await page.getByRole('button', { name: 'Edit the sell order of 6.0000 BMN-USD' }).click();
    await dialog.getByLabel('Open quantity (BMN)').fill('60');
    await dialog.getByRole('button', { name: 'Replace the order' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Insufficient funds');
    await expectNoSeriousAccessibilityViolations(page);
    await dialog.getByRole('button', { name: 'Keep it as it is' }).click();
    await expect(dialog).toBeHidden();
    await expect(openOrders(page).getByRole('row', { name: /BMN-USD.*Sell.*32\.0000.*6\.0000.*New/ })).toBeVisible();
    await expect(page.getByText('Available: 44.0000 BMN')).toBeVisible();

    // The market is shared with the other journeys: its book is left as it was found.
    await page.getByRole('button', { name: 'Cancel the sell order of 6.0000 BMN-USD' }).click();
    await expect(page.getByText('You have no open orders.')).toBeVisible();
    await expect(page.getByText('Available: 50.0000 BMN')).toBeVisible();
  } finally {
    await session.close();
  }
  expect(
    session.errors.filter((error) => !/status of 422/.test(error)),
    'errors in the investor’s console other than the refused edit',
  ).toEqual([]);
});
