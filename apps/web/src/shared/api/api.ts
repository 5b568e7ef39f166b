import { createApi } from '@reduxjs/toolkit/query/react';
import { reportApiError, reportTradingAccountError } from '../errors/report-api-error';
import { readAppConfig } from './app-config';
import { createBaseQuery } from './base-query';

/** The main API's prefix on the page's own host (API.md). */
export const apiBaseUrl = '/v1';

/** The one HTTP client of the web app; features add endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({
    apiBaseUrl,
    tradingUrl: readAppConfig().tradingUrl,
    fetchFn: (input, init) => fetch(input, init),
    now: () => Date.now(),
    onError: reportApiError,
    onTradingAccountError: reportTradingAccountError,
  }),
  tagTypes: [
    'Me',
    'Terms',
    'TwoFactor',
    'Sessions',
    'SignInActivity',
    'Onboarding',
    'AccountSettings',
    'Documents',
    'Kyc',
    'Balances',
    'Assets',
    'Payments',
    'Payment',
    'BankDetails',
    'Wallets',
    'BmnAmp',
  ],
  endpoints: () => ({}),
});
