import type { SwapQuote } from '@invest/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useSecondsLeft } from './countdown';
import { isSameRequest, quoteRequestOf } from './swap-quote';
import { type SwapRail, useSwapQuoteQuery } from './swaps.api';

/** How long typing must pause before a quote is asked for, so a quote is not asked per keystroke. */
const quoteDelayMs = 400;

export interface LiveQuote {
  /** The provider's quote of what is typed now; undefined while it is asked for or when it cannot be. */
  quote: SwapQuote | undefined;
  isQuoting: boolean;
  /** Why the provider would not quote what is typed now. */
  error: unknown;
  /** Seconds a fixed rate still holds (it is asked for again once it lapses); null for a floating one. */
  rateSecondsLeft: number | null;
}

/**
 * The live estimate of a swap of `amount` of `currency`: asked once typing pauses, kept only while
 * it answers what is typed now, and, for a fixed rate, asked for again when the rate lapses.
 */
export function useSwapQuote(rail: SwapRail, currency: string | null, amount: string | undefined): LiveQuote {
  const request = quoteRequestOf(currency, amount);
  const [settledCurrency] = useDebouncedValue(currency ?? '', quoteDelayMs);
  const [settledAmount] = useDebouncedValue(amount ?? '', quoteDelayMs);
  const asked = quoteRequestOf(settledCurrency || null, settledAmount || undefined);
  const query = useSwapQuoteQuery(asked && request ? { rail, request: asked } : skipToken);
  const quote = query.data && isSameRequest(query.data, request) ? query.data : undefined;
  const rateSecondsLeft = useSecondsLeft(quote?.valid_until ?? null);
  const { refetch } = query;
  const isAskedNow = asked !== null && isSameRequest(asked, request);

  useEffect(() => {
    if (rateSecondsLeft === 0) void refetch();
  }, [rateSecondsLeft, refetch]);

  return {
    quote,
    isQuoting: request !== null && !quote && !(query.isError && isAskedNow),
    error: query.isError && isAskedNow ? query.error : undefined,
    rateSecondsLeft,
  };
}
