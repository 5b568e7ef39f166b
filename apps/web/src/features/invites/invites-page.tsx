import { shouldRedirectToInvites } from '@invest/contracts/onboarding-rules';
import { assetScales, formatAmount, toUnits } from '@invest/money';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { EmptyState } from '../../shared/ui/empty-state';
import { GiftIcon, UsersIcon } from '../../shared/ui/icons';
import { PageHeader } from '../../shared/ui/page-header';
import { useCompanyName, usePageTitle } from '../../shared/ui/use-page-title';
import { landingPathFor } from '../auth';

/** `/invites`: welcomes a fresh signup reward (SPEC 4 sends the user here after the contact step). */
export function InvitesPage() {
  const { t } = useTranslation();
  usePageTitle(t('invites.pageTitle'));
  const company = useCompanyName();
  const user = useAppSelector((state) => state.auth.user);
  const reward = user && shouldRedirectToInvites(user.signup_reward, new Date()) ? user.signup_reward : null;

  return (
    <>
      <PageHeader title={t('invites.title')} description={t('invites.description', { company })} />
      <Stack gap="xl">
        {reward ? (
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
        ) : null}
        <EmptyState icon={<UsersIcon size={24} />}>{t('invites.empty')}</EmptyState>
      </Stack>
    </>
  );
}
