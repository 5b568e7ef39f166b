import { e2ePort } from '../playwright.config';
import { linkFromMail } from '../support/mail';
import { expect, test } from '../support/test';
import { newInvestor } from '../support/users';

/**
 * A domain no other journey signs in to, so these failed sign-ins spend no one else's limits. The
 * browser opens its host; API calls from the test name it in their Origin.
 */
const origin = `http://guard.localhost:${e2ePort}`;

test.use({ expectedFailures: /status of (400|429)/ });

test('an investor whose sign-ins were slowed by wrong guesses signs in at once with the mailed link', async ({
  page,
  request,
}) => {
  const investor = newInvestor();
  const countries = await (await request.get('/v1/countries', { headers: { origin } })).json();
  const country = countries.payload.items.find((item: { country_code: string }) => item.country_code === 'US');
  const registered = await request.post('/v1/register', {
    headers: { origin },
    data: {
      email: investor.email,
      password: investor.password,
      first_name: investor.firstName,
      last_name: investor.lastName,
      user_type: 'Individual',
      country_id: country.id,
    },
  });
  expect(registered.status()).toBe(200);

  await page.goto(`${origin}/sign-in`);
  await page.getByLabel('Email').fill(investor.email);
  const password = page.getByRole('textbox', { name: 'Password' });
  const submit = page.getByRole('button', { name: 'Sign in' });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await password.fill(`Wrong guess ${attempt}`);
    await submit.click();
    await expect(page.getByText('The email or password is incorrect').first()).toBeVisible();
  }
  await password.fill(investor.password);
  await submit.click();
  await expect(page.getByText(/Too many failed sign-ins to this account\. Try again in (30|29) seconds/)).toBeVisible();
  await page.screenshot({ path: 'test-results/sign-in-throttled.png', fullPage: true });

  const link = await linkFromMail(investor.email, '/sign-in');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, origin));
  await expect(page.getByText('This link from your email lets you sign in now')).toBeVisible();
  await page.getByLabel('Email').fill(investor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(investor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/(terms|finish-profile)/);
});
