import type { OnboardingProgress, OnboardingStatus } from '@invest/contracts/onboarding';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../shared/ui/form-alert';
import { previousStepOf, type StepEntry } from './step-route';

/** What every step screen is given by the finish-profile page. */
export interface StepScreenProps {
  status: OnboardingStatus;
  entry: StepEntry;
  /** A step of account settings, opened after registration. */
  later: boolean;
  onDone: (progress: OnboardingProgress) => void;
  /** Moves on from a step that is already done (nothing to save). */
  goNext: () => void;
}

/** The frame of a step: its title, what it is for, then its content. */
export function StepCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="step-title">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="xl" id="step-title">
            {title}
          </Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** A step's form: the failure message on top, its fields, and Back / Continue. */
export function StepForm({
  screen,
  onSubmit,
  message,
  isSaving,
  submitLabel,
  children,
}: {
  screen: StepScreenProps;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  message: string | null;
  isSaving: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={message} />
        {children}
        <StepActions screen={screen} isSaving={isSaving} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}

/** Back to the step before (registration steps only) and the step's submit button. */
export function StepActions({
  screen,
  isSaving = false,
  submitLabel,
  onContinue,
  disabled = false,
}: {
  screen: StepScreenProps;
  isSaving?: boolean;
  submitLabel?: string | undefined;
  /** For a step without a form: what Continue does. */
  onContinue?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const previous = screen.later ? null : previousStepOf(screen.status, screen.entry);
  return (
    <Group justify="space-between" mt="md">
      {previous ? (
        <Button component={Link} to={`/finish-profile/${previous.path}`} variant="default">
          {t('onboarding.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type={onContinue ? 'button' : 'submit'} onClick={onContinue} loading={isSaving} disabled={disabled}>
        {submitLabel ?? t('onboarding.saveAndContinue')}
      </Button>
    </Group>
  );
}
