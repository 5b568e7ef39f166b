import type { Currency, RegistrationStep, SessionPayload, User } from '@invest/contracts';

export function makeStep(overrides: Partial<RegistrationStep> = {}): RegistrationStep {
  return {
    step: 'details',
    path: 'details',
    type: 'individual',
    workflow: 'listx',
    is_kyc: false,
    active: true,
    pivot: { show_during_registration: true },
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    company_name: null,
    investor_id: null,
    email_verified_at: null,
    user_type: 'Individual',
    nationality: null,
    country_incorporation: null,
    country_tax: null,
    contact: null,
    accreditation_profile: null,
    suitability: null,
    registration_steps_completed_at: {},
    registration_completed: false,
    last_step: null,
    signup_reward: null,
    funded_at: null,
    registration_domain_settings: { registration_steps: [], configs: {} },
    roles: ['investor'],
    two_factor_enabled: false,
    created_at: '2024-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export function makeSession(token: string, user: User = makeUser(), expiresIn = 900): SessionPayload {
  return { access_token: token, expires_in: expiresIn, user };
}

/** Whole shares of ACME in US cents, 0.25 % fee (the demo's share market). */
export function makeShareMarket(overrides: Partial<Currency> = {}): Currency {
  return {
    Symbol: 'ACME-USD',
    Name: 'Acme Corporation',
    BaseAsset: 'ACME',
    QuoteAsset: 'USD',
    PriceScale: 2,
    QuantityScale: 0,
    TickSize: '0.01',
    LotSize: '1',
    FeePct: '0.25',
    AssetClass: 'share',
    MarketHours: { Open: '06:00', Close: '02:00', Days: [2, 3, 4, 5, 6, 7] },
    IsMarketOpen: true,
    NextOpenAt: null,
    IntegrationService: 'digtl_ledger',
    PriceBandBps: 500,
    MarketBuyPriceLimit: null,
    IsHalted: false,
    HaltReason: null,
    HaltedAt: null,
    OnlyForAccredited: false,
    HasCountryRestriction: false,
    RestrictedCountries: [],
    ...overrides,
  };
}
