import { randomBytes } from 'node:crypto';
import { expect as baseExpect, type Page } from '@playwright/test';
import { screenshotter } from '../funding/funding-journey';
import { alphaApi, approvedInvestor } from '../support/api';
import { test } from '../support/test';
import { fundByCard, signedInBrowser } from '../trading/trading-setup';
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

test('an investor finds an open Reg CF offering, is refused an amount above their limit, commits, cancels and commits again', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const api = alphaApi(request);
  const name = `Sunroof ${randomBytes(2).toString('hex')}`;
  const offeringId = await openRegCfOffering(api, name);
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
  await expect(card.getByText('0.0000 raised of 50,000.0000 USD')).toBeVisible();
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

  await page.goto(`/offerings/${offeringId}`);
  await subscribe(page, '80', '200.0000');
  await page.getByRole('link', { name: 'See my investments' }).click();
  await expect(commitments.getByRole('row', { name: new RegExp(name) })).toHaveCount(2);
  await expect(commitments.getByRole('row').filter({ hasText: 'Active' })).toContainText('200.0000 USD');
  await page.goto(`/offerings/${offeringId}`);
  await expect(page.getByText('200.0000 raised of 50,000.0000 USD')).toBeVisible();
  await shot('raised');
  expect(errors).toEqual([]);
  await close();
});
