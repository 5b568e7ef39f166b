import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { alphaAdmin, alphaApi, approvedInvestor } from '../support/api';
import { expect, test } from '../support/test';
import { createMarket, signedInBrowser } from './trading-setup';

const dayMs = 86_400_000;

/** The trading header's status of the market shown. */
const headerStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Market closed|Live/ });

test('the trading screen says a closed market is closed and when it opens, refuses its orders, and shows an open one live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = alphaApi(request);
  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  // A share market that trades on one weekday only, two days from today (UTC): closed now, whatever
  // the hour, and its next opening is that day at 09:30 UTC.
  const opening = new Date(Date.now() + 2 * dayMs);
  const weekday = opening.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  await createMarket(api, request, 'GLBX', {
    name: 'Globex',
    adminToken,
    marketHours: { Open: '09:30', Close: '16:00', Days: [opening.getUTCDay() + 1] },
  });
  await createMarket(api, request, 'OWLS', { name: 'Night Owl Holdings', adminToken });

  const investor = await approvedInvestor(api);
  const session = await signedInBrowser(browser, investor);
  const { page } = session;
  try {
    await page.goto('/trading/GLBX-USD');
    await expect(page.getByRole('heading', { level: 1, name: /Globex/ })).toBeVisible();
    await expect(headerStatus(page)).toHaveText(`Market closed · opens ${weekday} 09:30 UTC`);
    await expect(page.getByText('Live', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'The market is closed' })).toContainText(
      `GLBX-USD trades 09:30 to 16:00 UTC, ${weekday}. Orders can be placed when it opens.`,
    );
    await page.screenshot({ path: 'test-results/market-hours-1-closed.png', fullPage: true });

    // An order on the closed market is refused with SPEC 8's TRD-5, in words, and when the market opens.
    await page.getByLabel('Limit price (USD)').fill('10');
    await page.getByLabel('Quantity (GLBX)').fill('1');
    await page.getByRole('button', { name: 'Review buy order' }).click();
    await page
      .getByRole('dialog', { name: /Confirm your order/ })
      .getByRole('button', { name: 'Place order' })
      .click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The market GLBX-USD is closed until' });
    await expect(refusal.getByText('Market closed', { exact: true })).toBeVisible();
    await expect(refusal).toContainText(
      `The market GLBX-USD is closed until ${opening.toISOString().slice(0, 10)} 09:30:00 UTC`,
    );
    await expect(refusal).not.toContainText('TRD-');
    await page.screenshot({ path: 'test-results/market-hours-2-refused.png', fullPage: true });
    await expectNoSeriousAccessibilityViolations(page);

    // A market open around the clock shows the live status of its updates.
    await page.goto('/trading/OWLS-USD');
    await expect(page.getByRole('heading', { level: 1, name: /Night Owl Holdings/ })).toBeVisible();
    await expect(headerStatus(page)).toHaveText(/^Live/);
    await expect(page.getByText(/Market closed/)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'The market is closed' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/market-hours-3-open.png', fullPage: true });
  } finally {
    await session.close();
  }
  expect(
    session.errors.filter((error) => !/status of 422/.test(error)),
    'errors in the investor’s console other than the refused order',
  ).toEqual([]);
});
