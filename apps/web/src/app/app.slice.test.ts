import type { DomainSettings } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { appSlice, legalTermsChecked, settingsFailed, settingsLoaded, themeTypeChanged } from './app.slice';

const reduce = appSlice.reducer;

const settings: DomainSettings = {
  id: 'tenant-1',
  wording: {},
  company_name: 'Acme Invest',
  terms_url: 'https://acme.example/terms',
  favicon: null,
  theme_config: { page_background_color: '#000000' },
  configs: {},
  meta_tags: [],
};

describe('app slice', () => {
  it('defaults to the dark theme and five minutes of allowed inactivity', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(state.themeType).toBe('dark');
    expect(state.allowedInactiveInMinutes).toBe(5);
    expect(state.showLegalTerms).toEqual({ show: false, accept: false, accepted_at: null });
    expect(state.showServicePrivacy).toEqual({ show: false, accept: false, accepted_at: null });
  });

  it('keeps the tenant settings and their theme', () => {
    const failed = reduce(undefined, settingsFailed());
    expect(failed.appFailedOnStart).toBe(true);
    const state = reduce(failed, settingsLoaded(settings));
    expect(state.settings).toEqual(settings);
    expect(state.theme).toEqual(settings.theme_config);
    expect(state.appFailedOnStart).toBe(false);
  });

  it('switches between dark and light', () => {
    expect(reduce(undefined, themeTypeChanged('light')).themeType).toBe('light');
  });

  it('asks for the legal terms until they are accepted', () => {
    const pending = reduce(undefined, legalTermsChecked({ accepted: false, accepted_at: null }));
    expect(pending.showLegalTerms).toEqual({ show: true, accept: false, accepted_at: null });
    const accepted = reduce(pending, legalTermsChecked({ accepted: true, accepted_at: '2024-05-01T00:00:00Z' }));
    expect(accepted.showLegalTerms).toEqual({ show: false, accept: true, accepted_at: '2024-05-01T00:00:00Z' });
  });
});
