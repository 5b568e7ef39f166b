import { createPdfWriter } from '../../../platform/pdf/pdf-layout';
import { offeringMoney } from '../catalogue/offering-money';
import type { OfferingRow } from '../catalogue/offerings.repository';
import { cancellationDeadline } from './subscription-rules';

/** What an agreement states: the commitment's figures and, once signed, who signed and when. */
export interface AgreementTerms {
  offering: OfferingRow;
  shareQuantity: bigint;
  priceUnits: bigint;
  signerName: string | null;
  signedAt: Date | null;
  /** The drawn signature's PNG bytes (null: not signed yet). */
  signature: Uint8Array | null;
}

const securityNames: Record<OfferingRow['securityType'], string> = {
  common_equity: 'common equity',
  preferred_equity: 'preferred equity',
  safe: 'a SAFE (simple agreement for future equity)',
  convertible_note: 'a convertible note',
  debt: 'debt',
  revenue_share: 'a revenue share',
  token: 'a token',
};

function cancellationTerms(offering: OfferingRow): string {
  const deadline = cancellationDeadline(offering).toISOString();
  return offering.workflow === 'reg_cf'
    ? `The Investor may cancel this commitment for any reason until 48 hours before the offering deadline (${deadline} UTC). If the offering changes materially, the Investor must reconfirm this commitment or it is cancelled and the money released.`
    : `The Investor may cancel this commitment while the offering is open and before it closes (${deadline} UTC).`;
}

/** The subscription agreement for one commitment, as a PDF: unsigned to read, or with the drawn signature. */
export async function renderSubscriptionAgreement(terms: AgreementTerms, now: Date): Promise<Uint8Array> {
  const { offering } = terms;
  const money = (units: bigint) => offeringMoney(offering, units);
  const pdf = await createPdfWriter({ title: 'Subscription Agreement', author: offering.issuerName, now });
  pdf.title('Subscription Agreement', `${offering.name} - ${offering.issuerName} (the Issuer)`);
  pdf.field('Security', `${offering.asset}, ${securityNames[offering.securityType]}`);
  pdf.field('Shares subscribed', terms.shareQuantity.toString());
  pdf.field(
    offering.priceUnits === null ? 'Highest price per share accepted' : 'Price per share',
    money(terms.priceUnits),
  );
  pdf.field('Amount committed', money(terms.shareQuantity * terms.priceUnits));
  pdf.field('Offering closes (UTC)', offering.closesAt.toISOString());
  pdf.heading('1. Subscription');
  pdf.paragraph(
    `The Investor subscribes for the shares above and authorises the platform to hold the amount committed from the Investor's available balance until the offering closes. The money is paid to the Issuer, and the shares delivered to the Investor's account, only if the offering reaches its target of ${money(offering.targetRaiseUnits)}; otherwise every amount held is released.`,
  );
  pdf.heading('2. Cancellation');
  pdf.paragraph(cancellationTerms(offering));
  pdf.heading('3. Risk');
  pdf.paragraph(
    'Investing in private companies is speculative. The Investor may lose the whole amount invested, and the shares may be hard to sell. The Investor has read the offering documents and invests only what they can afford to lose.',
  );
  pdf.heading('4. Electronic signature');
  pdf.paragraph('The Investor signs this agreement electronically; the signature binds as a handwritten one.');
  pdf.space(12);
  pdf.heading('Signed by the Investor');
  pdf.field('Name', terms.signerName ?? '');
  await pdf.signature(terms.signature, terms.signedAt);
  return pdf.save();
}
