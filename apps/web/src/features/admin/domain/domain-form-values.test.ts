import type { EditableDomainSettings } from '@invest/contracts';
import { updateDomainSettingsRequestSchema } from '@invest/contracts/tenants';
import { describe, expect, it } from 'vitest';
import { formErrorsOf, hasErrorUnder, type RowMessages } from './domain-form-errors';
import { formValuesOf, requestOf, themeOf } from './domain-form-values';

const logo = '/v1/ihq/domains/assets/00000000-0000-4000-8000-000000000000.0123456789abcdef.png';

const bankAccount = {
  beneficiary_name: 'Alpha Client Funds',
  bank_name: 'First Test Bank',
  account_number: '000123456789',
  routing_number: '123456780',
  bank_address: '1 Test Plaza, New York',
};

const settings: EditableDomainSettings = {
  id: 'tenant-1',
  company_name: 'Alpha Capital',
  terms_url: 'https://alpha.example/terms',
  theme_config: { link_color: '#8ab4ff', logo, logo_height: 40 },
  configs: { support_email: 'help@alpha.example', referral_reward: '25.00', max_sessions: 3, session_recording: true },
  meta_tags: [{ property: 'og:site_name', content: 'Alpha' }],
  wording: { 'signIn.title': 'Log in' },
  registration_steps: null,
  ipo_restriction: {
    last_allowed_step: 'details',
    restrict: { nationality: ['France'] },
    ipo_closed: false,
    finish_profile_redirection_path: '/dashboard',
  },
  payment_rules: [],
  bank_account: bankAccount,
};

const messages: RowMessages = {
  required: 'Required',
  duplicate: 'Twice',
  wordingKey: 'Bad text key',
  configKey: 'Bad name',
  number: 'Enter a number',
};

describe("the form's values of the domain settings", () => {
  it('give back the settings the domain holds, as the request that saves them', () => {
    expect(requestOf(formValuesOf(settings))).toEqual({
      company_name: 'Alpha Capital',
      terms_url: 'https://alpha.example/terms',
      theme_config: settings.theme_config,
      configs: settings.configs,
      meta_tags: settings.meta_tags,
      wording: settings.wording,
      registration_steps: null,
      payment_rules: [],
      ipo_restriction: settings.ipo_restriction,
      bank_account: bankAccount,
    });
  });

  it('send a blank terms address, no bank account and no restriction as null, which removes them', () => {
    const values = formValuesOf(settings);
    const request = requestOf({
      ...values,
      terms_url: ' ',
      has_bank_account: false,
      has_ipo_restriction: false,
    });
    expect(request).toMatchObject({ terms_url: null, bank_account: null, ipo_restriction: null });
    expect(updateDomainSettingsRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leave blank theme fields out and carry the logo height as a number', () => {
    const values = formValuesOf(settings).theme_config;
    expect(themeOf({ ...values, link_color: '  ', page_background_color: '#0b1016', logo_height: '' })).toEqual({
      logo,
      page_background_color: '#0b1016',
    });
  });

  it('carry each setting as the kind its row says, a number that is none staying text for the schema to refuse', () => {
    const values = formValuesOf(settings);
    const configs = [
      { key: 'limit', kind: 'number' as const, text: '12.5', isOn: false },
      { key: 'label', kind: 'text' as const, text: '12.5', isOn: false },
      { key: 'flag', kind: 'switch' as const, text: '', isOn: false },
      { key: 'unset', kind: 'empty' as const, text: 'ignored', isOn: true },
      { key: 'broken', kind: 'number' as const, text: 'twelve', isOn: false },
    ];
    expect(requestOf({ ...values, configs }).configs).toEqual({
      limit: 12.5,
      label: '12.5',
      flag: false,
      unset: null,
      broken: 'twelve',
    });
  });

  it("start the domain's own steps from none and send the platform's as null", () => {
    const values = formValuesOf(settings);
    expect(values.has_custom_steps).toBe(false);
    expect(requestOf(values).registration_steps).toBeNull();
    expect(requestOf({ ...values, has_custom_steps: true }).registration_steps).toEqual([]);
  });
});

describe("the form's errors", () => {
  it("put the schema's errors of keyed settings on the rows that hold them", () => {
    const values = {
      ...formValuesOf(settings),
      wording: [
        { key: 'signIn.title', text: 'Log <in>' },
        { key: 'signIn.submit', text: 'Go' },
      ],
    };
    const errors = formErrorsOf(
      {
        'wording.signIn.title': 'Must not contain < or >',
        'configs.support_email': 'Invalid email address',
        'ipo_restriction.restrict.nationality.0': 'Too long',
        'theme_config.link_color': 'Use a hex, rgb() or hsl() colour',
      },
      values,
      messages,
    );
    expect(errors).toEqual({
      'wording.0.text': 'Must not contain < or >',
      'configs.0.text': 'Invalid email address',
      'ipo_restriction.restrict.nationality': 'Too long',
      'theme_config.link_color': 'Use a hex, rgb() or hsl() colour',
    });
  });

  it('name a missing, malformed or repeated key on its row, over what the map made of it', () => {
    const values = {
      ...formValuesOf(settings),
      wording: [
        { key: '', text: 'x' },
        { key: 'sign in', text: 'x' },
        { key: 'signIn.title', text: 'x' },
        { key: 'signIn.title', text: 'y' },
      ],
      configs: [{ key: 'limit', kind: 'number' as const, text: 'many', isOn: false }],
    };
    const errors = formErrorsOf({ 'wording.sign in': 'Invalid key in record' }, values, messages);
    expect(errors).toEqual({
      'wording.0.key': 'Required',
      'wording.1.key': 'Bad text key',
      'wording.3.key': 'Twice',
      'configs.0.text': 'Enter a number',
    });
  });

  it('tell which part of the form holds an error', () => {
    const errors = { 'theme_config.link_color': 'x', 'meta_tags.0.content': 'y' };
    expect(hasErrorUnder(errors, ['theme_config.link_color'])).toBe(true);
    expect(hasErrorUnder(errors, ['meta_tags'])).toBe(true);
    expect(hasErrorUnder(errors, ['theme_config.logo', 'wording'])).toBe(false);
  });
});
