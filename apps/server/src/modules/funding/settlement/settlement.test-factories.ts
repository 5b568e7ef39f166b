import { randomUUID } from 'node:crypto';
import { call, type TestApp } from '../../../../test/test-app';
import { signWebhook } from './webhook-signature';

/** Test data for settlement: the payment webhook secret of a test app, and webhooks signed with it. */

const webhookSecretText = 'a-webhook-secret-of-at-least-32-characters';

/** The env that gives a test app this payment webhook secret (FUNDING_WEBHOOK_SECRET). */
export const webhookSecretEnv = { FUNDING_WEBHOOK_SECRET: webhookSecretText };

/** The key of that secret, to sign payment webhooks with. */
export const webhookSecret = new TextEncoder().encode(webhookSecretText);

/** Posts a payment webhook signed with `secret` at `at` (the app's secret and clock unless given). */
export function postWebhook(
  t: TestApp,
  secret: Uint8Array,
  webhook: Record<string, unknown>,
  options: { at?: Date } = {},
) {
  const body = JSON.stringify({ event_id: `event-${randomUUID()}`, ...webhook });
  return call(t.api, {
    method: 'POST',
    url: '/v1/funding/webhook',
    headers: { 'content-type': 'application/json', ...signWebhook(secret, body, options.at ?? t.clock.now()) },
    payload: body,
  });
}
