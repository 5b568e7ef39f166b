/**
 * The sandbox's reference prices, in US dollars for one unit of each asset: the price the demo
 * markets' market maker starts from and is pulled back toward, and the price every sandbox funding
 * provider quotes (Lightning, the swaps, the card purchases of USDC), so that in the sandbox an asset
 * has one price whichever the rail.
 */
export const sandboxReferencePrices = {
  ACME: '100.00',
  NWCF: '10.00',
  BTC: '60000.00',
  ETH: '3000.00',
  LTC: '80.00',
  SOL: '150.00',
  USDT: '1.00',
  USDC: '1.00',
} as const;

export type SandboxPricedAsset = keyof typeof sandboxReferencePrices;
