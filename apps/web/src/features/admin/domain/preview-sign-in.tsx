import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../app/layout/auth-card';

/** The sign-in card as an investor sees it (features/auth/sign-in-page.tsx), drawn with the draft's texts. */
export function PreviewSignIn({ company }: { company: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('signIn.title')} description={t('signIn.subtitle', { company })}>
      <Stack gap="md">
        <TextInput label={t('signIn.email')} placeholder="ada@example.com" required readOnly />
        <PasswordInput label={t('signIn.password')} required readOnly />
        <Group justify="space-between" gap="sm">
          <Checkbox label={t('signIn.rememberMe')} readOnly />
          <Anchor component="span" size="sm">
            {t('signIn.forgotPassword')}
          </Anchor>
        </Group>
        <Button size="md" fullWidth mt="xs" data-testid="preview-primary-button">
          {t('signIn.submit')}
        </Button>
      </Stack>
      <Text size="sm" c="dimmed" ta="center">
        {t('signIn.noAccount', { company })}{' '}
        <Anchor component="span" fw={500}>
          {t('signIn.createAccount')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
