import type { OnboardingProgress } from '@invest/contracts/onboarding';
import { Divider, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../shared/store/hooks';
import { DocumentUploader } from '../fields/document-uploader';
import { StepCard, type StepScreenProps } from '../step-layout';
import { DocumentsStepFooter } from './documents-step-footer';
import { IdentificationForm } from './identification-form';

/**
 * My Documents: for an individual the identity document's details and the document itself (with
 * both the step is done and the identity goes to verification), and any other documents; for an
 * entity, its documents.
 */
export function UserDocumentsStep(screen: StepScreenProps) {
  const { t } = useTranslation();
  const isEntity = useAppSelector((state) => state.auth.user?.user_type === 'Entity');
  const isDone = Boolean(screen.entry.completed_at);

  const onDetailsSaved = (progress: OnboardingProgress) => {
    if (progress.next_step !== 'user_documents' && !isDone) screen.onDone(progress);
    else notifications.show({ color: 'green', message: t('onboarding.documents.detailsSaved') });
  };

  return (
    <StepCard
      title={t('onboarding.labels.user_documents')}
      description={isEntity ? t('onboarding.documents.entityDescription') : t('onboarding.documents.description')}
    >
      <Stack gap="xl">
        {isEntity ? null : (
          <Stack gap="sm">
            <Title order={3} fz="md" id="identification-title">
              {t('onboarding.documents.identificationTitle')}
            </Title>
            <IdentificationForm saved={screen.status.answers.identification_details} onSaved={onDetailsSaved} />
          </Stack>
        )}
        <Divider />
        <DocumentUploader
          step="user_documents"
          collection={isEntity ? 'company' : 'identity'}
          uploaderType={isEntity ? 'entity' : 'individual'}
          listsWholeStep
          label={isEntity ? t('onboarding.documents.companyDocuments') : t('onboarding.documents.identityDocuments')}
        />
        <DocumentsStepFooter
          screen={screen}
          needed={isEntity ? t('onboarding.documents.entityNeeded') : t('onboarding.documents.needed')}
        />
      </Stack>
    </StepCard>
  );
}
