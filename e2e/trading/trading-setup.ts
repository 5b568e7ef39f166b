import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { e2ePort } from '../playwright.config';
import { type AlphaApi, alphaAdmin, alphaOrigin } from '../support/api';

/** The trading host (serve.mjs runs the trading role on the next port); the Origin header names the domain. */
export const tradingHost = `http://localhost:${e2ePort + 1}`;

/** Market hours as PUT /api/currencies takes them: HH:mm UTC, SPEC 4 weekdays (1 Sunday .. 7 Saturday). */
export interface MarketHours {
  Open: string;
  Close: string;
  Days: number[];
}

/** A market open around the clock, so the journey never meets the market's closing hours. */
const alwaysOpen: MarketHours = { Open: '00:00', Close: '00:00', Days: [1, 2, 3, 4, 5, 6, 7] };

/**
 * An administrator of alpha creates a market of whole units of `base` priced in US cents (PUT
 * /api/currencies), open around the clock unless given its hours, signing in unless given their token
 * (sign-ins are rate limited per address).
 */
export async function createMarket(
  api: AlphaApi,
  request: APIRequestContext,
  base: string,
  options: { name: string; onlyForAccredited?: boolean; adminToken?: string; marketHours?: MarketHours },
) {
  const adminToken = options.adminToken ?? (await api.signIn(alphaAdmin.email, alphaAdmin.password));
  const response = await request.put(`${tradingHost}/api/currencies/${base}-USD`, {
    headers: { origin: alphaOrigin, authorization: `Bearer ${adminToken}` },
    data: {
      Name: options.name,
      BaseAsset: base,
      QuoteAsset: 'USD',
      PriceScale: 2,
      QuantityScale: 0,
      TickSize: '0.01',
      LotSize: '1',
      FeePct: '0.25',
      MarketHours: options.marketHours ?? alwaysOpen,
      OnlyForAccredited: options.onlyForAccredited ?? false,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/**
 * A limit order, good till cancelled unless told otherwise, placed through the trading host as another
 * trading client would; its order id.
 */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  order: Record<string, unknown>,
): Promise<string> {
  const response = await request.post(`${tradingHost}/api/orders`, {
    headers: { origin: alphaOrigin, authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: { OrderType: 2, TimeInForce: 1, ...order },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()).payload as { OrderId: string }).OrderId;
}

/** The investor cancels their open order through the trading host (POST /api/orders/cancel). */
export async function cancelOrder(request: APIRequestContext, token: string, orderId: string) {
  const response = await request.post(`${tradingHost}/api/orders/cancel`, {
    headers: { origin: alphaOrigin, authorization: `Bearer ${token}` },
    data: { orderId },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The investor deposits BMN through the sandbox BMN desk, which credits it once it confirms. */
export async function depositBmn(api: AlphaApi, request: APIRequestContext, token: string, amount: string) {
  const { user } = await api.post<{ user: { investor_id: string; email: string } }>('me', {}, token);
  const response = await request.post('/v1/bmn/deposit', {
    headers: { origin: alphaOrigin, authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      name: 'Ada Lovelace',
      email: user.email,
      bmn_wallet_address: 'VJLCBiEj1G8hXFiwTmVz2mzPmQ4n1NjX8AsxDLPqoNEeJfrR1BCuPXWmP4eZ5uCK6M7XNpTRZfyXWbzE',
      amount_to_deposit: amount,
      dg_id: user.investor_id,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  await expect
    .poll(async () => {
      const dashboard = await api.get<{ balances: { asset: string; available: string }[] }>('dashboard', token);
      return dashboard.balances.find((balance) => balance.asset === 'BMN')?.available;
    })
    .toBe(amount);
}

/** A signed-in browser of its own for one investor, failing the test on any error in its console. */
export async function signedInBrowser(browser: Browser, investor: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: alphaOrigin });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(investor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(investor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, errors, close: () => context.close() };
}

/** Pays `amount` US dollars in by card in the sandbox, with its card that is always approved. */
export async function fundByCard(page: Page, amount: string) {
  await page.goto('/funding/card');
  await page.getByLabel('Amount (USD)').fill(amount);
  await page.getByLabel('Card number').pressSequentially('4007400000000007');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1230');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on the card').fill('Ada Lovelace');
  // The billing country starts from the investor's profile: it is chosen here only when it is not the US.
  const country = page.getByRole('combobox', { name: 'Country' });
  if (!/United States$/.test(await country.inputValue())) {
    await country.fill('United States');
    await page
      .getByRole('option', { name: /United States$/ })
      .first()
      .click();
  }
  await page.getByLabel('Address').fill('350 Fifth Avenue');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('Postal code').fill('10118');
  const shown = Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await page.getByRole('button', { name: `Pay ${shown} USD` }).click();
  await expect(page.getByText(`${shown} USD was added to your balance.`)).toBeVisible();
}
