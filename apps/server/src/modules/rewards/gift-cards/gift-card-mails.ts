import type { MailMessage } from '../../../platform/mail/mailer';
import { mailOf } from '../../../platform/mail/queue-mail';
import type { MailLetterhead } from '../rewards.deps';
import { usdText } from '../usd-text';
import type { GiftCardRow } from './gift-cards.tables';

type MailBody = Omit<MailMessage, 'to'>;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const signature = ({ company, origin }: MailLetterhead) => `${company} (${new URL(origin).host})`;

/** The recipient's mail: the only place the code ever appears, inside the gift link. */
export function giftCardMail(card: GiftCardRow, code: string, letterhead: MailLetterhead): MailBody {
  const amount = usdText(card.amountUnits);
  return mailOf(`${card.senderFirstName} sent you a ${amount} gift card for ${letterhead.company}`, [
    `Hello ${card.recipientFirstName},`,
    `${card.senderFirstName} sent you a gift card of ${amount} to invest with ${letterhead.company}.`,
    `Open your gift link to claim it by ${longDate.format(card.expiresAt)} (UTC): ${letterhead.origin}/gift/${code}`,
    'Sign up or sign in from the link and the amount is added to your balance. Keep this mail to yourself: whoever opens the link first can claim the card.',
    signature(letterhead),
  ]);
}

/** The sender's mail once the card is claimed. */
export function giftCardClaimedMail(card: GiftCardRow, letterhead: MailLetterhead): MailBody {
  const amount = usdText(card.amountUnits);
  return mailOf(`Your ${amount} gift card was claimed`, [
    `The ${amount} gift card you sent to ${card.recipientFirstName} ${card.recipientLastName} was claimed.`,
    `See your gift cards: ${letterhead.origin}/gift`,
    signature(letterhead),
  ]);
}

/** The sender's mail when the card lapsed unclaimed and its money came back. */
export function giftCardExpiredMail(card: GiftCardRow, letterhead: MailLetterhead): MailBody {
  const amount = usdText(card.amountUnits);
  return mailOf(`Your ${amount} gift card was not claimed: the money is back in your balance`, [
    `The ${amount} gift card you sent to ${card.recipientFirstName} ${card.recipientLastName} was not claimed by ${longDate.format(card.expiresAt)} (UTC).`,
    `${amount} is back in your available balance.`,
    `See your gift cards: ${letterhead.origin}/gift`,
    signature(letterhead),
  ]);
}
