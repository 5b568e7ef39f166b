import type { Locator, Page } from '@playwright/test';
import { signIn } from '../accessibility/route-check';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { alphaApi, alphaOrigin, approvedInvestor } from '../support/api';
import { expect, test } from '../support/test';
import { createMarket, fundByCard } from '../trading/trading-setup';

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

/** The page cannot be scrolled sideways: nothing is wider than the window. */
async function expectNoSidewaysScrolling(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    window: window.innerWidth,
  }));
  expect(widths.content, 'the width of the page’s content').toBeLessThanOrEqual(widths.window);
}

/**
 * The control is shown, and all of it lies within the window's width, where a tap or a click reaches
 * it (once anything sliding in, such as a drawer, has come to rest).
 */
async function expectWithinReach(control: Locator) {
  await expect(control).toBeVisible();
  await expect
    .poll(async () => {
      const box = await control.boundingBox();
      const width = await control.page().evaluate(() => window.innerWidth);
      return box !== null && box.x >= 0 && box.x + box.width <= width;
    }, 'the control lies within the window’s width')
    .toBe(true);
}

function screenshotter(page: Page) {
  let count = 0;
  return async (name: string) => {
    count += 1;
    const { width } = page.viewportSize() ?? phone;
    const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
    await page.screenshot({ path: `test-results/mobile-${count}-${name}-${width}-${scheme}.png`, fullPage: true });
  };
}

const depositMethods = [
  'Card',
  'Bank transfer',
  'USDC transfer',
  'MetaMask',
  'Lightning',
  'ChangeNOW',
  'Transak',
  'Changelly swap',
  'Changelly buy',
  'BMN',
];

const sections = (page: Page) => page.getByRole('tablist', { name: 'Parts of the trading screen' });
const section = (page: Page, name: string) => sections(page).getByRole('tab', { name, exact: true });
const openOrders = (page: Page) => page.getByRole('table', { name: 'Your open orders' });

