import { registrationStepPaths } from '@invest/contracts';
import { formatAmount, formatAssetAmount, maxScale, parseUnits } from '@invest/money';
import { type PaymentUpdatedEvent, paymentMailKindOf, paymentMethodNames } from '../../funding';
import type { OfferingNews, OfferingNewsEvent } from '../../offerings';
import type { OnboardingNewsEvent } from '../../onboarding';
import type { GiftCardRedeemedEvent, ReferralRewardedEvent, UserBonusPaidEvent } from '../../rewards';
import type { OrderUpdatedEvent } from '../../trading';
import type { ProposalNewsEvent } from '../../voting';
import type { NotificationDraft } from './notifications.repository';

/**
 * What the notification centre says of each event of other modules: a short title and a sentence
 * or two for the user, amounts as SPEC 5 shows them, and the page of the app that acts on it.
 */

/** An amount of `asset` as SPEC 5 shows it: US dollars and digital assets with 2 decimals, bitcoin exactly. */
const money = (decimal: string, asset: string) =>
  `${formatAssetAmount(parseUnits(decimal, maxScale), maxScale, asset)} ${asset}`;

/** A price or quantity of the exchange or an offering (SPEC 5): exact, with at least 4 decimals. */
const exact = (decimal: string) => formatAmount(parseUnits(decimal, maxScale), maxScale, 'exchange');

/** SPEC 9's date format, in UTC. */
const dateOf = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

const withReason = (sentence: string, reason: string | null | undefined) =>
  reason ? `${sentence} Reason: ${reason}` : sentence;

const paymentHistory = '/funding/history';

/** A payment credited, sent or failed; nothing for one that is only asked for or waits for its funds. */
export function paymentNotification({ user_id: userId, payment }: PaymentUpdatedEvent): NotificationDraft | null {
  const kind = paymentMailKindOf(payment);
  if (kind === null || kind === 'withdrawal-requested') return null;
  const amount = money(payment.amount, payment.asset);
  const method = paymentMethodNames[payment.method];
  const shared = { userId, link: paymentHistory, sourceKey: `payment:${payment.id}:${kind}` };
  if (kind === 'deposit-credited') {
    return {
      ...shared,
      kind: 'deposit_credited',
      title: `Deposit of ${amount} credited`,
      body: `Your ${method} deposit of ${amount} is in your available balance.`,
    };
  }
  if (kind === 'withdrawal-sent') {
    return {
      ...shared,
      kind: 'withdrawal_sent',
      title: `Withdrawal of ${amount} sent`,
      body: `Your withdrawal of ${amount} by ${method} has been sent${payment.provider_reference ? ` (reference ${payment.provider_reference})` : ''}.`,
    };
  }
  if (payment.direction === 'deposit') {
    return {
      ...shared,
      kind: 'deposit_failed',
      title: `Deposit of ${amount} failed`,
      body: withReason(
        `Your ${method} deposit of ${amount} did not go through; nothing was added to your balance.`,
        payment.failure_reason,
      ),
    };
  }
  return {
    ...shared,
    kind: 'withdrawal_failed',
    title: `Withdrawal of ${amount} failed`,
    body: withReason(
      `Your withdrawal of ${amount} by ${method} did not go through; the amount is back in your available balance.`,
      payment.failure_reason,
    ),
  };
}

const sideNames: Record<number, string> = { 1: 'buy', 2: 'sell' };

/** An order of the settlement filled, wholly or in part; told once per filled quantity. */
export function orderNotifications(event: OrderUpdatedEvent): NotificationDraft[] {
  return event.orders.flatMap(({ user_id: userId, order_id: orderId, fill }): NotificationDraft[] => {
    if (!fill) return [];
    const side = sideNames[fill.side] ?? 'order';
    const filled = `${exact(fill.filled_quantity)} ${fill.base_asset}`;
    const average = `${exact(fill.average_price)} ${fill.quote_asset}`;
    const shared = {
      userId,
      link: `/trading/${encodeURIComponent(fill.symbol)}`,
      sourceKey: `order:${orderId}:${fill.filled_quantity}`,
    };
    if (fill.status === '2') {
      return [
        {
          ...shared,
          kind: 'order_filled',
          title: `${fill.symbol} ${side} order filled`,
          body: `Your ${side} order of ${filled} on ${fill.symbol} was filled at an average price of ${average}.`,
        },
      ];
    }
    return [
      {
        ...shared,
        kind: 'order_partially_filled',
        title: `${fill.symbol} ${side} order partly filled`,
        body: `${filled} of the ${exact(fill.quantity)} ${fill.base_asset} of your ${side} order on ${fill.symbol} are filled, at an average price of ${average}.`,
      },
    ];
  });
}

