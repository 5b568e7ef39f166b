import { expect as baseExpect } from '@playwright/test';
import { signIn } from '../accessibility/route-check';
import { screenshotter } from '../funding/funding-journey';
import { alphaAdmin, alphaApi, alphaOrigin, approvedInvestor } from '../support/api';
import { test } from '../support/test';

/** This machine builds pages slowly while the server works: each check waits up to 20 seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** The new passport's file: a real PNG padded past 600 KB, so it goes up in three chunks of 256 KB at most. */
const newPassportBytes = 700 * 1024;

test('an investor replaces an expired passport in chunks, watches the upload reach 100%, and sees the new one in review', async ({
  page,
  request,
}) => {
  const api = alphaApi(request);
  const investor = await approvedInvestor(api);
  const token = await api.signIn(investor.email, investor.password);
  await expect
    .poll(async () => (await api.get<{ status: string }>('registration/kyc', token)).status)
    .not.toBe('pending');
  const { items } = await api.get<{ items: { id: string; type_name: string }[] }>('account/documents', token);
  const passport = items.find((item) => item.type_name === 'Passport');
  if (!passport) throw new Error('The approved investor has no passport');
  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  await api.post(
    `admin/onboarding/documents/${passport.id}/review`,
    { action: 'mark_expired', reason: 'The passport expired last month' },
    adminToken,
  );

  await page.setContent(
    `<div id="card" style="width:420px;height:260px;padding:24px;font:16px sans-serif;background:#e8eef7;color:#13294b">
      <h2 style="margin:0 0 16px">PASSPORT</h2><p>${investor.firstName} ${investor.lastName}</p><p>No. Y7654321</p></div>`,
  );
  const image = await page.locator('#card').screenshot();
  const file = Buffer.concat([image, Buffer.alloc(newPassportBytes - image.length, 0)]);

  await signIn(page, alphaOrigin, investor);
  const { shot, inBothThemes } = screenshotter(page, 'replace-document');
  await page.goto(`${alphaOrigin}/account/documents`);
  await expect(page.getByRole('heading', { name: 'Your documents', level: 1 })).toBeVisible();
  const documents = page.getByTestId('account-document');
  await expect(documents).toHaveCount(1);
  await expect(documents.first().getByText('Expired', { exact: true })).toBeVisible();
  await expect(documents.first().getByText('Expires 2031-06-30')).toBeVisible();
  await expect(documents.first().getByText('Reason: The passport expired last month')).toBeVisible();
  await inBothThemes('expired');

  await page.getByRole('button', { name: 'Replace Passport' }).click();
  const form = page.getByRole('region', { name: 'Replace your Passport' });
  await form.getByRole('combobox', { name: 'Type of document' }).click();
  await page.getByRole('option', { name: 'Passport' }).click();
  await form.getByLabel('Document number').fill('Y7654321');
  await form.getByRole('combobox', { name: 'Issuing country' }).fill('United States');
  await page
    .getByRole('option', { name: /United States/ })
    .first()
    .click();
  await form.getByLabel('Expiry date').fill('2034-01-31');
  await form.getByLabel('Expiry date').press('Tab');
  await form.locator('input[type="file"]').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: file });
  await shot('form');
  await form.getByRole('button', { name: 'Upload and replace' }).click();

  const progress = form.getByRole('progressbar', { name: 'Upload of the new document' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(form.getByText('100% sent')).toBeVisible();
  await expect(form.getByText('Your new document is uploaded and waits for review.')).toBeVisible();
  await expect(documents).toHaveCount(2);
  await expect(documents.nth(0).getByText('In review')).toBeVisible();
  await expect(documents.nth(0).getByText('Expires 2034-01-31')).toBeVisible();
  await expect(documents.nth(1).getByText('Replaced')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace Passport' })).toHaveCount(0);
  await inBothThemes('replaced');

  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeHidden();
  const download = page.waitForEvent('download');
  await documents.nth(0).getByRole('button', { name: 'Download Passport' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Passport-\d{4}-\d{2}-\d{2}\.png$/);
});
