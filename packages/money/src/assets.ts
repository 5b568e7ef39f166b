/** Decimal places of one base unit of each currency the platform knows by code. */
export const assetScales = {
  USD: 2,
  USDC: 6,
  BTC: 8,
  ETH: 18,
} as const;

/** SPEC 9: "Ledger-integration quantities scale by 1e-8". Shares are such quantities. */
export const ledgerIntegrationScale = 8;

/**
 * The scale of an asset code, case-insensitive. Every asset that is not a currency of
 * `assetScales` is a ledger-integration asset or a share, so it has `ledgerIntegrationScale`.
 */
export function scaleOf(asset: string): number {
  const code = asset.toUpperCase();
  return Object.hasOwn(assetScales, code) ? assetScales[code as keyof typeof assetScales] : ledgerIntegrationScale;
}
