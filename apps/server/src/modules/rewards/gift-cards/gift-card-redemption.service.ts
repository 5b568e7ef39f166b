import type { GiftCard } from '@invest/contracts';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid } from '../../../platform/errors';
import { enqueueEvent } from '../../../platform/events/outbox';
import { queueMail } from '../../../platform/mail/queue-mail';
import type { RewardsDeps } from '../rewards.deps';
import { hashGiftCardCode } from './gift-card-codes';
import { giftCardClaimedMail } from './gift-card-mails';
import { moveGiftCardMoney } from './gift-card-money';
import { toGiftCard } from './gift-cards.mapper';
import { claimCard, findClaimableCard, type UserScope } from './gift-cards.repository';
import { unclaimableMessage } from './gift-cards.service';
import type { GiftCardRow } from './gift-cards.tables';

/** The outbox event of a claimed card, for the modules that tell its sender and its claimant. */
export const giftCardRedeemedTopic = 'rewards.gift_card.redeemed';

export interface GiftCardRedeemedEvent {
  gift_card_id: string;
  sender_id: string;
  redeemed_by: string;
  /** Whom the sender sent it to, as they named them. */
  recipient_name: string;
  amount: string;
  currency: 'USD';
}

/**
 * Claims the domain's card with `code` for the user, in the caller's transaction: the card is marked
 * redeemed and its money moves from the float to the user's available balance, and its sender hears
 * of it. Concurrent claims of one card wait on its row: one wins, the others are refused and move
 * nothing. A code that cannot be claimed is refused under `field`, the name the caller's body gives it.
 */
export async function redeemGiftCardIn(
  deps: RewardsDeps,
  tx: Database,
  claimant: UserScope,
  code: string,
  field: string,
): Promise<GiftCardRow> {
  const now = deps.clock.now();
  const scope = { tenantId: claimant.tenantId, codeHash: hashGiftCardCode(code) };
  const found = await findClaimableCard(tx, scope, now);
  if (found?.senderId === claimant.userId) {
    throw new AppError('BUSINESS_RULE', 'You sent this gift card: it is for the person you sent it to');
  }
  const card = found && (await claimCard(tx, { ...scope, userId: claimant.userId }, now));
  if (!card) throw invalid(field, unclaimableMessage);
  await moveGiftCardMoney(tx, card, 'redemption', claimant.userId);
  const [sender, letterhead] = await Promise.all([
    deps.userContact(tx, card.tenantId, card.senderId),
    deps.mailLetterhead(tx, card.tenantId),
  ]);
  await queueMail(tx, card.tenantId, { to: sender.email, ...giftCardClaimedMail(card, letterhead) });
  const event: GiftCardRedeemedEvent = {
    gift_card_id: card.id,
    sender_id: card.senderId,
    redeemed_by: claimant.userId,
    recipient_name: `${card.recipientFirstName} ${card.recipientLastName}`,
    amount: toGiftCard(card).amount,
    currency: 'USD',
  };
  await enqueueEvent(tx, { tenantId: card.tenantId, topic: giftCardRedeemedTopic, payload: event });
  return card;
}

/** POST /v1/giftcard/redeem: a signed-in user claims a card into their balance. */
export async function redeemGiftCard(deps: RewardsDeps, claimant: UserScope, code: string): Promise<GiftCard> {
  const card = await inTransaction(deps.db, (tx) => redeemGiftCardIn(deps, tx, claimant, code, 'code'));
  deps.outbox.wake();
  return toGiftCard(card);
}
