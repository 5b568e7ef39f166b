import type { OnboardingProgress } from '@invest/contracts/onboarding';
import { Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StepActions, type StepScreenProps } from '../step-layout';

/**
 * What a step shows once it is saved, before the user moves on: its title (which takes the focus
 * right after a save, so keyboard and screen-reader users land on the change), what the save made,
 * and Continue, with the save's progress or, for a step done before, past it.
 */
export function StepOutcome({
  screen,
  progress,
  title,
  children,
}: {
  screen: StepScreenProps;
  /** The progress of the save just made, or null when the step was done before. */
  progress: OnboardingProgress | null;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isJustSaved = progress !== null;

  useEffect(() => {
    if (isJustSaved) headingRef.current?.focus();
  }, [isJustSaved]);

  return (
    <Stack gap="md">
      <Title order={3} fz="md" ref={headingRef} tabIndex={-1}>
        {title}
      </Title>
      {children}
      <StepActions
        screen={screen}
        onContinue={progress ? () => screen.onDone(progress) : screen.goNext}
        submitLabel={t('onboarding.continue')}
      />
    </Stack>
  );
}
