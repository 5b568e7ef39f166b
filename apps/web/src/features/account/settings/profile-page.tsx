import type { AccountSettings } from '@invest/contracts';
import { changedProfileFields, verifiedProfileFields } from '@invest/contracts/account-settings';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../../shared/forms/form-values';
import {
  EntityDetailsFields,
  type EntityDetailsValues,
  entityDetailsRequestOf,
  entityDetailsValuesOf,
  IndividualDetailsFields,
  type IndividualDetailsValues,
  individualDetailsRequestOf,
  individualDetailsValuesOf,
} from '../../onboarding';
import { ReviewNotice } from './review-notice';
import { settingsSchemas, useSaveBasicMutation } from './settings.api';
import { SettingsFormCard } from './settings-form-card';
import { SettingsPage } from './settings-page';
import { useSettingsForm } from './use-settings-form';
import { VerifiedChangeField } from './verified-change-field';

const reasonOf = (values: { reason: string }) => values.reason.trim() || undefined;

/**
 * The details request of the form's values. A full name left as saved keeps its saved split into
 * first and last name (SPEC 5 splits a typed one at the last space, which may differ).
 */
function individualRequestOf(values: IndividualDetailsValues, saved: AccountSettings['details']) {
  const request = individualDetailsRequestOf(values);
  const savedName = `${textOf(saved ?? undefined, 'first_name')} ${textOf(saved ?? undefined, 'last_name')}`.trim();
  if (!saved || values.full_name.trim() !== savedName) return request;
  return { ...request, first_name: textOf(saved, 'first_name'), last_name: textOf(saved, 'last_name') };
}

/** The form's verified fields that its values change: said before saving. */
function verifiedChangesOf(settings: AccountSettings, request: Record<string, unknown>) {
  return changedProfileFields(request, settings.details).filter((field) =>
    verifiedProfileFields.basic[settings.user_type].includes(field),
  );
}

function IndividualProfileForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveBasicMutation();
  const { form, onSubmit, message } = useSettingsForm({
    initialValues: { ...individualDetailsValuesOf(settings.details, null), reason: '' },
    schema: settingsSchemas.basic,
    toRequest: (values: IndividualDetailsValues & { reason: string }) => ({
      ...individualRequestOf(values, settings.details),
      reason: reasonOf(values),
    }),
    save,
  });
  const verified = verifiedChangesOf(settings, individualRequestOf(form.getValues(), settings.details));
  return (
    <SettingsFormCard
      id="profile-settings-title"
      title={t('accountArea.personalCard')}
      description={t('accountArea.personalCardDescription')}
      onSubmit={onSubmit}
      message={message}
      isSaving={isLoading}
    >
      <IndividualDetailsFields form={form} />
      <VerifiedChangeField form={form} changedFields={verified} />
    </SettingsFormCard>
  );
}

function EntityProfileForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveBasicMutation();
  const { form, onSubmit, message } = useSettingsForm({
    initialValues: { ...entityDetailsValuesOf(settings.details, null), reason: '' },
    schema: settingsSchemas.basic,
    toRequest: (values: EntityDetailsValues & { reason: string }) => ({
      ...entityDetailsRequestOf(values),
      reason: reasonOf(values),
    }),
    save,
  });
  const verified = verifiedChangesOf(settings, entityDetailsRequestOf(form.getValues()));
  return (
    <SettingsFormCard
      id="profile-settings-title"
      title={t('accountArea.companyCard')}
      description={t('accountArea.companyCardDescription')}
      onSubmit={onSubmit}
      message={message}
      isSaving={isLoading}
    >
      <EntityDetailsFields form={form} />
      <VerifiedChangeField form={form} changedFields={verified} />
    </SettingsFormCard>
  );
}

/** `/account/profile`: the My Details fields; what identity verification rested on is verified again first. */
export function ProfileSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t('accountArea.profileTitle')} description={t('accountArea.profileDescription')}>
      {(settings) => (
        <>
          <ReviewNotice settings={settings} kind="basic" />
          {settings.user_type === 'Entity' ? (
            <EntityProfileForm settings={settings} />
          ) : (
            <IndividualProfileForm settings={settings} />
          )}
        </>
      )}
    </SettingsPage>
  );
}
