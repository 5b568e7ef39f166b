import type { Database } from '../../../platform/db/database';
import { getOrCreateAccount, systemPurposes, transfer } from '../../ledger';
import { giftCardAsset } from './gift-card-rules';
import type { GiftCardRow } from './gift-cards.tables';

/**
 * Where a gift card's money goes in the ledger: bought, it leaves the sender's available USD for the
 * domain's gift card float; claimed, it leaves the float for the claimant; lapsed, it goes back to
 * the sender. Each movement is keyed by the card, so it happens once per card whatever the retries.
 */
const movements = {
  purchase: { kind: 'gift_card_purchase', toFloat: true },
  redemption: { kind: 'gift_card_redemption', toFloat: false },
  refund: { kind: 'gift_card_refund', toFloat: false },
} as const;

export type GiftCardMovement = keyof typeof movements;

export async function moveGiftCardMoney(
  tx: Database,
  card: GiftCardRow,
  movement: GiftCardMovement,
  userId: string,
): Promise<void> {
  const { kind, toFloat } = movements[movement];
  const [float, available] = await Promise.all([
    getOrCreateAccount(tx, card.tenantId, {
      owner: { kind: 'system' },
      asset: giftCardAsset,
      purpose: systemPurposes.giftCardFloat,
    }),
    getOrCreateAccount(tx, card.tenantId, {
      owner: { kind: 'user', userId },
      asset: giftCardAsset,
      purpose: 'available',
    }),
  ]);
  const units = card.amountUnits;
  await transfer(tx, card.tenantId, {
    kind,
    postings: [
      { account: float, amountUnits: toFloat ? units : -units },
      { account: available, amountUnits: toFloat ? -units : units },
    ],
    idempotencyKey: `${kind}:${card.id}`,
    metadata: { gift_card_id: card.id },
  });
}
