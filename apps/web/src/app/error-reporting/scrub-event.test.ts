import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent, scrubText } from './scrub-event';

describe('the error report scrubber', () => {
  it.each([
    ['Invalid email ada.lovelace+invest@example.co.uk', 'Invalid email [email]'],
    ['Insufficient funds for $1,250.50', 'Insufficient funds for [amount]'],
    ['Balance 1250.5 USD too low', 'Balance [amount] too low'],
    ['Sold 0.00420000 BTC', 'Sold [amount]'],
    ['Order of 12,000 shares', 'Order of [amount] shares'],
    ['Card 4111 1111 1111 1111 declined', 'Card [number] declined'],
    ['Call +1 555-123-4567', 'Call +[number]'],
    ['Born 1990-05-17', 'Born [number]'],
  ])('takes out what looks like personal data or an amount: %s', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it.each([
    'Request failed with status code 500',
    'Loading chunk 42 failed (https://main.test/assets/app-3f9a1c.js)',
    'Release 1.49.1',
    "Cannot read properties of undefined (reading 'price')",
  ])('leaves what says what broke: %s', (text) => {
    expect(scrubText(text)).toBe(text);
  });

  it("strips the request's headers, cookies, query and body, and the user", () => {
    const event = {
      type: undefined,
      event_id: 'abc',
      user: { id: '42', email: 'ada@example.com', ip_address: '203.0.113.9' },
      request: {
        url: 'https://main.test/funding?amount=500&email=ada@example.com#card',
        headers: { 'User-Agent': 'Firefox', Referer: 'https://main.test/?q=ada' },
        cookies: { session: 'secret' },
        query_string: 'amount=500',
        data: { amount: '500.00' },
      },
      message: 'Deposit of $500.00 failed for ada@example.com',
      exception: { values: [{ type: 'Error', value: 'Limit 5,000,000 reached', stacktrace: { frames: [] } }] },
      extra: { note: { who: 'ada@example.com' } },
      tags: { page: 'funding' },
      release: '1.49.1',
    } as ErrorEvent;
    expect(scrubEvent(event)).toEqual({
      type: undefined,
      event_id: 'abc',
      request: { url: 'https://main.test/funding' },
      message: 'Deposit of [amount] failed for [email]',
      exception: { values: [{ type: 'Error', value: 'Limit [amount] reached', stacktrace: { frames: [] } }] },
      extra: { note: { who: '[email]' } },
      tags: { page: 'funding' },
      release: '1.49.1',
    });
  });

  it("drops breadcrumbs' typed values and logged arguments, and the query of their addresses", () => {
    expect(
      scrubBreadcrumb({
        category: 'console',
        message: 'saved ada@example.com',
        data: { arguments: ['ada@example.com', 500], logger: 'console' },
      }),
    ).toEqual({ category: 'console', message: 'saved [email]', data: { logger: 'console' } });
    expect(
      scrubBreadcrumb({ category: 'ui.input', message: 'input[name="amount"]', data: { value: '250.00' } }),
    ).toEqual({ category: 'ui.input', message: 'input[name="amount"]', data: {} });
    expect(
      scrubBreadcrumb({
        category: 'fetch',
        data: { method: 'GET', url: '/v1/search-user?email=ada@example.com', status_code: 200 },
      }),
    ).toEqual({ category: 'fetch', data: { method: 'GET', url: '/v1/search-user', status_code: 200 } });
    expect(scrubBreadcrumb({ category: 'navigation', data: { from: '/a?x=1', to: '/b#y' } }).data).toEqual({
      from: '/a',
      to: '/b',
    });
  });
});
