import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { idOf, textOf } from '../../../shared/forms/form-values';
import { CountrySelect } from '../../lookups';
import { DateField } from '../fields/date-field';
import { onboardingSchemas } from '../onboarding-schemas';
import { StepCard, StepForm, type StepScreenProps } from '../step-layout';
import { useStepForm } from '../use-step-form';

const maxSigners = 10;

interface SignerValues extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  date_of_birth: string;
  nationality_id: string;
}

const blankSigner = (): SignerValues => ({
  id: '',
  first_name: '',
  last_name: '',
  email: '',
  role: '',
  date_of_birth: '',
  nationality_id: '',
});

function savedSigners(answers: Record<string, unknown> | undefined): SignerValues[] {
  const signers = answers?.signers;
  if (!Array.isArray(signers) || signers.length === 0) return [blankSigner()];
  return signers.map((signer: Record<string, unknown>) => ({
    id: textOf(signer, 'id'),
    first_name: textOf(signer, 'first_name'),
    last_name: textOf(signer, 'last_name'),
    email: textOf(signer, 'email'),
    role: textOf(signer, 'role'),
    date_of_birth: textOf(signer, 'date_of_birth'),
    nationality_id: textOf(signer, 'nationality_id'),
  }));
}

function toRequest(values: { signers: SignerValues[] }) {
  return {
    signers: values.signers.map(({ id, nationality_id, ...signer }) => ({
      ...signer,
      ...(id ? { id } : {}),
      nationality_id: idOf(nationality_id),
    })),
  };
}

/** My Legal Signers: the people who sign for the entity; add, edit and remove, saved as one list. */
export function LegalSignersStep(screen: StepScreenProps) {
  const { t } = useTranslation();
  const { form, onSubmit, message, isSaving } = useStepForm({
    draft: 'legal_signers',
    initialValues: { signers: savedSigners(screen.status.answers.legal_signers) },
    schema: onboardingSchemas.legalSigners,
    toRequest,
    path: 'details/entity/legalSigners',
    onDone: screen.onDone,
  });
  const signers = form.values.signers;

  return (
    <StepCard title={t('onboarding.labels.legal_signers')} description={t('onboarding.signers.description')}>
      <StepForm screen={screen} onSubmit={onSubmit} message={message} isSaving={isSaving}>
        {typeof form.errors.signers === 'string' ? (
          <Text c="red" size="sm" role="alert">
            {form.errors.signers}
          </Text>
        ) : null}
        {signers.map((signer, index) => (
          <Paper
            key={signer.id || `new-${index}`}
            withBorder
            p="md"
            radius="md"
            component="fieldset"
            aria-label={t('onboarding.signers.signer', { number: index + 1 })}
            m={0}
          >
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600} aria-hidden="true">
                  {t('onboarding.signers.signer', { number: index + 1 })}
                </Text>
                {signers.length > 1 ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => form.removeListItem('signers', index)}
                    aria-label={t('onboarding.signers.remove', { number: index + 1 })}
                  >
                    ×
                  </ActionIcon>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t('onboarding.signers.firstName')}
                  required
                  {...form.getInputProps(`signers.${index}.first_name`)}
                />
                <TextInput
                  label={t('onboarding.signers.lastName')}
                  required
                  {...form.getInputProps(`signers.${index}.last_name`)}
                />
                <TextInput
                  label={t('onboarding.signers.email')}
                  type="email"
                  required
                  {...form.getInputProps(`signers.${index}.email`)}
                />
                <TextInput
                  label={t('onboarding.signers.role')}
                  placeholder={t('onboarding.signers.rolePlaceholder')}
                  required
                  {...form.getInputProps(`signers.${index}.role`)}
                />
                <DateField
                  label={t('onboarding.signers.dateOfBirth')}
                  maxDate={dayjs().format('YYYY-MM-DD')}
                  required
                  {...form.getInputProps(`signers.${index}.date_of_birth`)}
                  onChange={(value) => form.setFieldValue(`signers.${index}.date_of_birth`, value)}
                />
                <CountrySelect
                  label={t('onboarding.signers.nationality')}
                  required
                  {...form.getInputProps(`signers.${index}.nationality_id`)}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
        {signers.length < maxSigners ? (
          <Group>
            <Button variant="default" onClick={() => form.insertListItem('signers', blankSigner())}>
              {t('onboarding.signers.add')}
            </Button>
          </Group>
        ) : null}
      </StepForm>
    </StepCard>
  );
}
