import type { User } from '@invest/contracts';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../shared/ui/icons';
import { landingPathFor } from '../auth';

/**
 * SPEC 3 showKycBanner: a user without an investor account cannot trade yet (the host answers TRD-12).
 * It says why: the profile is unfinished (with the way to finish it) or waits for approval.
 */
export function KycBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<AlertIcon />} title={t('trading.banners.kycTitle')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {user.registration_completed ? t('trading.banners.kycPending') : t('trading.banners.kycIncomplete')}
        </Text>
        {user.registration_completed ? null : (
          <Button component={Link} to={landingPathFor(user)} size="xs">
            {t('trading.banners.finishProfile')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
