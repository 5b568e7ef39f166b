export { mulDivRound, percentOf, type Rounding } from './arithmetic';
export { formatAssetAmount } from './asset-display';
export { assetScales, ledgerIntegrationScale, scaleOf } from './assets';
export { type AmountKind, displayDecimalsOf, formatAmount } from './display';
export {
  averagePriceOf,
  bandLimitOf,
  baseUnitsOf,
  buyHoldOf,
  costOf,
  feeOf,
  type MarketUnits,
} from './market-amounts';
export { MoneyParseError, type MoneyParseFailure } from './money-parse-error';
export { toUnits } from './number-input';
export { maxScale } from './scale';
export { formatUnits, type ParseOptions, parseUnits } from './units';
