import type { Payment } from '@invest/contracts';
import { List, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { usePaymentOptionsRulesQuery } from '../lookups';
import { formatCardNumber } from './card-entry';
import { CardPaymentForm } from './card-payment-form';
import { CardPaymentStatus } from './card-payment-status';
import { useCardPublicKeyQuery } from './funding.api';
import { ruleOf } from './funding-methods';
import { FundingScreen } from './funding-screen';
import { SandboxNotice } from './sandbox-notice';
import { useBillingPrefill } from './use-billing-prefill';
import { usePaymentFeed } from './use-payment-feed';

/** The sandbox card provider's test cards (apps/server/src/modules/funding/providers/circle-sandbox.ts). */
const sandboxCards = [
  { number: '4007400000000007', outcome: 'sandboxApproved' },
  { number: '4000000000000002', outcome: 'sandboxDeclined' },
  { number: '4000000000009995', outcome: 'sandboxInsufficient' },
] as const;

function SandboxCards() {
  const { t } = useTranslation();
  return (
    <SandboxNotice title={t('funding.card.sandboxTitle')}>
      <Text size="sm">{t('funding.card.sandboxIntro')}</Text>
      <List size="sm" spacing={4}>
        {sandboxCards.map((card) => (
          <List.Item key={card.number}>
            <Text span ff="monospace" size="sm">
              {formatCardNumber(card.number)}
            </Text>{' '}
            — {t(`funding.card.${card.outcome}`)}
          </List.Item>
        ))}
      </List>
      <Text size="sm">{t('funding.card.sandboxOther')}</Text>
    </SandboxNotice>
  );
}

/** `/funding/card`: a deposit by card, then its status until the provider settles it. */
export function CardPaymentPage() {
  const { t } = useTranslation();
  usePaymentFeed();
  const cardKey = useCardPublicKeyQuery();
  const rules = usePaymentOptionsRulesQuery();
  const billing = useBillingPrefill();
  const [payment, setPayment] = useState<Payment | null>(null);

  return (
    <FundingScreen
      title={t('funding.card.pageTitle')}
      description={t('funding.card.description')}
      isSandbox={cardKey.data?.is_sandbox}
    >
      {cardKey.isLoading || rules.isLoading || !billing ? (
        <ListSkeleton />
      ) : cardKey.isError || !cardKey.data ? (
        <QueryError error={cardKey.error} onRetry={() => void cardKey.refetch()} />
      ) : rules.isError ? (
        <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
      ) : payment ? (
        <CardPaymentStatus initial={payment} onAnother={() => setPayment(null)} />
      ) : (
        <>
          {cardKey.data.is_sandbox ? <SandboxCards /> : null}
          <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
            <CardPaymentForm
              cardKey={cardKey.data}
              rule={ruleOf(rules.data, 'CARD')}
              billing={billing}
              onPaid={setPayment}
            />
          </Paper>
        </>
      )}
    </FundingScreen>
  );
}
