import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { alphaAdmin, alphaApi, alphaOrigin, approvedInvestor } from '../support/api';
import { expect, test } from '../support/test';
import { createMarket, depositBmn, signedInBrowser, tradingHost } from './trading-setup';

/** A POST of the investor to the trading host (placing and cancelling orders), answering the payload. */
async function tradingPost(request: APIRequestContext, token: string, path: string, data: object) {
  const headers = { origin: alphaOrigin, authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() };
  const response = await request.post(`${tradingHost}/api/${path}`, { headers, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()).payload;
}

/** What a market buy of `quantity` whole BMN sets aside at `limit` USD: the cost plus the 0.25 % fee, rounded up. */
function marketBuyHold(limit: string, quantity: number): string {
  const [whole = '0', cents = ''] = limit.split('.');
  const cost = (Number(whole) * 100 + Number(cents.padEnd(2, '0'))) * quantity;
  const total = cost + Math.ceil((cost * 25) / 10_000);
  return `${Math.floor(total / 100).toLocaleString('en-US')}.${String(total % 100).padStart(2, '0')}`;
}

test('an investor reads the news, keeps a bookmark on the server, sees a market buy’s exact hold and downloads their orders', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = alphaApi(request);
  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  await createMarket(api, request, 'BMN', { name: 'BMN Token', adminToken });
  await api.post(
    'admin/asset-news',
    {
      asset: 'BMN',
      title: 'BMN listed on Alpha',
      summary: 'BMN Token now trades against US dollars every day.',
      url: 'https://example.com/bmn-listing',
      source: 'Alpha Capital',
    },
    adminToken,
  );

  const investor = await approvedInvestor(api);
  await depositBmn(api, request, investor.token, '20');
  for (const [price, quantity] of [
    ['30', '5'],
    ['31', '3'],
  ]) {
    await tradingPost(request, investor.token, 'orders', {
      ShareName: 'BMN-USD',
      Side: 2,
      OrderType: 2,
      Price: price,
      Quantity: quantity,
    });
  }
  const session = await signedInBrowser(browser, investor);
  const { page } = session;
  try {
    await page.goto('/trading/BMN-USD');
    await expect(page.getByRole('heading', { level: 1, name: /BMN Token/ })).toBeVisible();

    // The news the administrator published, linked to the full story.
    const news = page.getByRole('region', { name: 'News about BMN' });
    await expect(news.getByRole('link', { name: 'BMN listed on Alpha (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://example.com/bmn-listing',
    );
    await expect(news.getByText('BMN Token now trades against US dollars every day.')).toBeVisible();

    // A bookmark is kept on the server, not in the browser: it is still there after the page loads again.
    const bookmark = page.getByRole('button', { name: 'Bookmark BMN-USD' }).first();
    const saved = page.waitForResponse((response) => response.url().endsWith('/v1/bookmark/BMN-USD'));
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).status()).toBe(200);
    await page.reload();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /bookmark/i.test(key)))).toEqual([]);
    await expect(page.getByRole('button', { name: 'Bookmark BMN-USD' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A market buy states what it sets aside: the cost at the edge of the price band, plus the fee.
    const currencies = (await (
      await request.get(`${tradingHost}/api/currencies`, { headers: { origin: alphaOrigin } })
    ).json()) as { payload: { Symbol: string; MarketBuyPriceLimit: string }[] };
    const limit = currencies.payload.find((currency) => currency.Symbol === 'BMN-USD')?.MarketBuyPriceLimit ?? '';
    expect(limit).not.toBe('');
    await page.getByRole('combobox', { name: 'Order type' }).click();
    await page.getByRole('option', { name: 'Market', exact: true }).click();
    await page.getByLabel('Quantity (BMN)').fill('2');
    const [whole = '', fraction = ''] = limit.split('.');
    const shownLimit = `${whole}.${fraction.padEnd(4, '0')}`;
    await expect(
      page.getByText(
        `We set aside ${marketBuyHold(limit, 2)} USD of your balance now: the cost at ${shownLimit} USD, the most the price protection band lets it pay, plus the 0.25% fee.`,
        { exact: false },
      ),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/trading-news-market-buy.png', fullPage: true });

    // The order history between two days, as many rows as asked, and the period as a CSV file.
    await page.getByRole('tab', { name: 'Order history' }).click();
    const history = page.getByRole('table', { name: 'Your order history' });
    await expect(history.getByRole('row', { name: /BMN-USD.*Sell.*30\.0000.*5\.0000.*New/ })).toBeVisible();
    await expect(history.getByRole('row', { name: /BMN-USD.*Sell.*31\.0000.*3\.0000.*New/ })).toBeVisible();
    // The BMN deposit that funded the sells is in the account's history too (SPEC 4 order type deposit).
    await expect(history.getByRole('row', { name: /BMN.*Deposit.*20\.00 BMN.*Completed/ })).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(today);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2000-01-01');
    await expect(page.getByText('The end is before the start.')).toBeVisible();
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(today);
    await expect(page.getByText('3 entries')).toBeVisible();
    await page.screenshot({ path: 'test-results/trading-order-history.png', fullPage: true });
    await expectNoSeriousAccessibilityViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`orders-${today}-${today}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Time,Order,Market,Side,Type,Time in force,Price,Stop price,Quantity,Filled,Average price,Filled cost,Fee,Status',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(2, 7).join(','))).toEqual([
      'BMN-USD,Sell,Limit,GTC,31',
      'BMN-USD,Sell,Limit,GTC,30',
      'BMN,,Deposit,,',
    ]);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.screenshot({ path: 'test-results/trading-order-history-light.png', fullPage: true });
    await expectNoSeriousAccessibilityViolations(page);

    // The offers leave the book, which the other journeys of BMN-USD expect empty.
    await page.getByRole('tab', { name: 'Open orders' }).click();
    await page.getByRole('button', { name: 'Cancel all shown' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel 2 open orders?' })
      .getByRole('button', { name: 'Cancel all shown' })
      .click();
    await expect(page.getByText('You have no open orders.')).toBeVisible();
    expect(session.errors, 'errors in the browser console').toEqual([]);
  } finally {
    await session.close();
  }
});
