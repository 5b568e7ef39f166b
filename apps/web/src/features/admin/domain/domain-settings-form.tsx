import type { EditableDomainSettings } from '@invest/contracts';
import { Alert, Button, Group, Indicator, Paper, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsLoaded } from '../../../app/app.slice';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { useAppDispatch } from '../../../shared/store/hooks';
import { FormAlert } from '../../../shared/ui/form-alert';
import classes from './domain.module.css';
import { themeOf, wordingOf } from './domain-form-values';
import { useSaveDomainSettingsMutation } from './domain-settings.api';
import { type DomainTabKey, domainTabKeys, domainTabs, isTabFlagged } from './domain-settings-tabs';
import { ThemePreview } from './theme-preview';
import { useDomainForm } from './use-domain-form';

/**
 * Every setting of the domain in tabs, beside a preview of its sign-in and dashboard screens that
 * follows the draft. Saving sends them all (POST /v1/ihq/domains/settings), and the app, this page
 * included, takes the new theme and wording at once.
 */
export function DomainSettingsForm({ settings }: { settings: EditableDomainSettings }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useDomainForm(settings);
  const feedback = useFormFeedback(form);
  const [save, saving] = useSaveDomainSettingsMutation();
  const [tab, setTab] = useState<DomainTabKey>('brand');
  const [isInvalid, setInvalid] = useState(false);
  const theme = themeOf(form.values.theme_config);

  const onSubmit = form.onSubmit(
    async (request) => {
      setInvalid(false);
      await feedback.attempt(async () => {
        const saved = await save(request).unwrap();
        dispatch(settingsLoaded(saved));
        form.setInitialValues(form.getValues());
        form.resetDirty();
        notifications.show({ color: 'green', message: t('admin.domain.saved') });
      });
    },
    (errors) => {
      setInvalid(true);
      const first = domainTabKeys.find((key) => isTabFlagged(key, errors));
      if (first) setTab(first);
    },
  );

  return (
    <div className={classes.layout}>
      <form onSubmit={onSubmit} noValidate aria-label={t('admin.domain.formLabel')}>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <FormAlert message={feedback.message} />
          {isInvalid && Object.keys(form.errors).length > 0 ? (
            <Alert color="red" variant="light" mb="md" role="alert">
              {t('admin.domain.invalid')}
            </Alert>
          ) : null}
          <Tabs value={tab} onChange={(value) => value && setTab(value as DomainTabKey)} keepMounted={false}>
            <Tabs.List mb="lg">
              {domainTabKeys.map((key) => {
                const flagged = isTabFlagged(key, form.errors);
                return (
                  <Tabs.Tab key={key} value={key}>
                    <Indicator color="red" size={7} offset={-2} disabled={!flagged} position="top-end">
                      {t(`admin.domain.tabs.${key}`)}
                    </Indicator>
                    {flagged ? <VisuallyHidden>{t('admin.domain.tabHasErrors')}</VisuallyHidden> : null}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {domainTabKeys.map((key) => (
              <Tabs.Panel key={key} value={key}>
                {domainTabs[key].render(form, theme)}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>
        <Group justify="space-between" gap="sm" className={classes.saveBar}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {form.isDirty() ? t('admin.domain.unsaved') : t('admin.domain.upToDate')}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
              {t('admin.domain.discard')}
            </Button>
            <Button type="submit" loading={saving.isLoading}>
              {t('admin.domain.save')}
            </Button>
          </Group>
        </Group>
      </form>
      <div className={classes.previewColumn}>
        <ThemePreview
          theme={theme}
          wording={wordingOf(form.values.wording)}
          company={form.values.company_name.trim() || settings.company_name}
        />
      </div>
    </div>
  );
}
