import type { Invitation } from '@invest/contracts';
import { shouldRedirectToInvites } from '@invest/contracts/onboarding-rules';
import { assetScales, formatAmount, toUnits } from '@invest/money';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../shared/format/money';
import { useAppSelector } from '../../shared/store/hooks';
import { CheckCircleIcon, GiftIcon } from '../../shared/ui/icons';
import { PageHeader } from '../../shared/ui/page-header';
import { SectionCard } from '../../shared/ui/section-card';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { useCompanyName, usePageTitle } from '../../shared/ui/use-page-title';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { landingPathFor } from '../auth';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { type InvitationFilter, useInvitationsQuery } from './invites.api';
import { ShareInvitation } from './share-invitation';

const filters: InvitationFilter[] = ['pending', 'joined', 'cancelled', 'all'];

/** SPEC 4: a fresh signup reward brings the user here after the contact step, to be welcomed. */
function SignupRewardWelcome() {
  const { t } = useTranslation();
  const company = useCompanyName();
  const user = useAppSelector((state) => state.auth.user);
  const reward = user && shouldRedirectToInvites(user.signup_reward, new Date()) ? user.signup_reward : null;
  if (!reward) return null;
  return (
    <Alert color="teal" variant="light" icon={<GiftIcon />} title={t('invites.rewardTitle')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('invites.rewardBody', {
            amount: formatAmount(toUnits(reward.amount, assetScales.USD), assetScales.USD, 'usd'),
            company,
          })}
        </Text>
        {user && !user.registration_completed ? (
          <Group>
            <Button component={Link} to={landingPathFor(user)} size="sm">
              {t('invites.continueProfile')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}

function SentNotice({ invitation, onClose }: { invitation: Invitation; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="green" icon={<CheckCircleIcon />} role="status" withCloseButton onClose={onClose}>
      {t('invites.form.sent', { name: invitation.first_name, email: invitation.email })}
    </Alert>
  );
}

/**
 * `/invites`: the investor's link to share, an invitation by email, what inviting earned them, and
 * their invitations by status; a fresh signup reward is welcomed first (SPEC 4).
 */
export function InvitesPage() {
  const { t } = useTranslation();
  usePageTitle(t('invites.pageTitle'));
  const company = useCompanyName();
  const [filter, setFilter] = useState<InvitationFilter>('pending');
  const [page, setPage] = useState(1);
  const [sent, setSent] = useState<Invitation | null>(null);
  const invitations = useInvitationsQuery({ status: filter, page });
  const onInvited = (invitation: Invitation) => {
    setSent(invitation);
    setFilter('pending');
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('invites.title')} description={t('invites.description', { company })} />
      <SignupRewardWelcome />
      {sent ? <SentNotice invitation={sent} onClose={() => setSent(null)} /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard
          id="share-invitation"
          title={t('invites.share.title')}
          description={t('invites.share.description')}
        >
          <WhenLoaded query={invitations}>{(data) => <ShareInvitation invitations={data} />}</WhenLoaded>
        </SectionCard>
        <SectionCard id="rewards-earned" title={t('invites.rewards.title')}>
          <WhenLoaded query={invitations}>
            {(data) => (
              <Stack gap={4}>
                <Title order={3} fz={32} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t('invites.rewards.earned', { amount: formatMoney(data.rewards_earned, 'USD') })}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('invites.rewards.count', { count: data.rewards_count })}
                </Text>
              </Stack>
            )}
          </WhenLoaded>
        </SectionCard>
      </SimpleGrid>
      <SectionCard id="invite-by-email" title={t('invites.form.title')} description={t('invites.form.description')}>
        <InviteForm onSent={onInvited} />
      </SectionCard>
      <SectionCard
        id="my-invitations"
        title={t('invites.list.title')}
        aside={
          <SegmentedChoice
            aria-label={t('invites.list.filter')}
            data={filters.map((value) => ({ value, label: t(`invites.filters.${value}`) }))}
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
          />
        }
      >
        <WhenLoaded query={invitations}>{(data) => <InvitationsList invitations={data} onPage={setPage} />}</WhenLoaded>
      </SectionCard>
    </Stack>
  );
}
