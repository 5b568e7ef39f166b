import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KycStatusLine } from '../fields/kyc-status-line';
import { StepActions, type StepScreenProps } from '../step-layout';

/**
 * The end of a documents step: where identity verification stands, what is still needed while the
 * step is not done, and Continue once it is (uploads save themselves; there is nothing to submit).
 */
export function DocumentsStepFooter({ screen, needed }: { screen: StepScreenProps; needed: string }) {
  const { t } = useTranslation();
  const isDone = Boolean(screen.entry.completed_at);
  return (
    <>
      <KycStatusLine />
      {isDone ? null : (
        <Text size="sm" c="dimmed">
          {needed}
        </Text>
      )}
      <StepActions
        screen={screen}
        onContinue={screen.goNext}
        disabled={!isDone}
        submitLabel={t('onboarding.continue')}
      />
    </>
  );
}
