import type { WithdrawalChain } from '@invest/contracts';

/** Fireblocks' asset ids of USDC on each chain (mainnet); FIREBLOCKS_USDC_ASSETS overrides them (a testnet workspace). */
export const defaultUsdcAssetIds: Record<WithdrawalChain, string> = {
  ETH: 'USDC',
  POLYGON: 'USDC_POLYGON_NXTB',
  BASE: 'USDC_BASECHAIN_ETH_5I5C',
  AVAX: 'USDC_AVAX',
  SOL: 'SOL_USDC_PTHX',
};

export const usdcChains = Object.keys(defaultUsdcAssetIds) as WithdrawalChain[];
