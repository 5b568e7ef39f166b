import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/page-header';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useIpQuery } from '../auth';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';
import { SignInActivityList } from './sign-in-activity-list';
import { TwoFactorSettings } from './two-factor-settings';

/** `/account/security`: two-step verification, email, password, signed-in devices and sign-in activity. */
export function SecurityPage() {
  const { t } = useTranslation();
  usePageTitle(t('security.pageTitle'));
  const ip = useIpQuery();
  const description = ip.data
    ? `${t('security.description')} ${t('security.currentIp', { ip: ip.data.ip })}`
    : t('security.description');

  return (
    <>
      <PageHeader title={t('security.title')} description={description} />
      <Stack gap="xl" maw={960}>
        <TwoFactorSettings />
        <ChangeEmailForm />
        <ChangePasswordForm />
        <SessionsList />
        <SignInActivityList />
      </Stack>
    </>
  );
}
