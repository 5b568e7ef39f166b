import { openRegCfOffering } from '../offerings/offering-setup';
import { e2ePort } from '../playwright.config';
import {
  alphaAdmin,
  alphaApi,
  alphaOrigin,
  approvedInvestor,
  domainApi,
  giveUsTaxForm,
  investorWhoFinishedOnboarding,
} from '../support/api';
import { expect, test } from '../support/test';
import { cancelOrder, createMarket, depositBmn, placeOrder } from '../trading/trading-setup';
import { chooseLightScheme, findingsOnRoutes, signIn, signOut } from './route-check';
import { adminRoutes, investorRoutes, publicRoutes } from './routes';

/**
 * The demo domain of seed.ts, the default domain, which answers any host: here 127.0.0.1, as a
 * newcomer may type it, while the journeys use localhost. Its demo markets include ACME-USD.
 */
const demoOrigin = `http://127.0.0.1:${e2ePort}`;

type Investor = { email: string; password: string; userId: string };
const investors: { demo?: Investor; alpha?: Investor } = {};
let alphaOfferingId: string | undefined;
/** An order placed on alpha and cancelled, so the market it was on is left as it was. */
let alphaOrderId = '';

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: demoOrigin });
  const demo = await investorWhoFinishedOnboarding(domainApi(request, demoOrigin));
  const api = alphaApi(request);
  await createMarket(api, request, 'AXE', { name: 'Axe Holdings' });
  alphaOfferingId = (await openRegCfOffering(api, 'Axe Solar')).id;
  const alpha = await approvedInvestor(api);
  await giveUsTaxForm(api, alpha.token);
  // Another investor's order, so the sweep's investor keeps an empty account.
  await createMarket(api, request, 'BMN', { name: 'BMN Token' });
  const trader = await approvedInvestor(api);
  const tradingToken = await api.signIn(trader.email, trader.password);
  await depositBmn(api, request, tradingToken, '10');
  alphaOrderId = await placeOrder(request, tradingToken, {
    ShareName: 'BMN-USD',
    Side: 2,
    Price: '99.00',
    Quantity: '1',
  });
  await cancelOrder(request, tradingToken, alphaOrderId);
  const userIdOf = async (token: string, origin: string) =>
    (await domainApi(request, origin).post<{ user: { id: string } }>('me', {}, token)).user.id;
  investors.demo = { ...demo, userId: await userIdOf(demo.token, demoOrigin) };
  investors.alpha = { ...alpha, userId: await userIdOf(alpha.token, alphaOrigin) };
  await request.dispose();
});

const passes = [
  {
    name: "the demo domain's dark theme",
    origin: demoOrigin,
    investor: () => investors.demo,
    symbol: 'ACME-USD',
    isLight: false,
  },
  {
    name: "alpha's dark theme",
    origin: alphaOrigin,
    investor: () => investors.alpha,
    symbol: 'AXE-USD',
    isLight: false,
  },
  {
    name: 'the light scheme on alpha',
    origin: alphaOrigin,
    investor: () => investors.alpha,
    symbol: 'AXE-USD',
    isLight: true,
  },
];

for (const pass of passes) {
  test(`every route in ${pass.name} has no serious accessibility violation and valid HTML nesting`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const investor = pass.investor() as Investor;
    if (pass.isLight) await chooseLightScheme(page, pass.origin);
    const findings = await findingsOnRoutes(page, pass.origin, publicRoutes);
    await signIn(page, pass.origin, investor);
    const offeringId = pass.origin === alphaOrigin ? alphaOfferingId : undefined;
    findings.push(...(await findingsOnRoutes(page, pass.origin, investorRoutes(pass.symbol, offeringId))));
    if (pass.origin === alphaOrigin) {
      await signOut(page);
      await signIn(page, pass.origin, alphaAdmin);
      findings.push(
        ...(await findingsOnRoutes(page, pass.origin, adminRoutes(investor.userId, pass.symbol, alphaOrderId))),
      );
    }
    expect(findings).toEqual([]);
  });
}
