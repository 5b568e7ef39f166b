import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { alphaApi, approvedInvestor } from '../support/api';
import { screenshotOf } from '../support/screenshot';
import { expect, test } from '../support/test';
import { createMarket, depositBmn, fundByCard, signedInBrowser } from './trading-setup';

/** Screenshots of the journey, numbered in order, in test-results. */
function screenshotter() {
  let count = 0;
  return async (page: Page, name: string) => {
    count += 1;
    await screenshotOf(page, `test-results/trading-${count}-${name}.png`);
  };
}

const activity = (page: Page) => page.getByRole('log');
const openOrders = (page: Page) => page.getByRole('table', { name: 'Your open orders' });
const asks = (page: Page) => page.getByRole('table', { name: 'Offers to sell BMN-USD, lowest price first' });
const recentTrades = (page: Page) => page.getByRole('table', { name: 'Recent trades of BMN-USD, newest first' });

const halfHourMs = 30 * 60 * 1000;

/** How the candle table shows the start of the half hour that `at` (epoch ms) falls in: the browser's local time. */
function candleStartShown(page: Page, at: number): Promise<string> {
  return page.evaluate(
    (start) => {
      const date = new Date(start);
      const two = (value: number) => String(value).padStart(2, '0');
      const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
      return `${day} ${two(date.getHours())}:${two(date.getMinutes())}:00`;
    },
    Math.floor(at / halfHourMs) * halfHourMs,
  );
}

async function chooseMode(page: Page, mode: 'Simple' | 'Advanced') {
  await page.getByRole('radiogroup', { name: 'Trading mode' }).getByText(mode, { exact: true }).click();
}

