import { identificationTypes } from '@invest/contracts/onboarding';
import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../../shared/forms/form-values';
import { DocumentUploader } from '../fields/document-uploader';
import { StepCard, type StepScreenProps } from '../step-layout';
import { DocumentsStepFooter } from './documents-step-footer';

/** My Legal Docs: an identity document for every legal signer, and the company's documents. */
export function LegalSignersDocumentsStep(screen: StepScreenProps) {
  const { t } = useTranslation();
  const listed = screen.status.answers.legal_signers?.signers;
  const signers = Array.isArray(listed) ? (listed as Record<string, unknown>[]) : [];

  return (
    <StepCard
      title={t('onboarding.labels.legal_signers_documents')}
      description={t('onboarding.signerDocuments.description')}
    >
      <Stack gap="xl">
        {signers.map((signer) => (
          <DocumentUploader
            key={textOf(signer, 'id')}
            step="legal_signers_documents"
            collection={textOf(signer, 'id')}
            uploaderType="legal_signer"
            slugs={identificationTypes}
            label={t('onboarding.signerDocuments.signerLabel', {
              name: `${textOf(signer, 'first_name')} ${textOf(signer, 'last_name')}`,
            })}
          />
        ))}
        <Divider />
        <DocumentUploader
          step="legal_signers_documents"
          collection="company"
          uploaderType="entity"
          label={t('onboarding.signerDocuments.companyLabel')}
        />
        <DocumentsStepFooter screen={screen} needed={t('onboarding.signerDocuments.needed')} />
      </Stack>
    </StepCard>
  );
}
