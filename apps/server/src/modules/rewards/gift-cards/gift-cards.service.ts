import type { GenerateGiftCardRequest, GiftCard, GiftCardCheck, MyGiftCards } from '@invest/contracts';
import { assetScales } from '@invest/money';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid } from '../../../platform/errors';
import { queueMail } from '../../../platform/mail/queue-mail';
import { readPositiveUnits } from '../../../platform/money-input';
import type { RewardsDeps } from '../rewards.deps';
import { usdText } from '../usd-text';
import { hashGiftCardCode, newGiftCardCode } from './gift-card-codes';
import { giftCardMail } from './gift-card-mails';
import { moveGiftCardMoney } from './gift-card-money';
import { type GiftCardRules, giftCardAsset, giftCardRulesOf } from './gift-card-rules';
import { toGiftCard, toGiftCardCheck } from './gift-cards.mapper';
import {
  findClaimableCard,
  findReceivedCards,
  findSentCards,
  insertGiftCard,
  type UserScope,
} from './gift-cards.repository';

const dayMs = 86_400_000;

/** What anyone is told of a code that cannot be claimed, whether it never existed, was claimed or lapsed. */
export const unclaimableMessage =
  'This gift card cannot be claimed: the code is wrong, or the card was claimed or has expired';

function readAmount(rules: GiftCardRules, amount: string | number): bigint {
  const units = readPositiveUnits('amount', amount, assetScales.USD);
  if (units < rules.minUnits) throw invalid('amount', `A gift card is at least ${usdText(rules.minUnits)}`);
  if (units > rules.maxUnits) throw invalid('amount', `A gift card is at most ${usdText(rules.maxUnits)}`);
  return units;
}

/**
 * POST /v1/generate-gc: buys a card from the sender's available balance (INS-1 when it is not there)
 * and mails its link to the recipient, in one transaction. The route's Idempotency-Key makes a retry
 * answer the first card; the ledger movement is keyed by the card, so each card is paid once.
 */
export async function sendGiftCard(
  deps: RewardsDeps,
  sender: UserScope,
  body: GenerateGiftCardRequest,
): Promise<GiftCard> {
  if (body.domain_id !== sender.tenantId) throw invalid('domain_id', 'A gift card is for the domain you are on');
  const rules = giftCardRulesOf(await deps.domainConfigs(deps.db, sender.tenantId));
  const amountUnits = readAmount(rules, body.amount);
  const [contact, letterhead] = await Promise.all([
    deps.userContact(deps.db, sender.tenantId, sender.userId),
    deps.mailLetterhead(deps.db, sender.tenantId),
  ]);
  if (body.email === contact.email)
    throw invalid('email', 'Send a gift card to someone else: this is your own address');
  const code = newGiftCardCode();
  const now = deps.clock.now();
  const card = await inTransaction(deps.db, async (tx) => {
    const row = await insertGiftCard(tx, {
      tenantId: sender.tenantId,
      senderId: sender.userId,
      senderFirstName: contact.firstName,
      codeHash: hashGiftCardCode(code),
      amountUnits,
      asset: giftCardAsset,
      recipientFirstName: body.first_name,
      recipientLastName: body.last_name,
      recipientEmail: body.email,
      status: 'active',
      createdAt: now,
      expiresAt: new Date(now.getTime() + rules.validDays * dayMs),
    });
    await moveGiftCardMoney(tx, row, 'purchase', sender.userId);
    await queueMail(tx, sender.tenantId, { to: body.email, ...giftCardMail(row, code, letterhead) });
    return row;
  });
  deps.outbox.wake();
  return toGiftCard(card);
}

/** GET /v1/giftcard/verifycode/{code}: a claimable card's amount, sender and end; anything else is one 404. */
export async function checkGiftCardCode(deps: RewardsDeps, tenantId: string, code: string): Promise<GiftCardCheck> {
  const card = await findClaimableCard(deps.db, { tenantId, codeHash: hashGiftCardCode(code) }, deps.clock.now());
  if (!card) throw new AppError('NOT_FOUND', unclaimableMessage);
  return toGiftCardCheck(card);
}

/** GET /v1/giftcards/my-gift-card: the cards the user sent and those they claimed. */
export async function findMyGiftCards(deps: RewardsDeps, user: UserScope): Promise<MyGiftCards> {
  const [sent, received] = await Promise.all([findSentCards(deps.db, user), findReceivedCards(deps.db, user)]);
  return { sent: sent.map(toGiftCard), received: received.map(toGiftCard) };
}
