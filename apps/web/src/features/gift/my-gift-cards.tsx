import type { GiftCard, GiftCardStatus, MyGiftCards } from '@invest/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date-time';
import { formatMoney } from '../../shared/format/money';
import { EmptyState } from '../../shared/ui/empty-state';
import { GiftIcon } from '../../shared/ui/icons';
import { PersonTitle } from '../../shared/ui/person-title';
import { ReflowCell, ReflowTable, ReflowTitle } from '../../shared/ui/reflow-table';
import { type BadgeTone, ToneBadge } from '../../shared/ui/tone-badge';

const statusTones: Record<GiftCardStatus, BadgeTone> = { active: 'warning', redeemed: 'positive', expired: 'neutral' };

function StatusBadge({ status }: { status: GiftCardStatus }) {
  const { t } = useTranslation();
  return <ToneBadge tone={statusTones[status]}>{t(`gift.status.${status}`)}</ToneBadge>;
}

/** When a card ended, or until when it may still be claimed. */
function EndOf({ card }: { card: GiftCard }) {
  const { t } = useTranslation();
  if (card.status === 'active') return <>{t('gift.list.claimBy', { date: formatDate(card.expires_at) })}</>;
  return <>{formatDate(card.ended_at)}</>;
}

function SentCards({ cards }: { cards: GiftCard[] }) {
  const { t } = useTranslation();
  const labels = [
    t('gift.list.recipient'),
    t('gift.list.amount'),
    t('gift.list.sent'),
    t('gift.list.status'),
    t('gift.list.ended'),
  ];
  return (
    <ReflowTable labels={labels} reflowBelow="md" aria-label={t('gift.list.sentTitle')} verticalSpacing="sm">
      {cards.map((card) => (
        <Table.Tr key={card.id}>
          <PersonTitle name={`${card.recipient_first_name} ${card.recipient_last_name}`} email={card.recipient_email} />
          <ReflowCell label={labels[1] ?? ''}>{formatMoney(card.amount, 'USD')} USD</ReflowCell>
          <ReflowCell label={labels[2] ?? ''}>{formatDate(card.created_at)}</ReflowCell>
          <ReflowCell label={labels[3] ?? ''}>
            <StatusBadge status={card.status} />
          </ReflowCell>
          <ReflowCell label={labels[4] ?? ''}>
            <EndOf card={card} />
          </ReflowCell>
        </Table.Tr>
      ))}
    </ReflowTable>
  );
}

function ReceivedCards({ cards }: { cards: GiftCard[] }) {
  const { t } = useTranslation();
  const labels = [t('gift.list.sender'), t('gift.list.amount'), t('gift.list.claimed')];
  return (
    <ReflowTable labels={labels} reflowBelow="sm" aria-label={t('gift.list.receivedTitle')} verticalSpacing="sm">
      {cards.map((card) => (
        <Table.Tr key={card.id}>
          <ReflowTitle>{card.sender_first_name}</ReflowTitle>
          <ReflowCell label={labels[1] ?? ''}>{formatMoney(card.amount, 'USD')} USD</ReflowCell>
          <ReflowCell label={labels[2] ?? ''}>{formatDate(card.ended_at)}</ReflowCell>
        </Table.Tr>
      ))}
    </ReflowTable>
  );
}

/** GET /v1/giftcards/my-gift-card: the cards the user sent, with where each one stands, and those they claimed. */
export function MyGiftCardsList({ cards }: { cards: MyGiftCards }) {
  const { t } = useTranslation();
  if (cards.sent.length === 0 && cards.received.length === 0) {
    return <EmptyState icon={<GiftIcon size={24} />}>{t('gift.list.empty')}</EmptyState>;
  }
  return (
    <Stack gap="lg">
      {cards.sent.length > 0 ? <SentCards cards={cards.sent} /> : null}
      {cards.received.length > 0 ? (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('gift.list.receivedTitle')}
          </Text>
          <ReceivedCards cards={cards.received} />
        </Stack>
      ) : null}
    </Stack>
  );
}