test('two investors trade with each other and both follow the book, the trades and their balances live', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const shot = screenshotter();
  const api = alphaApi(request);
  await createMarket(api, request, 'BMN', { name: 'BMN Token' });
  await createMarket(api, request, 'PRIV', { name: 'Private Placement', onlyForAccredited: true });

  const seller = await approvedInvestor(api);
  await depositBmn(api, request, seller.token, '50');
  const buyer = await approvedInvestor(api);

  const alice = await signedInBrowser(browser, seller);
  const bob = await signedInBrowser(browser, buyer);
  await fundByCard(bob.page, '500');

  // The seller offers 10 BMN at 12.50 in simple mode, which reviews the order first (TRD-13, shown in words only).
  await alice.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Trade' }).click();
  await expect(alice.page).toHaveURL(/\/trading\/[A-Z]+-USD$/);
  await alice.page.goto('/trading/BMN-USD');
  await expect(alice.page.getByRole('heading', { level: 1, name: /BMN Token/ })).toBeVisible();
  expect(await alice.page.evaluate(() => localStorage.getItem('currency'))).toBe('BMN-USD');
  await expect(alice.page.getByText('Available: 50.0000 BMN')).toBeVisible();
  await alice.page.getByRole('radiogroup', { name: 'Side' }).getByText('Sell', { exact: true }).click();
  await alice.page.getByLabel('Limit price (USD)').fill('12.50');
  await alice.page.getByLabel('Quantity (BMN)').fill('10');
  await expect(alice.page.getByText('Sell 10.0000 BMN at 12.5000 USD each or more.')).toBeVisible();
  await expect(
    alice.page.getByText('Whatever does not fill at once stays in the order book until it fills or you cancel it.'),
  ).toBeVisible();
  await shot(alice.page, 'seller-form');
  await alice.page.getByRole('button', { name: 'Review sell order' }).click();
  const review = alice.page.getByRole('dialog', { name: 'Confirm your order', exact: true });
  await expect(
    review.getByText('We set aside 10.0000 BMN of your holdings until the order fills, is cancelled or ends.'),
  ).toBeVisible();
  await shot(alice.page, 'seller-confirm');
  await review.getByRole('button', { name: 'Place order' }).click();
  await expect(activity(alice.page)).toContainText('Order placed. Sell 10.0000 BMN-USD: New.');
  await expect(activity(alice.page)).not.toContainText('TRD-');
  await expect(
    openOrders(alice.page).getByRole('row', { name: /BMN-USD.*Sell.*12\.5000.*10\.0000.*New/ }),
  ).toBeVisible();
  await expect(alice.page.getByText('Available: 40.0000 BMN')).toBeVisible();
  await chooseMode(alice.page, 'Advanced');

  // The buyer sees the offer arrive in the book, and crosses part of it using the keyboard alone.
  await bob.page.goto('/trading/BMN-USD');
  await chooseMode(bob.page, 'Advanced');
  await expect(
    asks(bob.page).getByRole('row', { name: /12\.5000 as the limit price 10\.0000 10\.0000/ }),
  ).toBeVisible();
  await expect(bob.page.getByText('Available: 500.00 USD')).toBeVisible();
  await bob.page.getByLabel('Limit price (USD)').focus();
  await bob.page.keyboard.type('12.50');
  await bob.page.keyboard.press('Tab');
  await expect(bob.page.getByRole('radio', { name: 'Quantity' })).toBeFocused();
  await bob.page.keyboard.press('ArrowRight');
  await expect(bob.page.getByLabel('Amount (USD)')).toBeVisible();
  await bob.page.keyboard.press('Tab');
  // An amount is the most the buy pays, fee included: 4 at 12.50 and the fee of 0.13.
  await bob.page.keyboard.type('50.13');
  await expect(bob.page.getByText('Buy 4.0000 BMN at 12.5000 USD each or less.')).toBeVisible();
  await expect(bob.page.getByText(/We set aside 50\.13 USD of your balance now/)).toBeVisible();
  await shot(bob.page, 'buyer-form');
  const sentAt = Date.now();
  await bob.page.keyboard.press('Enter');
  await expect(activity(bob.page)).toContainText(
    'Order filled. Buy 4.0000 BMN-USD: Filled, 4.0000 filled at an average of 12.5000 USD.',
  );
  const filledAt = Date.now();
  await expect(recentTrades(bob.page).getByRole('row', { name: /Buy 12\.5000 4\.0000/ })).toBeVisible();
  await expect(asks(bob.page).getByRole('row', { name: /12\.5000 as the limit price 6\.0000 6\.0000/ })).toBeVisible();
  await expect(bob.page.getByText('Available: 449.87 USD')).toBeVisible();
  await expect(bob.page.getByText('Available: 4.0000 BMN')).toBeVisible();
  await shot(bob.page, 'buyer-after-fill');

  // The seller is told of the partial fill as it happens, and sees the trade and the money arrive.
  await expect(activity(alice.page)).toContainText(
    'Order partly filled. Sell 10.0000 BMN-USD: Partially filled, 4.0000 filled at an average of 12.5000 USD.',
  );
  await expect(recentTrades(alice.page).getByRole('row', { name: /Buy 12\.5000 4\.0000/ })).toBeVisible();
  await expect(alice.page.getByText('Available: 49.87 USD')).toBeVisible();
  const partlyFilled = openOrders(alice.page).getByRole('row', { name: /Partially filled/ });
  await partlyFilled.getByRole('button', { name: 'Fills (1)' }).click();
  await expect(
    alice.page
      .getByRole('table', { name: 'Fills of the sell order of 10.0000 BMN-USD' })
      .getByRole('row', { name: /12\.5000 4\.0000/ }),
  ).toBeVisible();
  await shot(alice.page, 'seller-partly-filled');

  // The seller cancels the rest: the book empties for both, and the held BMN come back.
  await alice.page.getByRole('button', { name: 'Cancel the sell order of 10.0000 BMN-USD' }).click();
  await expect(activity(alice.page)).toContainText('Order cancelled. Sell 10.0000 BMN-USD: Cancelled');
  await expect(alice.page.getByText('You have no open orders.')).toBeVisible();
  await expect(alice.page.getByText('Available: 46.0000 BMN')).toBeVisible();
  await expect(bob.page.getByText('Nobody is offering to sell.')).toBeVisible();
  await shot(alice.page, 'seller-cancelled');

  // The buyer's filled order, the chart read as a table (a market with one trade opens on its
  // shortest candles, the period with the most of them), a bookmark.
  await bob.page.getByRole('tab', { name: 'Filled orders' }).click();
  await expect(
    bob.page.getByRole('table', { name: 'Your filled orders' }).getByRole('row', { name: /BMN-USD.*Buy.*Filled/ }),
  ).toBeVisible();
  await bob.page.getByRole('radiogroup', { name: 'View' }).getByText('Table', { exact: true }).click();
  // The trade's candle: the half hour it fell in (either side of a boundary crossed while it was on its way).
  const tradeCandles = await Promise.all([sentAt, filledAt].map((at) => candleStartShown(bob.page, at)));
  await expect(
    bob.page
      .getByRole('table', { name: 'Candles of BMN-USD, 30 minutes each, newest first' })
      .getByRole('row', { name: new RegExp(`^(${tradeCandles.join('|')}) .*12\\.5000`) }),
  ).toBeVisible();
  await bob.page.getByRole('button', { name: 'Bookmark BMN-USD' }).first().click();
  await expect(bob.page.getByRole('button', { name: 'Bookmark BMN-USD' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await shot(bob.page, 'buyer-advanced');
  await expectNoSeriousAccessibilityViolations(bob.page);
  await bob.page.getByRole('button', { name: 'Switch to light theme' }).click();
  await shot(bob.page, 'buyer-light');
  await expectNoSeriousAccessibilityViolations(bob.page);
  await chooseMode(alice.page, 'Simple');
  await expectNoSeriousAccessibilityViolations(alice.page);
  await alice.page.setViewportSize({ width: 390, height: 844 });
  await shot(alice.page, 'seller-phone');

  // An investor who is not accredited is refused the accredited-only offer.
  await alice.page.goto('/trading/PRIV-USD');
  await expect(alice.page.getByRole('alert')).toContainText('This offer is only available to accredited investors.');
  await expect(alice.page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await shot(alice.page, 'accredited-only');

  expect(alice.errors, 'errors in the seller’s console').toEqual([]);
  expect(bob.errors, 'errors in the buyer’s console').toEqual([]);
  await alice.close();
  await bob.close();
});
