import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { acceptCurrentTerms, alphaAdmin, alphaApi, alphaOrigin, approvedInvestor } from '../support/api';
import { screenshotOf } from '../support/screenshot';
import { expect, test } from '../support/test';
import { createMarket, fundByCard, placeOrder, signedInBrowser, tradingHost } from '../trading/trading-setup';

const haltReason = 'Issuer announcement pending';
const resumeReason = 'Announcement published';

/** The trading header's status of the market shown. */
const headerStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Market closed|Trading halted|Live/ });

const asset = (prefix: string) => `${prefix}${randomBytes(2).toString('hex').toUpperCase()}`;

test("an administrator changes a market's fee, halts it while an investor watches it closed, resumes it, and creates another", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const api = alphaApi(request);
  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  await acceptCurrentTerms(api, adminToken);
  const base = asset('HALT');
  const symbol = `${base}-USD`;
  await createMarket(api, request, base, { name: 'Halting Holdings', adminToken });

  const investor = await approvedInvestor(api);
  const watcher = await signedInBrowser(browser, investor);
  const watchersOrder = watcher.page
    .getByRole('table', { name: 'Your open orders' })
    .getByRole('row', { name: new RegExp(`${symbol}.*Buy.*1\\.0000`) });
  try {
    await fundByCard(watcher.page, '20');
    await placeOrder(request, investor.token, { ShareName: symbol, Side: 1, Price: '1.00', Quantity: '1' });
    await watcher.page.goto(`/trading/${symbol}`);
    await expect(watchersOrder).toContainText('New');
    await expect(watcher.page.getByRole('heading', { level: 1, name: /Halting Holdings/ })).toBeVisible();
    await expect(headerStatus(watcher.page)).toHaveText(/^Live/);

    await page.goto(`${alphaOrigin}/admin/markets`);
    await page.getByLabel('Email').fill(alphaAdmin.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(alphaAdmin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Markets', level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Markets' }),
    ).toHaveAttribute('aria-current', 'page');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: symbol }) });
    await expect(row).toContainText('Open');
    await expect(row).toContainText('0.25 %');
    await screenshotOf(page, 'test-results/admin-markets-list-dark.png');
    await expectNoSeriousAccessibilityViolations(page);

    // The fee changes and stays changed.
    await row.getByRole('link', { name: symbol }).click();
    await expect(page.getByRole('heading', { name: symbol, level: 1 })).toBeVisible();
    await page.getByLabel('Fee').fill('0.3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`The settings of ${symbol} were saved.`)).toBeVisible();
    const listed = await request.get(`${tradingHost}/api/currencies`, { headers: { origin: alphaOrigin } });
    const markets = (await listed.json()).payload as { Symbol: string; FeePct: string }[];
    expect(markets.find((market) => market.Symbol === symbol)?.FeePct).toBe('0.3');
    await page.reload();
    await expect(page.getByLabel('Fee')).toHaveValue('0.3');
    await screenshotOf(page, 'test-results/admin-market-edit-dark.png');
    await expectNoSeriousAccessibilityViolations(page);

    // A halt asks for its reason, and the investor's screen shows the market halted without a reload.
    await page.getByRole('button', { name: 'Halt trading' }).click();
    const haltDialog = page.getByRole('dialog', { name: `Halt trading in ${symbol}?` });
    await haltDialog.getByRole('button', { name: 'Halt trading' }).click();
    await expect(haltDialog.getByText('Give a reason')).toBeVisible();
    await haltDialog.getByLabel('Reason').fill(haltReason);
    await screenshotOf(page, 'test-results/admin-market-halt-modal.png');
    await expectNoSeriousAccessibilityViolations(page);
    await haltDialog.getByRole('button', { name: 'Halt trading' }).click();
    await expect(haltDialog).toBeHidden();
    await expect(page.getByText(`Trading in ${symbol} is halted.`)).toBeVisible();
    await expect(page.getByText(`Reason: ${haltReason}`)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotOf(page, 'test-results/admin-market-halted-dark.png');

    const haltedBanner = watcher.page.getByRole('alert').filter({ hasText: 'Trading is halted' });
    await expect(haltedBanner).toContainText(`The platform has halted trading in ${symbol}.`);
    await expect(haltedBanner).toContainText(`Reason: ${haltReason}`);
    await expect(headerStatus(watcher.page)).toHaveText('Trading halted');
    await expect(watchersOrder).toContainText('Suspended');
    await screenshotOf(watcher.page, 'test-results/admin-market-investor-halted.png');

    // Resumed, the investor's screen shows it open again, still without a reload.
    await page.getByRole('button', { name: 'Resume trading' }).click();
    const resumeDialog = page.getByRole('dialog', { name: `Resume trading in ${symbol}?` });
    await resumeDialog.getByLabel('Reason').fill(resumeReason);
    await resumeDialog.getByRole('button', { name: 'Resume trading' }).click();
    await expect(page.getByText(`Trading in ${symbol} has resumed.`)).toBeVisible();
    await expect(haltedBanner).toBeHidden();
    await expect(headerStatus(watcher.page)).toHaveText(/^Live/);
    await expect(watchersOrder).toContainText('New');
    await screenshotOf(watcher.page, 'test-results/admin-market-investor-resumed.png');
  } finally {
    await watcher.close();
  }
  expect(watcher.errors, 'errors in the investor’s console').toEqual([]);

  // Access tokens last 20 seconds here (serve.mjs): the trail is read with a fresh one.
  const trail = await api.get<{ items: { action: string; reason: string | null; actor_email: string }[] }>(
    `admin/audit?object_kind=market&object_id=${symbol}`,
    await api.signIn(alphaAdmin.email, alphaAdmin.password),
  );
  expect(trail.items.map((entry) => [entry.action, entry.reason])).toEqual([
    ['market.resume', resumeReason],
    ['market.halt', haltReason],
    ['market.update', null],
    ['market.create', null],
  ]);
  expect(new Set(trail.items.map((entry) => entry.actor_email))).toEqual(new Set([alphaAdmin.email]));

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await screenshotOf(page, 'test-results/admin-market-edit-light.png');
  await expectNoSeriousAccessibilityViolations(page);

  // A new market: every field, the symbol checked before anything is sent.
  await page.getByRole('link', { name: 'All markets' }).click();
  await expect(page.getByRole('heading', { name: 'Markets', level: 1 })).toBeVisible();
  await screenshotOf(page, 'test-results/admin-markets-list-light.png');
  await page.getByRole('link', { name: 'New market' }).click();
  await expect(page.getByRole('heading', { name: 'New market', level: 1 })).toBeVisible();
  await page.getByLabel('Base asset').fill(base);
  await page.getByRole('button', { name: 'Create market' }).click();
  await expect(page.getByText('Give the market a name')).toBeVisible();
  await page.getByLabel('Name').fill('Another Halting Holdings');
  await page.getByRole('button', { name: 'Create market' }).click();
  await expect(page.getByText(`This domain has a market ${symbol} already`)).toBeVisible();
  const created = asset('NEW');
  await page.getByLabel('Base asset').fill(created);
  await page.getByRole('combobox', { name: 'Asset class' }).click();
  await page.getByRole('option', { name: 'Digital asset' }).click();
  await expect(page.getByText('Trades Sunday to Saturday, around the clock from 00:00 UTC.')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotOf(page, 'test-results/admin-market-new-light.png');
  await expectNoSeriousAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Create market' }).click();
  await expect(page.getByRole('heading', { name: `${created}-USD`, level: 1 })).toBeVisible();
  await expect(page.getByText(`${created}-USD was created.`)).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.getByRole('link', { name: 'All markets' }).click();
  await page.getByRole('link', { name: 'New market' }).click();
  await expect(page.getByRole('heading', { name: 'New market', level: 1 })).toBeVisible();
  await screenshotOf(page, 'test-results/admin-market-new-dark.png');
  await expectNoSeriousAccessibilityViolations(page);
});
