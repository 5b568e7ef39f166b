import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { acceptCurrentTerms, alphaAdmin, alphaApi, alphaOrigin, approvedInvestor } from '../support/api';
import { screenshotOf } from '../support/screenshot';
import { expect, test } from '../support/test';
import { createMarket, depositBmn, fundByCard, placeOrder, signedInBrowser } from '../trading/trading-setup';

const reason = 'Placed from an account under review for unusual activity';

/** Screenshots of the console's order pages, numbered in order, in test-results. */
function screenshotter(page: Page) {
  let count = 0;
  return async (name: string) => {
    count += 1;
    await screenshotOf(page, `test-results/admin-orders-${count}-${name}.png`);
  };
}

test("an administrator finds an investor's partly filled order by email, rejects it with a reason, and the investor sees it rejected", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const shot = screenshotter(page);
  const api = alphaApi(request);
  await createMarket(api, request, 'BMN', { name: 'BMN Token' });

  // A buyer bids for 3 BMN at 12.50; the seller offers 10 at that price: 3 fill, 7 rest in the book.
  const seller = await approvedInvestor(api);
  await depositBmn(api, request, seller.token, '20');
  const buyer = await approvedInvestor(api);
  const buyerSession = await signedInBrowser(browser, buyer);
  try {
    await fundByCard(buyerSession.page, '100');
  } finally {
    await buyerSession.close();
  }
  // Access tokens of the journeys last 20 seconds: fresh ones for the orders.
  await placeOrder(request, await api.signIn(buyer.email, buyer.password), {
    ShareName: 'BMN-USD',
    Side: 1,
    Price: '12.50',
    Quantity: '3',
  });
  await placeOrder(request, await api.signIn(seller.email, seller.password), {
    ShareName: 'BMN-USD',
    Side: 2,
    Price: '12.50',
    Quantity: '10',
  });

  await acceptCurrentTerms(api, await api.signIn(alphaAdmin.email, alphaAdmin.password));
  await page.goto(`${alphaOrigin}/admin/orders`);
  await page.getByLabel('Email').fill(alphaAdmin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(alphaAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Orders' }),
  ).toHaveAttribute('aria-current', 'page');

  // The seller's orders only, found by their email; the filters stay in the address.
  const filters = page.getByRole('form', { name: 'Filter orders' });
  await filters.getByLabel('Investor’s email').fill(seller.email);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?email=/);
  const orders = page.getByRole('table', { name: 'Orders of this domain' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  const row = orders.getByRole('row', {
    name: /BMN-USD.*Sell.*Limit.*Partially filled.*10\.0000 at 12\.5000.*3\.0000/,
  });
  await expect(row).toBeVisible();
  await expect(orders.getByText(seller.email)).toBeVisible();
  await expect(orders.getByText(buyer.email)).toHaveCount(0);
  await orders.getByRole('button', { name: 'Placed' }).click();
  await expect(page.getByRole('columnheader', { name: 'Placed' })).toHaveAttribute('aria-sort', 'ascending');
  await shot('list-dark');
  await expectNoSeriousAccessibilityViolations(page);

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: 'Sell 10.0000 BMN-USD', level: 1 })).toBeVisible();
  await expect(page.getByText(`Placed by ${seller.email}`)).toBeVisible();
  const fills = page.getByRole('table', { name: 'Fills of this order' });
  await expect(fills.getByRole('row', { name: /12\.5000 3\.0000 37\.50 0\.10 Taker/ })).toBeVisible();
  await expect(page.getByText('3.0000 of 10.0000 BMN filled in one fill.')).toBeVisible();
  const movements = page.getByRole('table', { name: 'Ledger movements of this order' });
  await expect(movements.getByRole('row', { name: /Set aside for the order BMN −10\.0000 \+10\.0000/ })).toBeVisible();
  await expect(movements.getByRole('row', { name: /Fill settled BMN — −3\.0000/ })).toBeVisible();
  await expect(movements.getByRole('row', { name: /^USD \+37\.40 —$/ }).first()).toBeVisible();
  await shot('detail-dark');
  await expectNoSeriousAccessibilityViolations(page);

  // A rejection needs a reason, which the order then shows.
  await page.getByRole('button', { name: 'Reject order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this order' });
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await shot('reject-modal');
  await expectNoSeriousAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(page.getByText('The order was rejected.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Rejected by ${alphaAdmin.email}`)).toBeVisible();
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject order' })).toHaveCount(0);
  await expect(movements.getByRole('row', { name: /Rest given back BMN \+7\.0000 −7\.0000/ })).toBeVisible();
  await expect(movements.getByRole('row', { name: /Net change BMN −3\.0000 —/ })).toBeVisible();
  await expect(page.getByText('The order was rejected.')).toBeHidden({ timeout: 10_000 });
  await shot('rejected-dark');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await shot('rejected-light');
  await expectNoSeriousAccessibilityViolations(page);
  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders of this domain' })).toBeVisible();
  await shot('list-light');
  await expectNoSeriousAccessibilityViolations(page);

  // The audit trail holds the rejection with its reason.
  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  const trail = await api.get<{ items: { action: string; reason: string; actor_email: string }[] }>(
    `admin/audit?object_kind=order&object_id=${orderId}`,
    adminToken,
  );
  expect(trail.items).toEqual([
    expect.objectContaining({ action: 'order.reject', reason, actor_email: alphaAdmin.email }),
  ]);

  // The investor sees the order rejected, and the 7 BMN it still held back in their balance.
  const sellerSession = await signedInBrowser(browser, seller);
  try {
    const investorPage = sellerSession.page;
    await investorPage.goto('/trading/BMN-USD');
    await expect(investorPage.getByText('Available: 17.0000 BMN')).toBeVisible();
    await investorPage.getByRole('tab', { name: 'Order history' }).click();
    const history = investorPage.getByRole('table', { name: 'Your order history' });
    await expect(history.getByRole('row', { name: /BMN-USD.*Sell.*12\.5000.*10\.0000.*Rejected/ })).toBeVisible();
    await screenshotOf(investorPage, 'test-results/admin-orders-investor-history.png');
  } finally {
    await sellerSession.close();
  }
  expect(sellerSession.errors, 'errors in the investor’s console').toEqual([]);
});
