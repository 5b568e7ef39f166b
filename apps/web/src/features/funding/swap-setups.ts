import type { SwapRail } from './swaps.api';

/** One kind of swap the form opens, and with whom. */
export interface SwapSetup {
  rail: SwapRail;
  /** A fiat purchase (paid at the provider's checkout), or a coin swapped at a floating or fixed rate. */
  kind: 'fiat' | 'floating' | 'fixed';
  method: 'CHANGENOW' | 'CHANGELLY_SWAP';
  /** What the swap credits: US dollars for a fiat purchase, USDC for a coin. */
  asset: 'USD' | 'USDC';
  provider: string;
  /** Whether the provider checks a refund address before the swap is opened (Changelly). */
  checksRefundAddress: boolean;
}

/** Each kind of swap the screens open: ChangeNOW's purchases and swaps, Changelly's floating and fixed swaps. */
export const swapSetups = {
  changenowFiat: {
    rail: 'changenowFiat',
    kind: 'fiat',
    method: 'CHANGENOW',
    asset: 'USD',
    provider: 'ChangeNOW',
    checksRefundAddress: false,
  },
  changenowCrypto: {
    rail: 'changenowCrypto',
    kind: 'floating',
    method: 'CHANGENOW',
    asset: 'USDC',
    provider: 'ChangeNOW',
    checksRefundAddress: false,
  },
  changellyFloating: {
    rail: 'changellyFloating',
    kind: 'floating',
    method: 'CHANGELLY_SWAP',
    asset: 'USDC',
    provider: 'Changelly',
    checksRefundAddress: true,
  },
  changellyFixed: {
    rail: 'changellyFixed',
    kind: 'fixed',
    method: 'CHANGELLY_SWAP',
    asset: 'USDC',
    provider: 'Changelly',
    checksRefundAddress: true,
  },
} as const satisfies Record<SwapRail, SwapSetup>;
