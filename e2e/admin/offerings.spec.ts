import { randomBytes } from 'node:crypto';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility';
import { acceptCurrentTerms, alphaAdmin, alphaApi, alphaOrigin, investorAtDocuments } from '../support/api';
import { expect, test } from '../support/test';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const asset = () => `E2E${randomBytes(2).toString('hex').toUpperCase()}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

interface ListedOffering {
  id: string;
  name: string;
  state: string;
  risk_text: string;
  is_notify: boolean;
}

test.use({ expectedFailures: /status of 400/ });

test('an administrator creates an offering, files its circular, posts an update and opens it; investors see it and ask to hear of an upcoming one', async ({
  page,
  request,
}) => {
  test.slow();
  const api = alphaApi(request);
  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  await acceptCurrentTerms(api, adminToken);
  const name = `Nova Robotics ${asset()}`;

  await page.goto(`${alphaOrigin}/admin/offerings`);
  await page.getByLabel('Email').fill(alphaAdmin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(alphaAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Offerings', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Offerings' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'New offering' }).click();
  await expect(page.getByRole('heading', { name: 'New offering', level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Offering name').fill(name);
  await page.getByLabel("Issuer's name").fill('Nova Robotics Inc.');
  await page.getByLabel('Summary').fill('Warehouse robots that pick and pack.');
  await page.getByLabel('Share code').fill(asset());
  await page.getByLabel('Price per share (USD)').fill('2.50');
  await page.getByLabel('Minimum investment (USD)').fill('100');
  await page.getByLabel('Target raise (USD)').fill('50000');
  await page.getByLabel('Maximum raise (USD)').fill('1000');
  await page.getByLabel('Opens at').fill(inDays(1));
  await page.getByLabel('Closes at').fill(inDays(30));
  await page.getByLabel('Risk factors').fill('You may lose all you invest.\n\nThe shares may never trade.');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('The maximum raise must be at least the target')).toBeVisible();
  await page.getByLabel('Maximum raise (USD)').fill('1000000');
  await page.screenshot({ path: 'test-results/admin-offering-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Create draft' }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  const documentsCard = page.getByRole('region', { name: 'Documents' });
  await documentsCard
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Offering circular.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(documentsCard.getByLabel('Title')).toHaveValue('Offering circular');
  await documentsCard.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('The document was filed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Offering circular' })).toBeVisible();

  const updates = page.getByRole('region', { name: 'Issuer updates' });
  await updates.getByLabel('Title').fill('First robots shipped');
  await updates.getByLabel('Update').fill('Forty units went to our first customer.');
  await updates.getByRole('button', { name: 'Post update' }).click();
  await expect(updates.getByText('Forty units went to our first customer.')).toBeVisible();

  await page.getByRole('button', { name: 'Open now' }).click();
  const dialog = page.getByRole('dialog', { name: `Open ${name} now?` });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Done: the offering is Open.')).toBeVisible();
  await expect(page.getByText('Draft → Open')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/admin-offering.png', fullPage: true });
  await expectNoSeriousAccessibilityViolations(page);

  const investor = await investorAtDocuments(api);
  const { items } = await api.get<{ items: ListedOffering[] }>('ipo?state=open&limit=100', investor.token);
  const opened = items.find((item) => item.name === name);
  expect(opened).toMatchObject({
    state: 'open',
    risk_text: 'You may lose all you invest.\n\nThe shares may never trade.',
  });
  const documents = await api.get<{ items: { title: string }[] }>(`ipo/${opened?.id}/documents`, investor.token);
  expect(documents.items.map((document) => document.title)).toEqual(['Offering circular']);
  const posted = await api.get<{ items: { title: string }[] }>(`ipo/${opened?.id}/updates`, investor.token);
  expect(posted.items.map((update) => update.title)).toEqual(['First robots shipped']);

  const adminSession = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  const upcoming = await api.post<{ id: string }>(
    'admin/offerings',
    {
      name: `Helios Fusion ${asset()}`,
      issuer_name: 'Helios Fusion Corp.',
      summary: 'Compact fusion reactors.',
      asset: asset(),
      workflow: 'ipo',
      security_type: 'common_equity',
      price_range: { low: '18', high: '22' },
      min_investment: '500',
      target_raise: '5000000',
      max_raise: '20000000',
      opens_at: `${inDays(14)}:00Z`,
      closes_at: `${inDays(28)}:00Z`,
    },
    adminSession,
  );
  await api.post(`admin/offerings/${upcoming.id}/state`, { to: 'upcoming' }, adminSession);
  const asked = await api.post<ListedOffering>(`ipo/${upcoming.id}/notify`, { notify: true }, investor.token);
  expect(asked.is_notify).toBe(true);
  const { items: announced } = await api.get<{ items: ListedOffering[] }>(
    'ipo?state=upcoming&limit=100',
    investor.token,
  );
  expect(announced.find((item) => item.id === upcoming.id)?.is_notify).toBe(true);
  const withdrawn = await api.post<ListedOffering>(`ipo/${upcoming.id}/notify`, { notify: false }, investor.token);
  expect(withdrawn.is_notify).toBe(false);
});
