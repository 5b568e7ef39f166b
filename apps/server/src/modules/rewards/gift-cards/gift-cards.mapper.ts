import type { GiftCard, GiftCardCheck } from '@invest/contracts';
import { assetScales, formatUnits } from '@invest/money';
import type { GiftCardRow } from './gift-cards.tables';

const amountOf = (card: GiftCardRow) => formatUnits(card.amountUnits, assetScales.USD);

export function toGiftCard(card: GiftCardRow): GiftCard {
  return {
    id: card.id,
    amount: amountOf(card),
    currency: 'USD',
    status: card.status,
    sender_first_name: card.senderFirstName,
    recipient_first_name: card.recipientFirstName,
    recipient_last_name: card.recipientLastName,
    recipient_email: card.recipientEmail,
    created_at: card.createdAt.toISOString(),
    expires_at: card.expiresAt.toISOString(),
    ended_at: card.endedAt?.toISOString() ?? null,
  };
}

export function toGiftCardCheck(card: GiftCardRow): GiftCardCheck {
  return {
    valid: true,
    amount: amountOf(card),
    currency: 'USD',
    sender_first_name: card.senderFirstName,
    expires_at: card.expiresAt.toISOString(),
  };
}
