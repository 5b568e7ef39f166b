import { createApi } from '@reduxjs/toolkit/query/react';
import { reportApiError, reportTradingAccountError } from '../errors/report-api-error';
import { readAppConfig } from './app-config';
import { createBaseQuery } from './base-query';

/** The one HTTP client of the web app; features add endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({
    apiBaseUrl: '/v1',
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
    'Documents',
    'Kyc',
    'Balances',
    'Payments',
    'Payment',
    'BankDetails',
    'Wallets',
    'BmnAmp',
  ],
  endpoints: () => ({}),
});
