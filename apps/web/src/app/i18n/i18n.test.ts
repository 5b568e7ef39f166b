import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyWording, initI18n, loadTexts } from './i18n';

describe('texts', () => {
  it('loads the texts of a later page and applies the tenant wording to them too', async () => {
    initI18n();
    applyWording({ 'signIn.title': 'Log in', 'dashboard.pageTitle': 'Home' });
    expect(i18next.t('signIn.title')).toBe('Log in');
    expect(i18next.exists('dashboard.pageTitle')).toBe(false);

    await loadTexts('app');
    expect(i18next.t('dashboard.pageTitle')).toBe('Home');
    expect(i18next.t('security.title')).toBe('Security');
  });
});

describe("another domain's wording", () => {
  it('replaces the wording before it, so a key it leaves alone reads as in English', async () => {
    initI18n();
    await loadTexts('app');
    applyWording({ 'signIn.title': 'Log in', 'dashboard.pageTitle': 'Home' });
    applyWording({ 'dashboard.pageTitle': 'Overview' });
    expect(i18next.t('signIn.title')).toBe('Sign in');
    expect(i18next.t('dashboard.pageTitle')).toBe('Overview');
  });
});

describe('texts that show a count', () => {
  it('say one thing in the singular and several in the plural', async () => {
    initI18n();
    await Promise.all([loadTexts('trading'), loadTexts('onboarding'), loadTexts('funding')]);
    const t = i18next.t as (key: string, options: Record<string, unknown>) => string;
    const both = (key: string, options: Record<string, unknown> = {}) =>
      [1, 2].map((count) => t(key, { ...options, count }));

    expect(both('trading.orders.cancelAllConfirm')).toEqual(['Cancel 1 open order?', 'Cancel 2 open orders?']);
    expect(both('trading.cancelAllResult', { cancelled: 0 })).toEqual([
      '0 of 1 order cancelled.',
      '0 of 2 orders cancelled.',
    ]);
    expect(
      both('trading.chart.summary', { market: 'ACME-USD', period: '1 hour', close: '101.50', quote: 'USD' }),
    ).toEqual([
      'ACME-USD price chart: 1 candle of 1 hour. It closed at 101.50 USD.',
      'ACME-USD price chart: 2 candles of 1 hour each. The last closed at 101.50 USD.',
    ]);
    expect(both('inactivity.body')).toEqual([
      'For your security, we signed you out after 1 minute without activity.',
      'For your security, we signed you out after 2 minutes without activity.',
    ]);
    expect(both('onboarding.progressLabel', { done: 1 })).toEqual(['1 of 1 step done', '1 of 2 steps done']);
    expect(both('funding.metamask.warning').map((text) => text.match(/after \d+ \w+;/)?.[0])).toEqual([
      'after 1 confirmation;',
      'after 2 confirmations;',
    ]);
  });

  it("take a domain's wording of the text named before it had plural forms, for any count", async () => {
    initI18n();
    await loadTexts('trading');
    applyWording({ 'trading.orders.cancelAllConfirm': 'Withdraw {{count}} offer(s)?' });
    expect(i18next.t('trading.orders.cancelAllConfirm', { count: 1 })).toBe('Withdraw 1 offer(s)?');
    expect(i18next.t('trading.orders.cancelAllConfirm', { count: 2 })).toBe('Withdraw 2 offer(s)?');

    applyWording({ 'trading.orders.cancelAllConfirm_one': 'Withdraw your offer?' });
    expect(i18next.t('trading.orders.cancelAllConfirm', { count: 1 })).toBe('Withdraw your offer?');
    expect(i18next.t('trading.orders.cancelAllConfirm', { count: 2 })).toBe('Cancel 2 open orders?');
  });
});
