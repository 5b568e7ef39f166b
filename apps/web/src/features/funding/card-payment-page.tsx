import type { Payment } from '@invest/contracts';
import { Alert, Anchor, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { usePaymentOptionsRulesQuery } from '../lookups/lookups.api';
import { formatCardNumber } from './card-entry';
import { CardPaymentForm } from './card-payment-form';
import { CardPaymentStatus } from './card-payment-status';
import { useCardPublicKeyQuery } from './funding.api';
import { ruleOf } from './funding-methods';

/** The sandbox card provider's test cards (apps/server/src/modules/funding/providers/circle-sandbox.ts). */
const sandboxCards = [
  { number: '4007400000000007', outcome: 'sandboxApproved' },
  { number: '4000000000000002', outcome: 'sandboxDeclined' },
  { number: '4000000000009995', outcome: 'sandboxInsufficient' },
] as const;

function SandboxNotice() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="yellow" title={t('funding.card.sandboxTitle')}>
      <Stack gap="xs">
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
      </Stack>
    </Alert>
  );
}

/** `/funding/card`: a deposit by card, then its status until the provider settles it. */
export function CardPaymentPage() {
  const { t } = useTranslation();
  usePageTitle(t('funding.card.pageTitle'));
  const cardKey = useCardPublicKeyQuery();
  const rules = usePaymentOptionsRulesQuery();
  const [payment, setPayment] = useState<Payment | null>(null);

  return (
    <>
      <Anchor component={Link} to="/funding" size="sm" mb="xs" display="inline-block">
        {t('funding.back')}
      </Anchor>
      <PageHeader
        title={t('funding.card.pageTitle')}
        description={
          <Group component="span" gap="xs">
            <span>{t('funding.card.description')}</span>
            {cardKey.data?.is_sandbox ? <Badge color="yellow">{t('funding.sandbox')}</Badge> : null}
          </Group>
        }
      />
      <Stack gap="lg" maw={640}>
        {cardKey.isLoading || rules.isLoading ? (
          <ListSkeleton />
        ) : cardKey.isError || !cardKey.data ? (
          <QueryError error={cardKey.error} onRetry={() => void cardKey.refetch()} />
        ) : rules.isError ? (
          <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
        ) : payment ? (
          <CardPaymentStatus initial={payment} onAnother={() => setPayment(null)} />
        ) : (
          <>
            {cardKey.data.is_sandbox ? <SandboxNotice /> : null}
            <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
              <CardPaymentForm cardKey={cardKey.data} rule={ruleOf(rules.data, 'CARD')} onPaid={setPayment} />
            </Paper>
          </>
        )}
      </Stack>
    </>
  );
}
