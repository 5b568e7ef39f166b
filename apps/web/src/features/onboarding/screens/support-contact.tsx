import { supportEmailOf } from '@invest/contracts/tenants';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDomainSettingsQuery } from '../../tenants';

/**
 * What a user who was turned away can do next: write to the domain's support address (its configs'
 * `support_email`), with the subject filled in, or, when the domain has none, what to do instead.
 */
export function SupportContact({ subject }: { subject: string }) {
  const { t } = useTranslation();
  const settings = useDomainSettingsQuery();
  const company = settings.data?.company_name ?? '';
  const email = settings.data ? supportEmailOf(settings.data.configs) : null;

  return (
    <Stack gap={4}>
      <Title order={2} fz="md">
        {t('onboarding.support.title')}
      </Title>
      {email ? (
        <>
          <Text size="sm">{t('onboarding.support.writeTo', { company })}</Text>
          <Anchor href={`mailto:${email}?subject=${encodeURIComponent(subject)}`} fw={600} w="fit-content">
            {email}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('onboarding.support.mention')}
          </Text>
        </>
      ) : (
        <Text size="sm">{t('onboarding.support.noAddress', { company })}</Text>
      )}
    </Stack>
  );
}
