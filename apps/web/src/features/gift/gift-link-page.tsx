import type { GiftCard, GiftCardCheck } from '@invest/contracts';
import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { AuthCard } from '../../app/layout/auth-card';
import { AuthLayout } from '../../app/layout/auth-layout';
import { isApiError } from '../../shared/api/api-error';
import { formatDate } from '../../shared/format/date-time';
import { formatMoney } from '../../shared/format/money';
import { useAppSelector } from '../../shared/store/hooks';
import { FormAlert } from '../../shared/ui/form-alert';
import { CheckCircleIcon } from '../../shared/ui/icons';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { returnStateFor } from '../auth';
import { useGiftCardCheckQuery, useRedeemGiftCardMutation } from './gift.api';
import { GiftCardPreview } from './gift-card-preview';

/** A signed-out visitor claims the card by signing up with its code, or by signing in and coming back here. */
function ClaimSignedOut({ code }: { code: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Stack gap="sm">
      <Button component={Link} to={`/sign-up?gift=${encodeURIComponent(code)}`} size="md">
        {t('gift.link.signUp')}
      </Button>
      <Text size="sm" ta="center">
        {t('gift.link.haveAccount')}{' '}
        <Anchor component={Link} to="/sign-in" state={returnStateFor(location)} underline="always">
          {t('gift.link.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}

function ClaimSignedIn({ code, onClaimed }: { code: string; onClaimed: (card: GiftCard) => void }) {
  const { t } = useTranslation();
  const [redeem, { isLoading }] = useRedeemGiftCardMutation();
  const [message, setMessage] = useState<string | null>(null);
  const claim = async () => {
    setMessage(null);
    try {
      onClaimed(await redeem({ code }).unwrap());
    } catch (error) {
      setMessage(isApiError(error) ? (error.fieldErrors.code?.[0] ?? error.message) : t('gift.link.failed'));
    }
  };
  return (
    <Stack gap="sm">
      <FormAlert message={message} />
      <Button size="md" loading={isLoading} onClick={() => void claim()}>
        {t('gift.link.claim')}
      </Button>
    </Stack>
  );
}

function Claimed({ card }: { card: GiftCard }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert variant="light" color="green" icon={<CheckCircleIcon />} role="status" title={t('gift.link.claimedTitle')}>
        {t('gift.link.claimed', { amount: formatMoney(card.amount, 'USD') })}
      </Alert>
      <Button component={Link} to="/dashboard" variant="default">
        {t('gift.link.toDashboard')}
      </Button>
    </Stack>
  );
}

function GiftLinkDetails({ check, code }: { check: GiftCardCheck; code: string }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector((state) => Boolean(state.auth.token && state.auth.user));
  const [claimed, setClaimed] = useState<GiftCard | null>(null);
  return (
    <Stack gap="lg" align="stretch">
      <Center>
        <GiftCardPreview amount={check.amount} from={check.sender_first_name} />
      </Center>
      <Text size="sm">
        {t('gift.link.summary', {
          name: check.sender_first_name,
          amount: formatMoney(check.amount, 'USD'),
          date: formatDate(check.expires_at),
        })}
      </Text>
      {claimed ? (
        <Claimed card={claimed} />
      ) : signedIn ? (
        <ClaimSignedIn code={code} onClaimed={setClaimed} />
      ) : (
        <ClaimSignedOut code={code} />
      )}
    </Stack>
  );
}

/** A code the server does not take: never sent, claimed already, or lapsed (it does not say which). */
function Unclaimable({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert variant="light" color="yellow" title={t('gift.link.unclaimableTitle')}>
        {message ?? t('gift.link.unclaimable')}
      </Alert>
      <Button component={Link} to="/" variant="default">
        {t('gift.link.home')}
      </Button>
    </Stack>
  );
}

/** `/gift/:code`: the gift link of a recipient's mail, readable signed out: who sent how much, and how to claim it. */
export function GiftLinkPage() {
  const { t } = useTranslation();
  usePageTitle(t('gift.link.pageTitle'));
  const { code = '' } = useParams();
  const check = useGiftCardCheckQuery(code);
  const refused = isApiError(check.error) && check.error.status >= 400 && check.error.status < 500;
  return (
    <AuthLayout>
      <AuthCard title={t('gift.link.title')} width={480}>
        {check.isLoading ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : check.data ? (
          <GiftLinkDetails check={check.data} code={code} />
        ) : refused && isApiError(check.error) ? (
          <Unclaimable message={check.error.status === 429 ? check.error.message : null} />
        ) : (
          <QueryError error={check.error} onRetry={() => void check.refetch()} />
        )}
      </AuthCard>
    </AuthLayout>
  );
}
