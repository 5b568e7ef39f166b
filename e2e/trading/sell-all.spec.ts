import { formatUnits, parseUnits } from '@invest/money';
import type { APIRequestContext, Page } from '@playwright/test';
import { screenshotter } from '../funding/funding-journey';
import { type AlphaApi, alphaAdmin, alphaApi, alphaOrigin, approvedInvestor } from '../support/api';
import { expect, test } from '../support/test';
import { fundByCard, placeOrder, signedInBrowser, tradingHost } from './trading-setup';

/**
 * Bitcoin on alpha as the demo domain trades it: quantities to the satoshi, new orders in lots of
 * 0.01 BTC, whole-dollar prices, open around the clock (PUT /api/currencies; the same again changes nothing).
 */
async function openBitcoinMarket(api: AlphaApi, request: APIRequestContext) {
  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  const response = await request.put(`${tradingHost}/api/currencies/BTC-USD`, {
    headers: { origin: alphaOrigin, authorization: `Bearer ${adminToken}` },
    data: {
      Name: 'Bitcoin',
      BaseAsset: 'BTC',
      QuoteAsset: 'USD',
      PriceScale: 2,
      QuantityScale: 8,
      TickSize: '1',
      LotSize: '0.01',
      FeePct: '0.1',
      MarketHours: { Open: '00:00', Close: '00:00', Days: [1, 2, 3, 4, 5, 6, 7] },
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Pays a Lightning invoice of `usd` dollars in the sandbox, which pays itself; the bitcoin it credited. */
async function fundByLightning(page: Page, usd: string): Promise<string> {
  await page.goto('/funding/lightning');
  await page.getByLabel('Amount (USD)').fill(usd);
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const paid = page.getByText(/^Paid\. [\d.]+ BTC was added to your balance\.$/);
  await expect(paid).toBeVisible({ timeout: 30_000 });
  return /Paid\. ([\d.]+) BTC/.exec(await paid.innerText())?.[1] ?? '';
}

test('a new investor funds $100 by Lightning, buys bitcoin for a dollar amount, then sells all of it', async ({
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const api = alphaApi(request);
  await openBitcoinMarket(api, request);

  // Another investor makes the market: an offer of one lot at 61,000 and a bid for two at 60,000.
  const maker = await approvedInvestor(api);
  const makerSession = await signedInBrowser(browser, maker);
  try {
    await fundByCard(makerSession.page, '1300');
    await fundByLightning(makerSession.page, '900');
  } finally {
    await makerSession.close();
  }
  // Access tokens of the journeys last 20 seconds: a fresh one for the orders.
  const makerToken = await api.signIn(maker.email, maker.password);
  await placeOrder(request, makerToken, { ShareName: 'BTC-USD', Side: 2, Price: '61000', Quantity: '0.01' });
  await placeOrder(request, makerToken, { ShareName: 'BTC-USD', Side: 1, Price: '60000', Quantity: '0.02' });

  const investor = await approvedInvestor(api);
  const session = await signedInBrowser(browser, investor);
  try {
    await tradeAndSellAll(session.page);
  } finally {
    await session.close();
  }
  expect(session.errors, 'errors in the investor’s console').toEqual([]);
});

/** The investor's journey on alpha: funds, buys $700 of bitcoin, sells all of it and sees it gone. */
async function tradeAndSellAll(page: Page) {
  const { shot, inBothThemes } = screenshotter(page, 'sell-all');
  // $100 at the sandbox's bitcoin price is a position below the lot size, to the satoshi.
  const credited = await fundByLightning(page, '100');
  const afterBuy = formatUnits(parseUnits(credited, 8) + parseUnits('0.01', 8), 8);
  await fundByCard(page, '900');

  await page.goto('/trading/BTC-USD');
  await expect(page.getByRole('heading', { level: 1, name: /Bitcoin/ })).toBeVisible();
  await expect(page.getByText(`Available: ${credited} BTC`)).toBeVisible();
  // The lot size is shown beside the quantity, and the review refuses what the host would refuse.
  await page.getByRole('radiogroup', { name: 'Side' }).getByText('Sell', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Limit price (USD)' }).fill('61000');
  await expect(page.getByText('Prices move in steps of 1.00 USD.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Quantity (BTC)' }).fill('0.001');
  await expect(page.getByText(/Quantities are multiples of 0\.0100 BTC\./)).toBeVisible();
  await page.getByRole('button', { name: 'Review sell order' }).click();
  await expect(page.getByText('Use a multiple of the lot size, 0.0100 BTC.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Confirm your order/ })).toHaveCount(0);
  await inBothThemes('lot-refused');

  // Buy $700 of bitcoin at market: the review shows the quantity it comes to.
  await page.getByRole('radiogroup', { name: 'Side' }).getByText('Buy', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Limit price (USD)' }).fill('');
  await page.getByRole('combobox', { name: 'Order type' }).click();
  await page.getByRole('option', { name: 'Market', exact: true }).click();
  await page.getByRole('radiogroup', { name: 'Size by' }).getByText('Amount', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('700');
  await expect(page.getByText(/About 0\.0100 BTC at this price, in whole lots\./)).toBeVisible();
  await page.getByRole('button', { name: 'Review buy order' }).click();
  const buyReview = page.getByRole('dialog', { name: /Confirm your order/ });
  await expect(buyReview.getByText('≈ 0.0100 BTC')).toBeVisible();
  await shot('buy-review');
  await buyReview.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(`Available: ${afterBuy} BTC`)).toBeVisible();
  // The home shows the position.
  await page.goto('/dashboard');
  const position = page.getByRole('table', { name: 'Your positions' }).getByRole('row', { name: /BTC/ });
  await expect(position.getByRole('cell').nth(1)).toHaveText(afterBuy);
  // Its return so far, in money and percent, against what the bitcoin cost.
  await expect(position.getByRole('cell').nth(5)).toHaveText(/\d\.\d{2}.*\(.*%\)/);
  await page.goto('/trading/BTC-USD');

  // Sell all of it at market: below the lot size is no obstacle.
  await page.getByRole('radiogroup', { name: 'Side' }).getByText('Sell', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Order type' }).click();
  await page.getByRole('option', { name: 'Market', exact: true }).click();
  await page.getByRole('radiogroup', { name: 'Size by' }).getByText('Sell all', { exact: true }).click();
  await expect(page.getByText(`Sells all your available ${afterBuy} BTC, even below the lot size.`)).toBeVisible();
  await inBothThemes('sell-all-form');
  await page.getByRole('button', { name: 'Review sell order' }).click();
  const sellReview = page.getByRole('dialog', { name: /Confirm your order/ });
  await expect(sellReview.getByText(`${afterBuy} BTC`, { exact: true })).toBeVisible();
  await shot('sell-all-review');
  await sellReview.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Available: 0.0000 BTC')).toBeVisible();

  await page.getByRole('tab', { name: 'Order history' }).click();
  const history = page.getByRole('table', { name: 'Your order history' });
  await expect(history.getByRole('row', { name: new RegExp(`BTC-USD.*Sell.*${afterBuy}.*Filled`) })).toBeVisible();
  await expect(history.getByRole('row', { name: /BTC-USD.*Buy.*0\.0100.*Filled/ })).toBeVisible();
  await inBothThemes('history');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('history-390');

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard');
  const btc = page.getByRole('table', { name: 'Your balances per asset' }).getByRole('row', { name: /^BTC / });
  await expect(btc.getByRole('cell').first()).toHaveText('0.0000');
  await expect(page.getByRole('table', { name: 'Your positions' }).getByRole('row', { name: /BTC/ })).toHaveCount(0);
  await shot('dashboard');
}
