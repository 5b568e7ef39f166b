import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon } from '../../shared/ui/icons';
import { PageHeader } from '../../shared/ui/page-header';
import { SectionCard } from '../../shared/ui/section-card';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { StillNeededChecklist } from '../onboarding';

/** `/account/settings`: what the account still needs, and the way to its security settings. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('accountSettings.pageTitle'));
  return (
    <>
      <PageHeader title={t('accountSettings.title')} description={t('accountSettings.description')} />
      <Stack gap="xl" maw={960}>
        <StillNeededChecklist />
        <SectionCard
          id="settings-security-title"
          title={t('dashboard.securityTitle')}
          description={t('dashboard.securityBody')}
        >
          <Button
            component={Link}
            to="/account/security"
            variant="default"
            leftSection={<ShieldIcon size={16} />}
            w="fit-content"
          >
            {t('userMenu.security')}
          </Button>
        </SectionCard>
      </Stack>
    </>
  );
}
