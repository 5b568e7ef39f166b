import { messages } from '@invest/contracts/errors';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LockIcon } from '../../shared/ui/icons';

/**
 * An offer closed to the investor (SPEC 5): accredited investors only, or not for their country,
 * with SPEC 8's country text and its Go Back button.
 */
export function OfferRestrictionNotice({ restriction }: { restriction: 'accreditation' | 'country' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Alert color="yellow" variant="light" icon={<LockIcon />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {restriction === 'country' ? messages.countryRestricted : t('trading.banners.accreditedOnly')}
        </Text>
        <Button size="xs" variant="default" onClick={() => void navigate(-1)}>
          {t('trading.banners.goBack')}
        </Button>
      </Stack>
    </Alert>
  );
}
