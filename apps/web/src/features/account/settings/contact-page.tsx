import type { AccountSettings } from '@invest/contracts';
import { changedProfileFields, verifiedProfileFields } from '@invest/contracts/account-settings';
import { useTranslation } from 'react-i18next';
import { ContactFields, type ContactValues, contactRequestOf, contactValuesOf } from '../../onboarding';
import { ReviewNotice } from './review-notice';
import { settingsSchemas, useSaveGeneralSettingsMutation } from './settings.api';
import { SettingsFormCard } from './settings-form-card';
import { SettingsPage } from './settings-page';
import { useSettingsForm } from './use-settings-form';
import { VerifiedChangeField } from './verified-change-field';

interface ContactSettingsValues extends ContactValues {
  reason: string;
}

function ContactForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveGeneralSettingsMutation();
  const toRequest = (values: ContactSettingsValues) => ({
    ...contactRequestOf(values),
    reason: values.reason.trim() || undefined,
  });
  const { form, onSubmit, message } = useSettingsForm({
    initialValues: { ...contactValuesOf(settings.contact), reason: '' } satisfies ContactSettingsValues,
    schema: settingsSchemas.general,
    toRequest,
    save,
  });
  const changed = changedProfileFields(contactRequestOf(form.getValues()), settings.contact);
  const verified = changed.filter((field) => verifiedProfileFields.contact[settings.user_type].includes(field));

  return (
    <>
      <ReviewNotice settings={settings} kind="contact" />
      <SettingsFormCard
        id="contact-settings-title"
        title={t('accountArea.contactCard')}
        description={t('accountArea.contactCardDescription')}
        onSubmit={onSubmit}
        message={message}
        isSaving={isLoading}
      >
        <ContactFields form={form} />
        <VerifiedChangeField form={form} changedFields={verified} />
      </SettingsFormCard>
    </>
  );
}

/** `/account/contact`: the phone and postal address; a move abroad is verified first. */
export function ContactSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t('accountArea.contactTitle')} description={t('accountArea.contactDescription')}>
      {(settings) => <ContactForm settings={settings} />}
    </SettingsPage>
  );
}
