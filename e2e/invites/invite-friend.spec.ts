import { expect as baseExpect } from '@playwright/test';
import { screenshotter } from '../funding/funding-journey';
import { alphaApi, alphaOrigin, approvedInvestor } from '../support/api';
import { matchInMail } from '../support/mail';
import { test } from '../support/test';
import { newInvestor } from '../support/users';
import { fundByCard, signedInBrowser } from '../trading/trading-setup';

/** This machine builds pages slowly while the server works: each check waits up to 20 seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

test('an investor invites a friend, who signs up with the code and funds; both see the reward', async ({
  browser,
  request,
}) => {
  const api = alphaApi(request);
  const inviter = await approvedInvestor(api);
  const ada = await signedInBrowser(browser, inviter);
  const { shot, inBothThemes } = screenshotter(ada.page, 'invites');
  await ada.page.goto('/invites');
  const link = ada.page.getByLabel('Invitation link', { exact: true });
  await expect(link).toHaveValue(/\/sign-up\?ref=[A-Z2-9]{8}$/);
  await expect(
    ada.page.getByText('When someone you invite makes their first deposit, you get 25.00 USD.'),
  ).toBeVisible();

  const friend = newInvestor();
  await ada.page.getByRole('textbox', { name: 'First name' }).fill('Marie');
  await ada.page.getByRole('textbox', { name: 'Last name' }).fill('Curie');
  await ada.page.getByRole('textbox', { name: 'Email' }).fill(friend.email);
  await ada.page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(ada.page.getByText(`We sent your invitation to Marie (${friend.email}).`)).toBeVisible();
  const invitations = ada.page.getByRole('table', { name: 'Your invitations' });
  await expect(invitations.getByRole('row').filter({ hasText: friend.email })).toContainText('Waiting');
  await shot('invited');

  const mailed = await matchInMail(
    friend.email,
    /https?:\/\/[^\s"<>]*\/sign-up\?ref=[A-Z2-9]{8}/,
    'an invitation link',
  );
  const code = new URL(mailed).searchParams.get('ref') as string;
  await baseExpect(link).toHaveValue(new RegExp(`ref=${code}$`));
  const visitor = await browser.newContext({ baseURL: alphaOrigin });
  const page = await visitor.newPage();
  await page.goto(mailed.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByLabel(/Referral code/)).toHaveValue(code);
  await expect(page.getByText(`${inviter.firstName} invited you to Alpha Capital.`, { exact: false })).toBeVisible();
  await visitor.close();

  const invitee = await approvedInvestor(api, { email: friend.email, referral_code: code });
  const marie = await signedInBrowser(browser, { email: friend.email, password: invitee.password });
  await fundByCard(marie.page, '100');
  await marie.page.goto('/dashboard');
  const balances = marie.page.getByRole('table', { name: 'Your balances per asset' });
  await expect(balances.getByRole('row').filter({ hasText: 'USD' })).toContainText('110.00');
  baseExpect(marie.errors).toEqual([]);
  await marie.close();

  await ada.page.reload();
  await expect(ada.page.getByRole('heading', { name: '25.00 USD' })).toBeVisible();
  await expect(ada.page.getByText('From 1 invitee’s first deposit.')).toBeVisible();
  await ada.page.getByRole('radiogroup', { name: 'Show' }).getByText('Joined', { exact: true }).click();
  await expect(invitations.getByRole('row').filter({ hasText: friend.email })).toContainText('Paid');
  await inBothThemes('rewarded');
  baseExpect(ada.errors).toEqual([]);
  await ada.close();
});
