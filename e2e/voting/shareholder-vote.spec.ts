import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { acceptCurrentTerms, alphaAdmin, alphaApi, alphaOrigin, approvedInvestor } from '../support/api';
import { expect, test } from '../support/test';
import { depositBmn, signedInBrowser } from '../trading/trading-setup';

/** Screenshots of the journey, numbered in order, in test-results. */
function screenshotter() {
  let count = 0;
  return async (page: Page, name: string) => {
    count += 1;
    await page.screenshot({ path: `test-results/voting-${count}-${name}.png`, fullPage: true });
  };
}

const day = 24 * 3_600_000;

/** An open resolution of the BMN holders of this moment, put by alpha's administrator through the API. */
async function openProposal(request: APIRequestContext, title: string) {
  const api = alphaApi(request);
  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  const now = new Date();
  return api.post<{ id: string }>(
    'admin/proposals',
    {
      asset: 'BMN',
      title,
      text: 'The board asks the holders to approve moving the annual meeting online.',
      kind: 'resolution',
      record_date: now.toISOString(),
      opens_at: now.toISOString(),
      closes_at: new Date(now.getTime() + 7 * day).toISOString(),
      quorum_percent: 0,
    },
    adminToken,
  );
}

const ballot = (page: Page) => page.getByRole('radiogroup', { name: 'Your choice' });
const receipt = (page: Page) => page.getByTestId('ballot-receipt');

test('a holder votes, keeps the receipt, sees the live totals and changes the vote; an administrator puts a new question', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const shot = screenshotter();
  const api = alphaApi(request);
  const holder = await approvedInvestor(api);
  await depositBmn(api, request, holder.token, '40');
  const title = `Hold the ${Date.now()} annual meeting online`;
  const proposal = await openProposal(request, title);

  const investor = await signedInBrowser(browser, holder);
  const { page: voter } = investor;
  await voter.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Votes' }).click();
  await expect(voter.getByRole('heading', { level: 1, name: 'Shareholder votes' })).toBeVisible();
  const listed = voter.getByRole('list', { name: 'Your proposals' }).getByRole('listitem').filter({ hasText: title });
  await expect(listed).toContainText('Your weight: 40.0000 BMN');
  await expect(listed).toContainText('Your vote: Not voted yet');
  await shot(voter, 'list');

  await listed.getByRole('link', { name: title }).click();
  await expect(voter).toHaveURL(`${alphaOrigin}/votes/${proposal.id}`);
  await expect(voter.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(voter.getByText('40.0000 BMN', { exact: true })).toBeVisible();
  await ballot(voter).getByRole('radio', { name: 'For' }).focus();
  await voter.keyboard.press('Space');
  await expect(ballot(voter).getByRole('radio', { name: 'For' })).toBeChecked();
  await voter.getByRole('button', { name: 'Cast my vote' }).click();
  await expect(voter.getByText('Your vote is recorded.')).toBeVisible();
  await expect(receipt(voter)).toContainText('For · 40.0000 BMN');
  await expect(receipt(voter)).toContainText('Version 1');
  const firstHash =
    (await receipt(voter)
      .getByText(/^[0-9a-f]{64}$/)
      .textContent()) ?? '';
  await expect(voter.getByRole('progressbar', { name: /^For: 40\.0000 BMN · 100 %/ })).toBeVisible();
  await expect(voter.getByRole('progressbar', { name: /^Against: 0\.0000 BMN · 0 %/ })).toBeAttached();
  await expect(voter.getByText('Quorum reached')).toBeVisible();
  await shot(voter, 'voted');
  await expect(voter.getByText('Your vote is recorded.')).toBeHidden({ timeout: 10_000 });
  await expectNoSeriousAccessibilityViolations(voter);

  await ballot(voter).getByRole('radio', { name: 'For' }).focus();
  await voter.keyboard.press('ArrowDown');
  await expect(ballot(voter).getByRole('radio', { name: 'Against' })).toBeChecked();
  await voter.getByRole('button', { name: 'Change my vote' }).click();
  await expect(receipt(voter)).toContainText('Against · 40.0000 BMN');
  await expect(receipt(voter)).toContainText('Version 2');
  await expect(receipt(voter).getByText(/^[0-9a-f]{64}$/)).not.toHaveText(firstHash);
  await expect(voter.getByRole('progressbar', { name: /^Against: 40\.0000 BMN · 100 %/ })).toBeVisible();
  await expect(voter.getByRole('progressbar', { name: /^For: 0\.0000 BMN · 0 %/ })).toBeAttached();
  await shot(voter, 'changed');
  await voter.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(voter.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await shot(voter, 'changed-light');
  await voter.getByRole('link', { name: 'All votes' }).click();
  await expect(listed).toContainText('Your vote: Against');
  await investor.close();
  expect(investor.errors).toEqual([]);

  await acceptCurrentTerms(api, await api.signIn(alphaAdmin.email, alphaAdmin.password));
  await page.goto(`${alphaOrigin}/admin/proposals`);
  await page.getByLabel('Email').fill(alphaAdmin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(alphaAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Proposals' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('1 / ');
  await page.getByRole('link', { name: 'New proposal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New proposal' })).toBeVisible();
  await page.getByRole('button', { name: 'Create and tell the holders' }).click();
  await expect(page.getByText('Enter the title')).toBeVisible();
  const choice = `Choose the ${Date.now()} auditor`;
  await page.getByLabel('Asset').fill('bmn');
  await page.getByLabel('Title').fill(choice);
  await page.getByLabel('Text of the proposal').fill('Three firms bid for the audit of the coming year.');
  await page.getByRole('radio', { name: 'Choice among options' }).check();
  await page.getByRole('textbox', { name: 'Options' }).fill('Smith & Co\nJones LLP\nBrown Partners');
  await page.getByLabel('Quorum (%)').fill('10');
  await shot(page, 'admin-form');
  await page.getByRole('button', { name: 'Create and tell the holders' }).click();
  await expect(page.getByText('The proposal is created; its holders are told by mail.')).toBeVisible();
  await expect(page).toHaveURL(`${alphaOrigin}/admin/proposals`);
  await expect(page.getByRole('row', { name: new RegExp(choice) })).toContainText('Open');
  await shot(page, 'admin-list');
  await expect(page.getByText('The proposal is created; its holders are told by mail.')).toBeHidden({
    timeout: 10_000,
  });
  await expectNoSeriousAccessibilityViolations(page);
});
