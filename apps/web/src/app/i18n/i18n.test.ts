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
