import type { Page, UsdcConversion } from '@invest/contracts';
import { MantineProvider } from '@mantine/core';
import { configureStore } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadTexts } from '../../app/i18n/i18n';
import { rootReducer } from '../../app/root-reducer';
import { api } from '../../shared/api/api';
import { parseApiError } from '../../shared/api/api-error';
import { ConversionActions, ConversionList } from './usdc-conversion-list';

beforeAll(async () => {
  initI18n();
  await loadTexts('funding');
});

function draw(node: ReactNode): string {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  return renderToString(
    <Provider store={store}>
      <MantineProvider>{node}</MantineProvider>
    </Provider>,
  );
}

/** The text a reader gets of the markup, spaces collapsed. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const conversion = (overrides: Partial<UsdcConversion>): UsdcConversion => ({
  id: 'c1',
  from: 'USDC',
  to: 'USD',
  amount: '1234.5',
  status: 'PENDING',
  failure_reason: null,
  is_sandbox: true,
  created_at: '2026-03-02T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
  completed_at: null,
  ...overrides,
});

const loaded = (items: UsdcConversion[]) => ({
  data: { items, page: 1, limit: 5, total: items.length } satisfies Page<UsdcConversion>,
  isLoading: false,
  isError: false,
  refetch: () => undefined,
});

const listOf = (query: Parameters<typeof ConversionList>[0]['query']) =>
  draw(<ConversionList query={query} actions={(item) => <ConversionActions conversion={item} />} />);

describe('the latest conversions on the USDC page', () => {
  it('show grey rows marked busy while they load', () => {
    const markup = listOf({ isLoading: true, isError: false, refetch: () => undefined });
    expect(markup).toContain('aria-busy="true"');
    expect(textOf(markup)).not.toContain('No conversions yet.');
  });

  it("show the server's reason and a retry when they could not be read", () => {
    const error = parseApiError(500, { success: false, message: 'The service is down', code: 'INTERNAL' });
    const text = textOf(listOf({ isLoading: false, isError: true, error, refetch: () => undefined }));
    expect(text).toContain('The service is down');
    expect(text).toContain('Try again');
  });

  it('say so when there are none', () => {
    expect(textOf(listOf(loaded([])))).toContain('No conversions yet.');
  });

  it('show each with its direction, its amount as SPEC 5 writes it and its status', () => {
    const text = textOf(
      listOf(
        loaded([
          conversion({ id: 'c1' }),
          conversion({ id: 'c2', from: 'USD', to: 'USDC', amount: '20', status: 'COMPLETED' }),
          conversion({ id: 'c3', amount: '13.13', status: 'FAILED', failure_reason: 'The custodian refused it' }),
        ]),
      ),
    );
    expect(text).toContain('USDC to USD 1,234.50 USDC Pending');
    expect(text).toContain('USD to USDC 20.00 USD Completed');
    expect(text).toContain('13.13 USDC Failed The custodian refused it');
  });

  it('offer Edit amount and Cancel, named by the conversion, only while it is pending', () => {
    const markup = listOf(
      loaded([conversion({ id: 'c1' }), conversion({ id: 'c2', amount: '5', status: 'CANCELLED' })]),
    );
    expect(markup).toContain('aria-label="Edit amount: conversion of 1,234.50 USDC"');
    expect(markup).toContain('aria-label="Cancel the conversion of 1,234.50 USDC"');
    expect(markup).not.toContain('conversion of 5.00 USDC');
    expect(textOf(markup)).toContain('5.00 USDC Cancelled');
  });
});
