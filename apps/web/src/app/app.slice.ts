import type { DomainSettings, PaymentRule, ThemeConfig, TradingAccount } from '@invest/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

type ThemeType = 'dark' | 'light';

/** A policy the user is shown and accepts (service privacy, legal terms). */
interface PolicyPrompt {
  show: boolean;
  accept: boolean;
  accepted_at: string | null;
}

/** The app section of SPEC 3 "Client session state" (persisted). */
interface AppState {
  showServicePrivacy: PolicyPrompt;
  showLegalTerms: PolicyPrompt;
  settings: DomainSettings | null;
  stepToFinish: string | null;
  /** The trading account of a user with an investor_id (POST /api/accounts). */
  accountDetails: TradingAccount | null;
  theme: ThemeConfig | null;
  themeType: ThemeType;
  blockChainAddresses: string[];
  completeKyc: boolean;
  showNonRegistrationSteps: boolean;
  isIPO: boolean;
  securitiesInfo: Record<string, unknown> | null;
  digtlUsdcAddresses: string[];
  allowedInactiveInMinutes: number;
  paymentRules: PaymentRule[];
  appFailedOnStart: boolean;
  notificationCount: number;
  nextPage: string | null;
}

const closedPrompt: PolicyPrompt = { show: false, accept: false, accepted_at: null };

const initialAppState: AppState = {
  showServicePrivacy: closedPrompt,
  showLegalTerms: closedPrompt,
  settings: null,
  stepToFinish: null,
  accountDetails: null,
  theme: null,
  themeType: 'dark',
  blockChainAddresses: [],
  completeKyc: false,
  showNonRegistrationSteps: false,
  isIPO: false,
  securitiesInfo: null,
  digtlUsdcAddresses: [],
  allowedInactiveInMinutes: 5,
  paymentRules: [],
  appFailedOnStart: false,
  notificationCount: 0,
  nextPage: null,
};

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    settingsLoaded(state, action: PayloadAction<DomainSettings>) {
      state.settings = action.payload;
      state.theme = action.payload.theme_config;
      state.appFailedOnStart = false;
    },
    settingsFailed(state) {
      state.appFailedOnStart = true;
    },
    themeTypeChanged(state, action: PayloadAction<ThemeType>) {
      state.themeType = action.payload;
    },
    accountDetailsLoaded(state, action: PayloadAction<TradingAccount>) {
      state.accountDetails = action.payload;
    },
    /** How many of the user's notifications are unread, as the server last said (the bell's badge). */
    notificationCountChanged(state, action: PayloadAction<number>) {
      state.notificationCount = action.payload;
    },
    /** The session ended: what the user answered to the policies is theirs, not the next user's. */
    policyAnswersForgotten(state) {
      state.showServicePrivacy = closedPrompt;
      state.showLegalTerms = closedPrompt;
    },
    legalTermsChecked(state, action: PayloadAction<{ accepted: boolean; accepted_at: string | null }>) {
      state.showLegalTerms = {
        show: !action.payload.accepted,
        accept: action.payload.accepted,
        accepted_at: action.payload.accepted_at,
      };
    },
  },
});

export const {
  settingsLoaded,
  settingsFailed,
  themeTypeChanged,
  accountDetailsLoaded,
  notificationCountChanged,
  legalTermsChecked,
  policyAnswersForgotten,
} = appSlice.actions;
