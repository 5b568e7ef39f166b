import { signIn } from '../accessibility/route-check';
import { alphaApi, alphaOrigin, registeredInvestor } from '../support/api';
import { expect, test } from '../support/test';

test.use({ expectedFailures: /status of 500/ });

const failure = { success: false, message: 'Unavailable', code: 'API-1' };

test('a signed-in investor ticks "do not show this message again": on every device the refusal then comes as a notification, not a dialog', async ({
  page,
  request,
  browser,
}) => {
  const api = alphaApi(request);
  const investor = await registeredInvestor(api);
  const failContactForm = (target: typeof page) =>
    target.route('**/v1/contactUs', (route) => route.fulfill({ status: 500, json: failure }));
  const send = async (target: typeof page) => {
    await target.goto(`${alphaOrigin}/contact`);
    await target.getByLabel('Subject').fill('A question');
    await target.getByLabel('Your message').fill('Is the service available today?');
    await target.getByRole('button', { name: 'Send message' }).click();
  };

  await signIn(page, alphaOrigin, investor);
  await failContactForm(page);
  await send(page);
  const alert = page.getByRole('dialog', { name: 'Oops!' });
  await expect(alert).toContainText('An error has occurred with your request.');
  await alert.getByLabel('Do not show this message again').check();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect
    .poll(async () =>
      api.get<{ items: string[] }>('ignore-message', await api.signIn(investor.email, investor.password)),
    )
    .toEqual({ items: ['API-1'] });

  const other = await (await browser.newContext()).newPage();
  await signIn(other, alphaOrigin, investor);
  await failContactForm(other);
  const refused = other.waitForResponse('**/v1/contactUs');
  await send(other);
  await refused;
  await other.waitForLoadState('networkidle');
  await expect(other.getByRole('alert').filter({ hasText: 'An error has occurred with your request.' })).toBeVisible();
  await expect(other.getByRole('dialog', { name: 'Oops!' })).toHaveCount(0);
  await other.context().close();
});
