import type { FundingMethod, PaymentStatus } from '@invest/contracts';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, ToneBadge } from '../../shared/ui/tone-badge';
import { fundingMethodCatalogue } from './funding-methods';

const tones: Record<PaymentStatus, BadgeTone> = {
  PENDING: 'warning',
  COMPLETED: 'positive',
  confirmed: 'positive',
  FAILED: 'negative',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <ToneBadge tone={tones[status]}>{t(`funding.status.${status}`)}</ToneBadge>;
}

/** A method's name as the comparison shows it ("Card", "Bank transfer"). */
export function useMethodName() {
  const { t } = useTranslation();
  return (method: FundingMethod) => {
    const info = fundingMethodCatalogue.find((candidate) => candidate.method === method);
    return info ? t(`funding.methods.${info.key}.name`) : method;
  };
}
