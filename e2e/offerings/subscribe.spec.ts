import { randomBytes } from 'node:crypto';
import { expect as baseExpect, type Page } from '@playwright/test';
import { screenshotter } from '../funding/funding-journey';
import { type AlphaApi, acceptCurrentTerms, alphaAdmin, alphaApi, alphaOrigin, approvedInvestor } from '../support/api';
import { test } from '../support/test';
import { createMarket, fundByCard, placeOrder, signedInBrowser } from '../trading/trading-setup';
import { openRegCfOffering } from './offering-setup';

/** This machine builds pages slowly while the server works: each check waits up to 20 seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Draws a signature on the pad with the mouse. */
async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: 'Your signature' });
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on the page');
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 90, box.y + 30, { steps: 6 });
  await page.mouse.move(box.x + 160, box.y + box.height - 30, { steps: 6 });
  await page.mouse.up();
}

/** From the offering's page, through every step of the form, to the commitment of `shares` shares. */
async function subscribe(page: Page, shares: string, amount: string) {
  await page.getByRole('link', { name: /^(Invest|Change my commitment)$/ }).click();
  await page.getByLabel('Number of shares').fill(shares);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Tax number').fill('123-45-6789');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTitle('Subscription agreement')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the agreement' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Your full name').fill('Ada Lovelace');
  await page.getByLabel('I have read the subscription agreement and agree to its terms').check();
  await drawSignature(page);
  await page.getByRole('button', { name: `Sign and commit ${amount} USD` }).click();
  await expect(page.getByText('Your commitment is recorded')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the signed agreement' })).toBeVisible();
}

test('an investor subscribes to a Reg CF offering within their limit, cancels and commits again; it closes and lists; they trade its shares and vote as a holder', async ({
  browser,
  page: adminPage,
  request,
}) => {
  test.setTimeout(480_000);
  const api = alphaApi(request);
  const name = `Sunroof ${randomBytes(2).toString('hex')}`;
  // Raising 150 to 200 USD: the investor's second commitment fills it, so it may close before its deadline.
  const { id: offeringId, asset } = await openRegCfOffering(api, name, { target: '150', max: '200' });
  const investor = await approvedInvestor(api);
  const { page, errors, close } = await signedInBrowser(browser, investor);
  const { shot, inBothThemes } = screenshotter(page, 'offerings-subscribe');
  await fundByCard(page, '500');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Offerings' }).click();
  await expect(page).toHaveURL(/\/offerings$/);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Reg CF' }).click();
  await expect(page).toHaveURL(/workflow=reg_cf/);
  const card = page.getByRole('article', { name });
  await expect(card.getByText('0.0000 raised of 150.0000 USD')).toBeVisible();
  await expect(card.getByText('2.5000 USD a share')).toBeVisible();
  await expect(card.getByText(/^(30|29) days left$/)).toBeVisible();
  await card.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(card.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await inBothThemes('list');

  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/offerings/${offeringId}$`));
  await expect(page.getByText('Yes: you may invest in this offering.')).toBeVisible();
  await expect(page.getByText('No commitments yet.', { exact: false })).toBeVisible();
  await inBothThemes('offering');

  await page.getByRole('link', { name: 'Invest' }).click();
  const limit = page.getByRole('region', { name: 'Your Reg CF limit' });
  await expect(
    limit.getByText('You may still invest 2,500.00 USD in Reg CF offerings in the next 12 months.'),
  ).toBeVisible();
  await expect(limit.getByText(/the \$2,500 floor/)).toBeVisible();
  await page.getByLabel('Number of shares').fill('1200');
  await expect(page.getByText('You commit: 3,000.0000 USD')).toBeVisible();
  const refusal = page.getByText(
    /^This passes your Reg CF limit: you may invest at most 2,500.00 USD more\. .*\$2,500 floor/,
  );
  await expect(refusal).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Number of shares')).toHaveAttribute('aria-invalid', 'true');
  await inBothThemes('limit-refused');
  await page.getByRole('link', { name }).click();

  await subscribe(page, '40', '100.0000');
  await shot('committed');
  await page.getByRole('link', { name: 'See my investments' }).click();
  const commitments = page.getByRole('table', { name: 'My commitments' });
  const firstRow = commitments.getByRole('row', { name: new RegExp(name) });
  await expect(firstRow).toContainText('100.0000 USD');
  await expect(firstRow).toContainText('Active');
  await inBothThemes('investments');

  await firstRow.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel your commitment to ${name}?` });
  await expect(dialog).toContainText('The 100.0000 USD held for it becomes available to you again.');
  await dialog.getByRole('button', { name: 'Cancel the commitment' }).click();
  await expect(page.getByText('Your commitment is cancelled and the money is yours again.')).toBeVisible();
  await expect(firstRow).toContainText('Cancelled');

  // A form left after its first step is found again, its amount filled in.
  await page.goto(`/offerings/${offeringId}`);
  await page.getByRole('link', { name: 'Invest' }).click();
  await page.getByLabel('Number of shares').fill('80');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Tax number')).toBeVisible();
  await page.goto(`/offerings/${offeringId}`);
  await page.getByRole('link', { name: 'Invest' }).click();
  await expect(page.getByText(/^You started this subscription earlier/)).toBeVisible();
  await expect(page.getByLabel('Number of shares')).toHaveValue('80');
  await shot('resumed');
  await page.goto(`/offerings/${offeringId}`);
  await subscribe(page, '80', '200.0000');
  await page.getByRole('link', { name: 'See my investments' }).click();
  await expect(commitments.getByRole('row', { name: new RegExp(name) })).toHaveCount(2);
  await expect(commitments.getByRole('row').filter({ hasText: 'Active' })).toContainText('200.0000 USD');
  await page.goto(`/offerings/${offeringId}`);
  await expect(page.getByText('200.0000 raised of 150.0000 USD')).toBeVisible();
  await shot('raised');

  await closeAndList(adminPage, api, name, offeringId);
  // A listed share trades a share's hours; the journey runs at any hour, so its market opens around the clock.
  await createMarket(api, request, asset, { name });
  // Another investor bids for ten of the shares.
  const maker = await approvedInvestor(api);
  const makerSession = await signedInBrowser(browser, maker);
  await fundByCard(makerSession.page, '100');
  await makerSession.close();
  await placeOrder(request, await api.signIn(maker.email, maker.password), {
    ShareName: `${asset}-USD`,
    Side: 1,
    Price: '3.00',
    Quantity: '10',
  });

  // The 80 shares are in the portfolio, and ten of them sell on the exchange.
  await page.goto('/dashboard');
  const position = page.getByRole('table', { name: 'Your positions' }).getByRole('row', { name: new RegExp(asset) });
  await expect(position.getByRole('cell').nth(1)).toHaveText(/^80(\.0+)?$/);
  await shot('portfolio');
  await page.goto(`/trading/${asset}-USD`);
  await page.getByRole('radiogroup', { name: 'Side' }).getByText('Sell', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Limit price (USD)' }).fill('3.00');
  await page.getByRole('textbox', { name: `Quantity (${asset})` }).fill('10');
  await page.getByRole('button', { name: 'Review sell order' }).click();
  await page
    .getByRole('dialog', { name: /Confirm your order/ })
    .getByRole('button', { name: 'Place order' })
    .click();
  await expect(page.getByText(new RegExp(`^Available: 70(\\.0+)? ${asset}$`))).toBeVisible();
  await shot('sold');

  // As a holder of 70 shares at the record date, the investor votes and keeps the receipt.
  const title = `Elect the ${name} board`;
  await putProposal(api, asset, title);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Votes' }).click();
  await page.getByRole('list', { name: 'Your proposals' }).getByRole('link', { name: title }).click();
  await page.getByRole('radiogroup', { name: 'Your choice' }).getByRole('radio', { name: 'For' }).check();
  await page.getByRole('button', { name: 'Cast my vote' }).click();
  await expect(page.getByTestId('ballot-receipt')).toContainText(new RegExp(`For · 70(\\.0+)? ${asset}`));
  await expect(page.getByRole('progressbar', { name: /^For: 70(\.0+)? .* · 100 %/ })).toBeVisible();
  await inBothThemes('voted');
  expect(errors).toEqual([]);
  await close();
});

/** Alpha's administrator closes the offering on its page (fully subscribed, so funded) and lists it. */
async function closeAndList(page: Page, api: AlphaApi, name: string, offeringId: string) {
  await acceptCurrentTerms(api, await api.signIn(alphaAdmin.email, alphaAdmin.password));
  await page.goto(`${alphaOrigin}/admin/offerings/${offeringId}`);
  await page.getByLabel('Email').fill(alphaAdmin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(alphaAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  for (const [action, state] of [
    ['Close and settle', 'Funded'],
    ['List on the exchange', 'Listed'],
  ]) {
    await page.getByRole('button', { name: action }).click();
    await page
      .getByRole('dialog', { name: new RegExp(name) })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByText(`Done: the offering is ${state}.`)).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/offerings-subscribe-admin-listed.png', fullPage: true });
}

/** A resolution of the asset's holders of this moment, put by alpha's administrator through the API. */
async function putProposal(api: AlphaApi, asset: string, title: string) {
  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  const now = new Date();
  await api.post(
    'admin/proposals',
    {
      asset,
      title,
      text: 'The issuer asks its new holders to elect the board it proposed in the offering circular.',
      kind: 'resolution',
      record_date: now.toISOString(),
      opens_at: now.toISOString(),
      closes_at: new Date(now.getTime() + 7 * 24 * 3_600_000).toISOString(),
      quorum_percent: 0,
    },
    adminToken,
  );
}