test('an investor on a phone reaches every action of funding, payment history and trading without scrolling sideways', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const api = alphaApi(request);
  await createMarket(api, request, 'PHNE', { name: 'Pocket Phone Co' });
  const investor = await approvedInvestor(api);
  const context = await browser.newContext({ baseURL: alphaOrigin, viewport: phone });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const shot = screenshotter(page);

  try {
    await signIn(page, alphaOrigin, investor);
    await fundByCard(page, '500');

    // The header: the navigation opens from its menu button, every section within reach.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScrolling(page);
    await expectWithinReach(page.getByRole('button', { name: 'Account menu' }));
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const navigation = page.getByRole('dialog', { name: 'Main navigation' });
    for (const section of ['Dashboard', 'Funding', 'Trade', 'Security']) {
      await expectWithinReach(navigation.getByRole('link', { name: section }));
    }
    await shot('navigation');
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();

    // The dashboard's balances as cards, each value beside its label, and the ways to move money.
    const balances = page.getByRole('table', { name: 'Your balances per asset' });
    const usd = balances.getByRole('row', { name: 'USD Available 500.00 Held 0.00' });
    await expectWithinReach(usd.getByRole('cell', { name: 'Available 500.00' }));
    await expectWithinReach(usd.getByRole('cell', { name: 'Held 0.00' }));
    for (const action of ['Add funds', 'Withdraw', 'History']) {
      await expectWithinReach(page.getByRole('link', { name: action, exact: true }));
    }
    await expectNoSidewaysScrolling(page);
    await shot('dashboard');

    // The funding methods, each with its deposit button in reach, by touch and by keyboard.
    await page.goto('/funding');
    await expect(page.getByRole('table', { name: 'Funding methods of this platform' })).toBeVisible();
    await expectNoSidewaysScrolling(page);
    for (const method of depositMethods) {
      await expectWithinReach(page.getByRole('link', { name: `Deposit by ${method}` }));
    }
    await expectWithinReach(page.getByRole('link', { name: 'Withdraw', exact: true }));
    await shot('funding');
    await page.getByRole('link', { name: 'Payment history' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Deposit by Card' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Deposit by Bank transfer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/funding\/bank-transfer$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScrolling(page);
    await shot('bank-transfer');

    // The payment history: the card deposit with its amount, fee and status, nothing cut off.
    await page.goto('/funding/history');
    const history = page.getByRole('table', { name: 'Your payments' });
    const deposit = history.getByRole('row', {
      name: /Direction Deposit Method Card Amount 500\.00 USD Fee 0\.00 Status Completed/,
    });
    await expect(deposit).toBeVisible();
    await expectWithinReach(deposit.getByText('Completed'));
    await expectWithinReach(deposit.getByText('500.00 USD'));
    await expectNoSidewaysScrolling(page);
    await shot('payment-history');

    // Trading in tabs: the chart first, the book and the order form a tap away.
    await page.goto('/trading/PHNE-USD');
    await expect(page.getByRole('heading', { level: 1, name: /Pocket Phone Co/ })).toBeVisible();
    await expect(sections(page).getByRole('tab')).toHaveText(['Chart', 'Book', 'Order', 'Orders']);
    await expect(section(page, 'Chart')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Price chart' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Place an order' })).toHaveCount(0);
    await expectNoSidewaysScrolling(page);
    await shot('trading-chart');

    await section(page, 'Order').click();
    await expect(page.getByRole('heading', { name: 'Price chart' })).toHaveCount(0);
    await page.getByLabel('Limit price (USD)').fill('10');
    await page.getByLabel('Quantity (PHNE)').fill('2');
    await expectWithinReach(page.getByRole('button', { name: 'Review buy order' }));
    await expectNoSidewaysScrolling(page);
    await shot('trading-order');
    await page.getByRole('button', { name: 'Review buy order' }).click();
    await page.getByRole('dialog', { name: 'Confirm your order' }).getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('log')).toContainText('Order placed. Buy 2.0000 PHNE-USD: New.');

    // The keyboard moves between the tabs; the bid rests in the book, and its price fills the form.
    await page.getByLabel('Limit price (USD)').fill('9.5');
    await section(page, 'Order').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(section(page, 'Book')).toHaveAttribute('aria-selected', 'true');
    const bids = page.getByRole('table', { name: 'Bids to buy PHNE-USD, highest price first' });
    await expect(bids.getByRole('row', { name: /10\.0000 as the limit price 2\.0000 2\.0000/ })).toBeVisible();
    await expectNoSidewaysScrolling(page);
    await shot('trading-book');
    await bids.getByRole('button', { name: 'Use 10.0000 as the limit price' }).click();
    await expect(section(page, 'Order')).toHaveAttribute('aria-selected', 'true');
    await expect(section(page, 'Order')).toBeFocused();
    await expect(page.getByLabel('Limit price (USD)')).toHaveValue(/^10(\.0+)?$/);

    // The open order as a card whose every part, the cancel button too, is in reach; cancelled from there.
    await section(page, 'Orders').click();
    const order = openOrders(page).getByRole('row', { name: /PHNE-USD.*Buy.*Limit.*10\.0000.*2\.0000.*New/ });
    await expect(order).toBeVisible();
    const cancel = order.getByRole('button', { name: 'Cancel the buy order of 2.0000 PHNE-USD' });
    await expectWithinReach(cancel);
    await expectWithinReach(order.getByText('New', { exact: true }));
    await expectNoSidewaysScrolling(page);
    await shot('trading-orders');
    await expectNoSeriousAccessibilityViolations(page);
    await cancel.click();
    await expect(page.getByText('You have no open orders.')).toBeVisible();
    await expect(page.getByRole('log')).toContainText('Order cancelled. Buy 2.0000 PHNE-USD: Cancelled');

    // The same screens in the light scheme, then on a wide screen, where trading keeps its side-by-side panels.
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    for (const [name, path] of [
      ['funding', '/funding'],
      ['payment-history', '/funding/history'],
      ['trading', '/trading/PHNE-USD'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScrolling(page);
      await shot(name);
    }
    await expectNoSeriousAccessibilityViolations(page);

    await page.setViewportSize(desktop);
    await expect(sections(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Price chart' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Place an order' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your orders' })).toBeVisible();
    await shot('trading');
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      for (const [name, path] of [
        ['dashboard', '/dashboard'],
        ['funding', '/funding'],
        ['payment-history', '/funding/history'],
        ['trading', '/trading/PHNE-USD'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSidewaysScrolling(page);
        await shot(name);
      }
    }
  } finally {
    await context.close();
  }
  expect(errors, 'errors in the browser console').toEqual([]);
});
