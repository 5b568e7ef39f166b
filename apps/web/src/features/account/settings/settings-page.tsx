import type { AccountSettings } from '@invest/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { SectionCard } from '../../../shared/ui/section-card';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { WhenLoaded } from '../../../shared/ui/when-loaded';
import { useAccountSettingsQuery } from './settings.api';

/**
 * A page of the account area that changes what onboarding saved: its form once registration is
 * complete, else where to complete it.
 */
export function SettingsPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (settings: AccountSettings) => ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  const settings = useAccountSettingsQuery();
  return (
    <>
      <PageHeader title={title} description={description} />
      <Stack gap="xl" maw={960}>
        <WhenLoaded query={settings}>
          {(data) =>
            data.registration_completed ? (
              // Settings that changed (saved, or a change decided) are the form's new starting point.
              <Fragment key={JSON.stringify(data)}>{children(data)}</Fragment>
            ) : (
              <SectionCard id="settings-not-yet" title={title}>
                <Text size="sm">{t('accountArea.notYet')}</Text>
                <Button component={Link} to="/finish-profile" variant="default" w="fit-content">
                  {t('accountArea.finishRegistration')}
                </Button>
              </SectionCard>
            )
          }
        </WhenLoaded>
      </Stack>
    </>
  );
}
