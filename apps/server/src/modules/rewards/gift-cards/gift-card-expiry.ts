import { inTransaction } from '../../../platform/db/transaction';
import { createIntervalJob, type IntervalJob } from '../../../platform/jobs/interval-job';
import { queueMail } from '../../../platform/mail/queue-mail';
import type { RewardsDeps } from '../rewards.deps';
import { giftCardExpiredMail } from './gift-card-mails';
import { moveGiftCardMoney } from './gift-card-money';
import { expireCard, findDueCardIds } from './gift-cards.repository';

/** Seconds between the job's looks for lapsed cards, and how many it ends per look. */
const intervalSeconds = 60;
const batchSize = 100;

/**
 * Ends a card whose time has come and gives its money back to its sender, with a mail, in one
 * transaction. A card claimed or ended meanwhile is left alone (false), so two workers refund it once.
 */
export async function expireGiftCard(deps: RewardsDeps, cardId: string): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const card = await expireCard(tx, cardId, deps.clock.now());
    if (!card) return false;
    await moveGiftCardMoney(tx, card, 'refund', card.senderId);
    const [sender, letterhead] = await Promise.all([
      deps.userContact(tx, card.tenantId, card.senderId),
      deps.mailLetterhead(tx, card.tenantId),
    ]);
    await queueMail(tx, card.tenantId, { to: sender.email, ...giftCardExpiredMail(card, letterhead) });
    return true;
  });
}

/** One look at the clock: every lapsed card is ended; answers how many this run ended. */
export async function runGiftCardExpiry(deps: RewardsDeps): Promise<number> {
  let ended = 0;
  for (;;) {
    const due = await findDueCardIds(deps.db, deps.clock.now(), batchSize);
    let endedNow = 0;
    for (const id of due) {
      if (await expireGiftCard(deps, id)) endedNow += 1;
    }
    ended += endedNow;
    if (due.length < batchSize || endedNow === 0) break;
  }
  if (ended > 0) deps.outbox.wake();
  return ended;
}

export function createGiftCardExpiry(deps: RewardsDeps): IntervalJob<number> {
  return createIntervalJob({
    name: 'gift card expiry',
    intervalSeconds,
    run: () => runGiftCardExpiry(deps),
    logError: deps.logError,
  });
}
