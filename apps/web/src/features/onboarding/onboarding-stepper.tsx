import type { OnboardingStatus } from '@invest/contracts/onboarding';
import { Progress, Stack, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The registration steps with their SPEC 2 labels: done steps ticked, the current one highlighted,
 * each one the user may open (at or before the step after the last completed) a button to it. On
 * narrow screens a line "Step 3 of 5" and a bar stand in for the list.
 */
export function OnboardingStepper({ status, activeStep }: { status: OnboardingStatus; activeStep: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const doneCount = status.steps.filter((entry) => entry.completed_at).length;
  const activeIndex = status.steps.findIndex((entry) => entry.step === activeStep);
  const shownIndex = activeIndex >= 0 ? activeIndex : doneCount;
  const label = (step: string, fallback: string) => t(`onboarding.labels.${step}`, { defaultValue: fallback });

  return (
    <nav aria-label={t('onboarding.stepsLabel')}>
      <Stack gap={6} hiddenFrom="md">
        <Text size="sm" fw={600}>
          {t('onboarding.stepOf', {
            number: Math.min(shownIndex + 1, status.steps.length),
            total: status.steps.length,
          })}
          {status.steps[shownIndex] ? ` · ${label(status.steps[shownIndex].step, status.steps[shownIndex].label)}` : ''}
        </Text>
        <Progress
          value={(doneCount / Math.max(status.steps.length, 1)) * 100}
          size="sm"
          aria-label={t('onboarding.progressLabel', { done: doneCount, count: status.steps.length })}
        />
      </Stack>
      <Stepper
        visibleFrom="md"
        active={shownIndex}
        orientation="vertical"
        size="sm"
        onStepClick={(index) => {
          const entry = status.steps[index];
          if (entry?.can_open) void navigate(`/finish-profile/${entry.path}`);
        }}
      >
        {status.steps.map((entry, index) => (
          <Stepper.Step
            key={entry.step}
            label={label(entry.step, entry.label)}
            description={
              entry.completed_at ? t('onboarding.done') : index === shownIndex ? t('onboarding.current') : undefined
            }
            allowStepSelect={entry.can_open && index !== shownIndex}
            aria-current={index === shownIndex ? 'step' : undefined}
            color={entry.completed_at ? 'teal' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
