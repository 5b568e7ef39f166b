import { type CreateOfferingRequest, createOfferingRequestSchema } from '@invest/contracts';
import { findOfferingByAsset } from '../catalogue/offerings.repository';
import { createOffering, moveOffering } from '../catalogue/offerings-admin.service';
import { closeOffering } from '../lifecycle/offering-closing.service';
import { listOffering } from '../lifecycle/offering-listing.service';
import type { OfferingsDeps } from '../offerings.deps';
import { saveSubscriptionStep, submitSubscription } from '../subscriptions/subscriptions.service';
import { demoSignature } from './demo-signature';

/** Who the demo offerings are made by (a platform account), and the sandbox investors who commit to them. */
export interface DemoOfferingPeople {
  creatorId: string;
  investorIds: readonly string[];
}

const day = 24 * 60 * 60 * 1000;
const demoTaxNumber = '123-45-6789';

const riskText = [
  'Investing in a young company is speculative. You may lose all of the money you invest.',
  'The shares are hard to sell: until they are listed there is no market for them, and a market may never form.',
  'The company needs more money to carry out its plans; later rounds may dilute your stake.',
].join('\n\n');

/** Fills in and signs the subscription form, then commits, as an investor would through the API. */
async function commit(
  deps: OfferingsDeps,
  investor: { tenantId: string; userId: string },
  ipoId: string,
  shares: number,
  price: string,
) {
  await saveSubscriptionStep(deps, investor, { step: 'amount', ipo_id: ipoId, share_qty: shares });
  await saveSubscriptionStep(deps, investor, { step: 'tax', ipo_id: ipoId, tax_no: demoTaxNumber });
  await saveSubscriptionStep(deps, investor, {
    step: 'agreement',
    ipo_id: ipoId,
    signer_name: 'Sandbox Investor',
    agreed: true,
    signature: demoSignature,
  });
  await submitSubscription(deps, investor, `demo-offering:${ipoId}:${investor.userId}`, {
    ipo_id: ipoId,
    price_share: price,
    share_qty: shares,
    tax_no: demoTaxNumber,
  });
}

interface DemoOffering {
  terms: Omit<
    CreateOfferingRequest,
    'quote_asset' | 'opens_at' | 'closes_at' | 'risk_text' | 'accredited_only' | 'restricted_countries'
  >;
  /** Days from now to the opening and to the deadline. */
  opensIn: number;
  closesIn: number;
  /** Shares each sandbox investor commits to, in turn. */
  shares: readonly number[];
  /** Where the offering is left: open with commitments, upcoming, or settled and listed. */
  end: 'open' | 'upcoming' | 'listed';
}

const demoOfferings: DemoOffering[] = [
  {
    terms: {
      name: 'Verdant Farms Community Round',
      issuer_name: 'Verdant Farms PBC',
      summary: 'Vertical farms that grow greens beside the cities that eat them, with a tenth of the water.',
      asset: 'VRDT',
      workflow: 'reg_cf',
      allocation_method: 'pro_rata',
      security_type: 'common_equity',
      price_per_share: '5',
      price_range: null,
      min_investment: '100',
      max_investment: '2500',
      target_raise: '150000',
      max_raise: '1000000',
    },
    opensIn: -7,
    closesIn: 30,
    shares: [300, 200],
    end: 'open',
  },
  {
    terms: {
      name: 'Helios Fusion IPO',
      issuer_name: 'Helios Fusion Corp.',
      summary: 'Compact fusion reactors for industrial heat. The price is set at the end of the book-building.',
      asset: 'HLXF',
      workflow: 'ipo',
      allocation_method: 'pro_rata',
      security_type: 'common_equity',
      price_per_share: null,
      price_range: { low: '18', high: '22' },
      min_investment: '500',
      max_investment: null,
      target_raise: '5000000',
      max_raise: '20000000',
    },
    opensIn: 14,
    closesIn: 28,
    shares: [],
    end: 'upcoming',
  },
  {
    terms: {
      name: 'Northwind Coffee Direct Listing',
      issuer_name: 'Northwind Coffee Co.',
      summary: 'A roaster with forty cafés, now trading on the exchange.',
      asset: 'NWCF',
      workflow: 'listx',
      allocation_method: 'pro_rata',
      security_type: 'common_equity',
      price_per_share: '10',
      price_range: null,
      min_investment: '100',
      max_investment: null,
      target_raise: '25000',
      max_raise: '25000',
    },
    opensIn: -30,
    closesIn: 1,
    // Fully subscribed, so it may close before its deadline.
    shares: [1500, 1000],
    end: 'listed',
  },
];

async function seedOne(deps: OfferingsDeps, tenantId: string, people: DemoOfferingPeople, demo: DemoOffering) {
  const now = deps.clock.now().getTime();
  const admin = { tenantId, userId: people.creatorId };
  // The demo's administrator acts from the machine that seeds it.
  const actor = { userId: people.creatorId, ip: null };
  const body = createOfferingRequestSchema.parse({
    ...demo.terms,
    opens_at: new Date(now + demo.opensIn * day).toISOString(),
    closes_at: new Date(now + demo.closesIn * day).toISOString(),
    risk_text: riskText,
  });
  const { id } = await createOffering(deps, admin, actor, body);
  await moveOffering(deps, admin, actor, id, { to: demo.end === 'upcoming' ? 'upcoming' : 'open' });
  const price = demo.terms.price_per_share ?? '0';
  for (const [index, shares] of demo.shares.entries()) {
    const userId = people.investorIds[index % people.investorIds.length];
    if (userId) await commit(deps, { tenantId, userId }, id, shares, String(price));
  }
  if (demo.end === 'listed') {
    await closeOffering(deps, admin, actor, id);
    await listOffering(deps, admin, actor, id);
  }
}

/**
 * The demo domain's offerings, one in each state a newcomer should see: an open Reg CF round with
 * commitments, an upcoming ipo on a price range, and a listed offering whose shares the sandbox
 * investors hold and trade. An offering whose share code exists already is left as it is.
 */
export async function seedDemoOfferings(deps: OfferingsDeps, tenantId: string, people: DemoOfferingPeople) {
  for (const demo of demoOfferings) {
    if (!(await findOfferingByAsset(deps.db, tenantId, demo.terms.asset))) await seedOne(deps, tenantId, people, demo);
  }
}