function offeringNotification(offering: OfferingNewsEvent['offering'], news: OfferingNews): NotificationDraft {
  const link = `/offerings/${offering.id}`;
  const inQuote = (decimal: string) => `${exact(decimal)} ${offering.quote_asset}`;
  if (news.kind === 'opened') {
    return {
      userId: news.user_id,
      kind: 'offering_opened',
      title: `${offering.name} is open for investment`,
      body: `${offering.name} by ${offering.issuer_name} is open until ${dateOf(offering.closes_at)}. You asked to hear when it opens.`,
      link,
      sourceKey: `offering:${offering.id}:opened`,
    };
  }
  const shared = {
    userId: news.user_id,
    kind: 'offering_closed' as const,
    link: '/offerings/investments',
    sourceKey: `offering:${offering.id}:closed:${news.subscription_id}`,
  };
  const back = `${inQuote(news.refunded)} set aside for it is back in your available balance.`;
  if (news.outcome === 'not_funded') {
    return {
      ...shared,
      title: `${offering.name} did not reach its target`,
      body: `${offering.name} closed without reaching its target, so no shares are issued. The ${back}`,
    };
  }
  if (news.outcome === 'not_allocated' || !news.shares || !news.price || !news.cost) {
    return {
      ...shared,
      title: `${offering.name} closed: no shares were allocated to you`,
      body: `${offering.name} was oversubscribed and your commitment received no shares. The ${back}`,
    };
  }
  const refund =
    parseUnits(news.refunded, maxScale) > 0n
      ? ` ${inQuote(news.refunded)} beyond it is back in your available balance.`
      : '';
  return {
    ...shared,
    title: `Your investment in ${offering.name} is complete`,
    body: `${news.shares} ${offering.asset} shares at ${inQuote(news.price)} each (${inQuote(news.cost)}) are in your portfolio.${refund}`,
  };
}

/** An offering opened to those who asked to hear of it, or closed, to each investor with what came of their commitment. */
export function offeringNotifications(event: OfferingNewsEvent): NotificationDraft[] {
  return event.news.map((news) => offeringNotification(event.offering, news));
}

function proposalText(event: ProposalNewsEvent): Pick<NotificationDraft, 'kind' | 'title' | 'body'> {
  const { proposal } = event;
  if (event.kind === 'announced') {
    return {
      kind: 'vote_announced',
      title: `A vote for holders of ${proposal.asset}`,
      body: `As a holder of ${proposal.asset} you may vote on "${proposal.title}" from ${dateOf(proposal.opens_at)} to ${dateOf(proposal.closes_at)}.`,
    };
  }
  if (event.kind === 'cancelled') {
    return {
      kind: 'vote_cancelled',
      title: `Vote withdrawn: ${proposal.title}`,
      body: `The vote for holders of ${proposal.asset} on "${proposal.title}" was withdrawn before it opened.`,
    };
  }
  const outcome =
    event.result?.outcome === 'no_quorum'
      ? 'The vote did not reach its quorum, so it decided nothing.'
      : event.result?.outcome === 'tied'
        ? 'The vote ended in a tie.'
        : `The outcome: ${event.result?.winning_option ?? 'decided'}.`;
  return {
    kind: 'vote_closed',
    title: `Vote result: ${proposal.title}`,
    body: `Voting on "${proposal.title}" closed ${dateOf(proposal.closes_at)}. ${outcome}`,
  };
}

/** A proposal put to its holders, withdrawn, or closed with its result. */
export function proposalNotifications(event: ProposalNewsEvent): NotificationDraft[] {
  const text = proposalText(event);
  return event.holder_ids.map((userId) => ({
    ...text,
    userId,
    link: `/votes/${event.proposal.id}`,
    sourceKey: `proposal:${event.proposal.id}:${event.kind}`,
  }));
}

const finishProfile = (step: keyof typeof registrationStepPaths) => `/finish-profile/${registrationStepPaths[step]}`;

