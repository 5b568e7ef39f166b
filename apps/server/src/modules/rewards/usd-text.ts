import { assetScales, formatAssetAmount } from '@invest/money';

/** US dollars as the rewards' mails write them: "$1,250.00". */
export const usdText = (units: bigint) => `$${formatAssetAmount(units, assetScales.USD, 'USD')}`;
