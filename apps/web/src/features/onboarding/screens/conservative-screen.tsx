import { conservativeRiskMessage } from '@invest/contracts/onboarding';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store/hooks';
import { AlertIcon } from '../../../shared/ui/icons';
import { signOut } from '../../auth';
import { SupportContact } from './support-contact';

/** Seconds the message stays before the user is signed out. */
const secondsBeforeSignOut = 20;

/**
 * SPEC 4 and 8: a conservative risk tolerance stops onboarding. The message says the investments
 * would not be suitable and approval is refused; then the user is signed out (their sessions were
 * already ended by the server). The domain's support contact says whom to ask about the decision.
 */
export function ConservativeScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [secondsLeft, setSecondsLeft] = useState(secondsBeforeSignOut);

  useEffect(() => {
    if (secondsLeft <= 0) {
      void dispatch(signOut());
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, dispatch]);

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={640} mx="auto" mt="xl">
      <Stack gap="lg">
        <Title order={1} fz="xl">
          {t('onboarding.conservative.title')}
        </Title>
        <Alert color="orange" variant="light" icon={<AlertIcon />} role="alert">
          {conservativeRiskMessage}
        </Alert>
        <SupportContact subject={t('onboarding.conservative.title')} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('onboarding.conservative.countdown', { count: secondsLeft })}
        </Text>
        <Button onClick={() => void dispatch(signOut())} w="fit-content">
          {t('onboarding.conservative.signOut')}
        </Button>
      </Stack>
    </Paper>
  );
}
