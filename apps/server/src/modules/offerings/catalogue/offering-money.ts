import { formatUnits, scaleOf } from '@invest/money';
import type { OfferingRow } from './offerings.repository';

/** An amount of the offering's currency as its messages, mails and agreements write it: "1250.5 USD". */
export const offeringMoney = (offering: Pick<OfferingRow, 'quoteAsset'>, units: bigint): string =>
  `${formatUnits(units, scaleOf(offering.quoteAsset))} ${offering.quoteAsset}`;