/** A decision on the user's identity check, account or documents. */
export function onboardingNotification({ id, user_id: userId, news }: OnboardingNewsEvent): NotificationDraft {
  const shared = { userId, sourceKey: `onboarding:${id}` };
  switch (news.kind) {
    case 'identity_verified':
      return {
        ...shared,
        kind: news.kind,
        title: 'Your identity is verified',
        body: 'Your identity has been verified: your account is open for investing.',
        link: '/dashboard',
      };
    case 'identity_refused':
      return {
        ...shared,
        kind: news.kind,
        title: 'We could not verify your identity',
        body: withReason('We could not verify your identity from the documents you sent.', news.reason),
        link: finishProfile('user_documents'),
      };
    case 'details_change_applied':
      return {
        ...shared,
        kind: news.kind,
        title: 'Your new details are verified',
        body: 'We have verified the change of your details: your profile now shows them.',
        link: '/account/profile',
      };
    case 'details_change_refused':
      return {
        ...shared,
        kind: news.kind,
        title: 'We could not verify your new details',
        body: withReason('Your profile keeps the details it had.', news.reason),
        link: '/account/profile',
      };
    case 'account_approved':
      return {
        ...shared,
        kind: news.kind,
        title: 'Your account is approved',
        body: 'Our team has approved your account.',
        link: '/dashboard',
      };
    case 'account_refused':
      return {
        ...shared,
        kind: news.kind,
        title: 'Your account was not approved',
        body: withReason('Our team could not approve your account.', news.reason),
        link: null,
      };
    case 'document_approved':
      return {
        ...shared,
        kind: news.kind,
        title: `Your ${news.documentName} is accepted`,
        body: `Our team has accepted your ${news.documentName}.`,
        link: '/dashboard',
      };
    case 'document_refused':
      return {
        ...shared,
        kind: news.kind,
        title: `Your ${news.documentName} was refused`,
        body: withReason(`Our team could not accept your ${news.documentName}.`, news.reason),
        link: finishProfile(news.step),
      };
    case 'document_reupload_requested':
      return {
        ...shared,
        kind: news.kind,
        title: `Please upload your ${news.documentName} again`,
        body: withReason(`Our team asks you to upload your ${news.documentName} again.`, news.reason),
        link: finishProfile(news.step),
      };
    case 'document_expired':
      return {
        ...shared,
        kind: news.kind,
        title: `Your ${news.documentName} has expired`,
        body: withReason(`Replace your ${news.documentName} with a valid one.`, news.reason),
        link: '/account/documents',
      };
  }
}

/** A gift card claimed: its sender hears of it. */
export function giftCardNotification(event: GiftCardRedeemedEvent): NotificationDraft {
  const amount = money(event.amount, event.currency);
  return {
    userId: event.sender_id,
    kind: 'gift_card_claimed',
    title: `Your ${amount} gift card was claimed`,
    body: `The gift card you sent to ${event.recipient_name} was claimed.`,
    link: '/gift',
    sourceKey: `gift_card:${event.gift_card_id}:claimed`,
  };
}

/**
 * Referral rewards given: the inviter and the invitee each hear of what they got, paid to their
 * balance or (a domain that pays them on approval) earned and waiting for that approval. An event
 * written before `paid` existed was paid.
 */
export function referralNotifications(event: ReferralRewardedEvent): NotificationDraft[] {
  const drafts: NotificationDraft[] = [];
  const sourceKey = `referral:${event.invitee_id}`;
  const isPaid = event.paid !== false;
  if (event.inviter_amount !== '0') {
    const amount = money(event.inviter_amount, 'USD');
    const where = isPaid ? 'is in your available balance' : 'will be added to your available balance once approved';
    drafts.push({
      userId: event.inviter_id,
      kind: 'referral_reward',
      title: `You earned ${amount}`,
      body: `${event.invitee_first_name}, whom you invited, made their first deposit: ${amount} ${where}.`,
      link: '/invites',
      sourceKey,
    });
  }
  if (event.invitee_amount !== '0') {
    const amount = money(event.invitee_amount, 'USD');
    drafts.push({
      userId: event.invitee_id,
      kind: 'referral_reward',
      title: `Welcome reward of ${amount}`,
      body: isPaid
        ? `Thanks to your invitation, ${amount} was added to your available balance with your first deposit.`
        : `Thanks to your invitation, your first deposit earned you ${amount}: it will be added to your available balance once approved.`,
      link: null,
      sourceKey,
    });
  }
  return drafts;
}

/** A bonus an administrator paid: the user hears it is in their balance. */
export function bonusNotification(event: UserBonusPaidEvent): NotificationDraft {
  const amount = money(event.amount, 'USD');
  return {
    userId: event.user_id,
    kind: 'bonus_paid',
    title: `Bonus of ${amount}`,
    body: `A bonus of ${amount} is in your available balance.`,
    link: null,
    sourceKey: `bonus_payment:${event.payment_id}`,
  };
}
