import type { GiftCard } from '@invest/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../shared/format/money';
import { useAppSelector } from '../../shared/store/hooks';
import { CheckCircleIcon, UserCheckIcon } from '../../shared/ui/icons';
import { PageHeader } from '../../shared/ui/page-header';
import { SectionCard } from '../../shared/ui/section-card';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { useMyGiftCardsQuery } from './gift.api';
import { MyGiftCardsList } from './my-gift-cards';
import { SendGiftForm } from './send-gift-form';

function SentNotice({ card, onClose }: { card: GiftCard; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="green"
      icon={<CheckCircleIcon />}
      role="status"
      withCloseButton
      onClose={onClose}
      title={t('gift.send.sentTitle')}
    >
      {t('gift.send.sent', {
        amount: formatMoney(card.amount, 'USD'),
        name: card.recipient_first_name,
        email: card.recipient_email,
      })}
    </Alert>
  );
}

/**
 * `/gift`: send a gift card from one's balance (an approved investor's), and follow the cards sent
 * and claimed.
 */
export function GiftPage() {
  const { t } = useTranslation();
  usePageTitle(t('gift.pageTitle'));
  const [sent, setSent] = useState<GiftCard | null>(null);
  const cards = useMyGiftCardsQuery();
  const isInvestor = useAppSelector((state) => Boolean(state.auth.user?.investor_id));
  return (
    <Stack gap="lg">
      <PageHeader title={t('gift.title')} description={t('gift.description')} />
      {sent ? <SentNotice card={sent} onClose={() => setSent(null)} /> : null}
      <SectionCard id="send-gift" title={t('gift.send.title')} description={t('gift.send.description')}>
        {isInvestor ? (
          <SendGiftForm onSent={setSent} />
        ) : (
          <Alert variant="light" color="blue" icon={<UserCheckIcon />} title={t('gift.send.notYetTitle')}>
            <Text size="sm">{t('gift.send.notYet')}</Text>
            <Button component={Link} to="/finish-profile" size="xs" mt="sm">
              {t('gift.send.finishProfile')}
            </Button>
          </Alert>
        )}
      </SectionCard>
      <SectionCard id="my-gift-cards" title={t('gift.list.title')}>
        <WhenLoaded query={cards}>{(data) => <MyGiftCardsList cards={data} />}</WhenLoaded>
      </SectionCard>
    </Stack>
  );
}
