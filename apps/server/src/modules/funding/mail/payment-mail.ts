import type { FundingMethod, Payment } from '@invest/contracts';
import { formatAssetAmount, parseUnits, scaleOf } from '@invest/money';
import type { MailMessage } from '../../../platform/mail/mailer';
import { mailOf } from '../../../platform/mail/queue-mail';
import type { MailLetterhead } from '../funding.deps';

/** What happened to a payment that its owner is told of by mail. */
export type PaymentMailKind = 'deposit-credited' | 'withdrawal-requested' | 'withdrawal-sent' | 'payment-failed';

/** The mail a payment in this state calls for, or null (a deposit waiting for its funds). */
export function paymentMailKindOf(payment: Pick<Payment, 'direction' | 'status'>): PaymentMailKind | null {
  if (payment.status === 'FAILED') return 'payment-failed';
  if (payment.direction === 'deposit') {
    return payment.status === 'confirmed' || payment.status === 'COMPLETED' ? 'deposit-credited' : null;
  }
  if (payment.status === 'PENDING') return 'withdrawal-requested';
  return payment.status === 'COMPLETED' ? 'withdrawal-sent' : null;
}

/** Each funding method as a sentence names it ("your card deposit"). */
export const paymentMethodNames: Readonly<Record<FundingMethod, string>> = {
  'USDC TRANSFER': 'USDC transfer',
  METAMASK: 'MetaMask',
  CHANGENOW: 'ChangeNOW',
  TRANSAK: 'Transak',
  'BANK TRANSFER': 'bank transfer',
  CHANGELLY_SWAP: 'Changelly swap',
  CHANGELLY_BUY: 'Changelly purchase',
  BMN: 'BMN',
  CARD: 'card',
  LIGHTNING: 'Lightning',
};

const amountOf = (decimal: string, asset: string) =>
  `${formatAssetAmount(parseUnits(decimal, scaleOf(asset)), scaleOf(asset), asset)} ${asset}`;

function contentOf(kind: PaymentMailKind, payment: Payment, company: string) {
  const amount = amountOf(payment.amount, payment.asset);
  const method = paymentMethodNames[payment.method];
  const hasFee = parseUnits(payment.fee, scaleOf(payment.asset)) > 0n;
  const fee = hasFee ? ` A fee of ${amountOf(payment.fee, payment.asset)} applies.` : '';
  const isDeposit = payment.direction === 'deposit';
  switch (kind) {
    case 'deposit-credited':
      return {
        subject: `${company}: ${amount} added to your account`,
        happened: `Your ${method} deposit of ${amount} has been credited to your ${company} account.${fee}`,
        after: 'It is in your available balance now.',
      };
    case 'withdrawal-requested':
      return {
        subject: `${company}: withdrawal of ${amount} requested`,
        happened: `We received your request to withdraw ${amount} by ${method}.${fee}`,
        after: 'The amount is held from your balance until it is sent; we will write again when it leaves.',
      };
    case 'withdrawal-sent':
      return {
        subject: `${company}: your withdrawal of ${amount} was sent`,
        happened: `Your withdrawal of ${amount} by ${method} has been sent.`,
        after: payment.provider_reference ? `Its reference is ${payment.provider_reference}.` : null,
      };
    case 'payment-failed':
      return {
        subject: `${company}: your ${isDeposit ? 'deposit' : 'withdrawal'} of ${amount} did not go through`,
        happened: `Your ${method} ${isDeposit ? 'deposit' : 'withdrawal'} of ${amount} did not go through.`,
        after: isDeposit
          ? 'Nothing was added to your balance.'
          : 'The amount that was held is back in your available balance.',
      };
  }
}

/** The mail to a payment's owner (`firstName`, `to`) about `kind`. */
export function paymentMail(
  kind: PaymentMailKind,
  payment: Payment,
  recipient: { to: string; firstName: string },
  { company, origin }: MailLetterhead,
): MailMessage {
  const content = contentOf(kind, payment, company);
  const mail = mailOf(content.subject, [
    `Hello ${recipient.firstName},`,
    content.happened,
    ...(kind === 'payment-failed' && payment.failure_reason ? [`Reason: ${payment.failure_reason}`] : []),
    ...(content.after ? [content.after] : []),
    `See your balances and payments: ${origin}/funding`,
    ...(payment.direction === 'withdrawal' && kind !== 'payment-failed'
      ? [`If you did not ask for this withdrawal, choose a new password now at ${origin}/forgot-password.`]
      : []),
    `${company} (${new URL(origin).host})`,
  ]);
  return { to: recipient.to, ...mail };
}
