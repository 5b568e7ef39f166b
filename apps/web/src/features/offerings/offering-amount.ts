import { formatExchangeAmount } from '../../shared/format/money';

/** An amount of an offering (a price, a raise, a commitment) as SPEC 5 shows IPO amounts: 4 to 18 decimals. */
export const formatOfferingAmount = (decimal: string): string => formatExchangeAmount(decimal);
