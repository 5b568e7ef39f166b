import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect as baseExpect } from '@playwright/test';
import { screenshotter } from '../funding/funding-journey';
import { e2ePort } from '../playwright.config';
import { type AlphaApi, acceptCurrentTerms, alphaAdmin, approvedInvestor, domainApi } from '../support/api';
import { test } from '../support/test';
import { newInvestor } from '../support/users';

/** This machine builds pages slowly while the server works: each check waits up to 20 seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** The domain of serve.mjs that pays referral rewards on approval, administered by alpha's administrator. */
const bonusOrigin = `http://bonus.localhost:${e2ePort}`;

/** The investor deposits BMN through the sandbox desk, and it completes: their first deposit. */
async function depositBmn(api: AlphaApi, request: APIRequestContext, token: string) {
  const { user } = await api.post<{ user: { investor_id: string; email: string } }>('me', {}, token);
  const response = await request.post('/v1/bmn/deposit', {
    headers: { origin: bonusOrigin, authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      name: 'Marie Curie',
      email: user.email,
      bmn_wallet_address: 'VJLCBiEj1G8hXFiwTmVz2mzPmQ4n1NjX8AsxDLPqoNEeJfrR1BCuPXWmP4eZ5uCK6M7XNpTRZfyXWbzE',
      amount_to_deposit: '20',
      dg_id: user.investor_id,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  await expect
    .poll(async () => {
      const dashboard = await api.get<{ balances: { asset: string; available: string }[] }>('dashboard', token);
      return dashboard.balances.find((balance) => balance.asset === 'BMN')?.available;
    })
    .toBe('20');
}

test('an administrator reads the dashboard and reports, pays a bonus that the audit trail records, and opens the gas station', async ({
  page,
  request,
}) => {
  const api = domainApi(request, bonusOrigin);
  const inviter = await approvedInvestor(api);
  const { code } = await api.get<{ code: string }>('invites/actives', inviter.token);
  const friend = newInvestor();
  const invitee = await approvedInvestor(api, { email: friend.email, referral_code: code });
  await depositBmn(api, request, invitee.token);
  const inviterName = `${inviter.firstName} ${inviter.lastName}`;

  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  await acceptCurrentTerms(api, adminToken);
  await page.goto(`${bonusOrigin}/admin`);
  await page.getByLabel('Email').fill(alphaAdmin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(alphaAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const { shot, inBothThemes } = screenshotter(page, 'admin-reports');
  const section = (name: string) =>
    page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name, exact: true });
  await expect(section('Dashboard')).toHaveAttribute('aria-current', 'page');
  const signups = page.getByText('Sign-ups · Today').locator('..');
  await expect(signups).toContainText('3');
  await expect(page.getByText('Completed deposits · Today').locator('..')).toContainText('1 deposit');
  await expect(page.getByRole('heading', { name: 'Sign-ups and deposits per day' })).toBeVisible();
  await inBothThemes('dashboard');

  await section('Reports').click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'New users', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Onboarding funnel' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Users of the range who completed each onboarding step' }),
  ).toContainText('Agreement');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^new-users-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Signed up (UTC),User id,Email');
  expect(csv).toContain(inviter.email);
  expect(csv).toContain(friend.email);
  await inBothThemes('new-users');

  await page.getByRole('tab', { name: 'Ledger' }).click();
  await expect(page.getByRole('table', { name: 'Balances of the domain’s ledger by asset' })).toContainText('BMN');
  await page.getByRole('button', { name: 'Reconcile now' }).click();
  await expect(page.getByText('Everything adds up.')).toBeVisible();
  await inBothThemes('ledger');
  await page.getByRole('tab', { name: 'Suitability files' }).click();
  await expect(page.getByRole('table', { name: 'Investors who answered the suitability questions' })).toContainText(
    inviter.email,
  );
  await inBothThemes('suitability');

  await section('Bonuses').click();
  await expect(page.getByRole('heading', { name: 'Bonuses', level: 1 })).toBeVisible();
  const bonuses = page.getByRole('table', { name: 'Users with a bonus due' });
  await expect(bonuses.getByRole('row').filter({ hasText: inviter.email })).toContainText('25.00 USD');
  await expect(bonuses.getByRole('row').filter({ hasText: friend.email })).toContainText('10.00 USD');
  await inBothThemes('bonuses');
  await bonuses.getByRole('button', { name: `Pay the bonus of ${inviterName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pay a bonus to ${inviterName}` });
  await expect(dialog.getByLabel('Amount to pay (USD)')).toHaveValue('25.00');
  await expect(dialog.getByRole('button', { name: 'Pay 25.00 USD' })).toBeDisabled();
  await dialog.getByLabel(`I confirm that ${inviterName} should receive this amount now.`).check();
  await shot('pay-bonus');
  await dialog.getByRole('button', { name: 'Pay 25.00 USD' }).click();
  await expect(page.getByText(`The bonus is in ${inviterName}’s balance.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(bonuses.getByRole('row').filter({ hasText: inviter.email })).toHaveCount(0);
  await expect(bonuses.getByRole('row').filter({ hasText: friend.email })).toContainText('10.00 USD');

  const inviterToken = await api.signIn(inviter.email, inviter.password);
  const { user } = await api.post<{ user: { id: string } }>('me', {}, inviterToken);
  const trail = await api.get<{ items: { action: string; actor_email: string | null }[] }>(
    `admin/audit?user_id=${user.id}`,
    await api.signIn(alphaAdmin.email, alphaAdmin.password),
  );
  expect(trail.items).toContainEqual(expect.objectContaining({ action: 'user.bonus', actor_email: alphaAdmin.email }));
  const dashboard = await api.get<{ balances: { asset: string; available: string }[] }>('dashboard', inviterToken);
  expect(dashboard.balances.find((balance) => balance.asset === 'USD')?.available).toMatch(/^25(\.0+)?$/);

  await section('Gas station').click();
  await expect(page.getByRole('heading', { name: 'Gas station', level: 1 })).toBeVisible();
  await expect(page.getByText('Gas station balance')).toBeVisible();
  await expect(page.getByLabel('Threshold (ETH)')).toHaveValue('0.005');
  await page.getByRole('button', { name: 'Start a sweep' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start a sweep?' });
  await confirm.getByRole('button', { name: 'Start sweep' }).click();
  await expect(page.getByText('Sweep started', { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Sweep started \d{4}-/)).toBeVisible();
  await inBothThemes('gas-station');
});
