import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { uploadDocument } from '../onboarding/onboarding-flow';
import { acceptCurrentTerms, alphaAdmin, alphaApi, alphaOrigin, investorAtDocuments } from '../support/api';
import { expect, test } from '../support/test';

const reason = 'The photo is blurred: take it again in daylight';

async function expectNoAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([]);
}

test('an administrator asks an investor to upload a document again, and the investor sees why', async ({
  page,
  request,
}) => {
  const api = alphaApi(request);
  const investor = await investorAtDocuments(api);
  const investorName = `${investor.firstName} ${investor.lastName}`;

  await page.setContent(
    `<div id="card" style="width:420px;height:260px;padding:24px;font:16px sans-serif;background:#e8eef7;color:#13294b">
      <h2 style="margin:0 0 16px">PASSPORT</h2><p>${investorName}</p><p>No. X1234567 · United States</p></div>`,
  );
  const passport = await page.locator('#card').screenshot();
  const upload = await api.upload<{ document: { id: string } }>(
    'registration/documents',
    {
      user_document_type_id: '1',
      collection: 'front',
      step: 'user_documents',
      file: { name: 'passport.png', mimeType: 'image/png', buffer: passport },
    },
    investor.token,
  );
  const documentId = upload.document.id;

  await acceptCurrentTerms(api, await api.signIn(alphaAdmin.email, alphaAdmin.password));
  await page.goto(`${alphaOrigin}/admin/onboarding`);
  await page.getByLabel('Email').fill(alphaAdmin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(alphaAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Onboarding review', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Console' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Onboarding review' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: 'test-results/admin-onboarding-users.png', fullPage: true });

  await page.getByRole('link', { name: investorName }).click();
  await expect(page.getByRole('heading', { name: investorName, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of Passport (front)' })).toBeVisible();
  await page.getByRole('button', { name: 'Request re-upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for Passport (front) again' });
  await dialog.getByRole('button', { name: 'Request re-upload' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await page.screenshot({ path: 'test-results/admin-review-modal.png' });
  await dialog.getByRole('button', { name: 'Request re-upload' }).click();
  await expect(page.getByText('Your decision was saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Re-upload requested')).toBeVisible();
  await expect(page.getByRole('cell', { name: reason })).toBeVisible();
  await expect(page.getByText('Your decision was saved.')).toBeHidden({ timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/admin-onboarding-user.png', fullPage: true });
  await expectNoAccessibilityViolations(page);

  const investorToken = await api.signIn(investor.email, investor.password);
  const { items: documents } = await api.get<{ items: { id: string }[] }>('registration/documents', investorToken);
  expect(documents.find((document) => document.id === documentId)).toMatchObject({
    status: 'reupload_requested',
    status_reason: reason,
  });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${alphaOrigin}/`);
  await page.goto(`${alphaOrigin}/admin/onboarding`);
  await page.getByLabel('Email').fill(investor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(investor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${alphaOrigin}/dashboard`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Invite friends' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Console' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const checklist = page.getByRole('region', { name: 'What is still needed' });
  await expect(checklist.getByText('A document needs to be uploaded again.')).toBeVisible();
  await expect(checklist.getByText(`Reviewer’s note: ${reason}`)).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Upload documents' }).first()).toHaveAttribute(
    'href',
    '/finish-profile/user-documents',
  );
  await page.screenshot({ path: 'test-results/checklist-dashboard-dark.png', fullPage: true });
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.screenshot({ path: 'test-results/checklist-dashboard-light.png', fullPage: true });
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'What is still needed' }).getByText(reason, { exact: false }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/checklist-account-settings.png', fullPage: true });

  await page
    .getByRole('region', { name: 'What is still needed' })
    .getByRole('link', { name: 'Upload documents' })
    .first()
    .click();
  await expect(page).toHaveURL(`${alphaOrigin}/finish-profile/user-documents`);
  await expect(page.getByText(`Please upload this document again: ${reason}`)).toBeVisible();
  await uploadDocument(page, /Upload your identity document/, /^Passport$/);
  await page.screenshot({ path: 'test-results/admin-reupload-by-investor.png', fullPage: true });
  const { items: after } = await api.get<{ items: { status: string }[] }>('registration/documents', investorToken);
  expect(after.map((document) => document.status)).toEqual(['reupload_requested', 'pending']);
});
