import '@mantine/dates/styles.css';
import { messages } from '@invest/contracts/errors';
import type { OnboardingProgress } from '@invest/contracts/onboarding';
import { pseudoStepPaths } from '@invest/contracts/onboarding-rules';
import { isEmailVerified } from '@invest/contracts/validation';
import { Grid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { PageHeader } from '../../shared/ui/page-header';
import { PageLoader } from '../../shared/ui/page-loader';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useRegistrationStepsQuery } from './onboarding.api';
import { OnboardingStepper } from './onboarding-stepper';
import { ConfirmationScreen } from './screens/confirmation-screen';
import { ConservativeScreen } from './screens/conservative-screen';
import { IpoRestrictionScreen } from './screens/ipo-restriction-screen';
import { nextPathAfter, resolveStepRoute } from './step-route';
import { StepScreen } from './step-screens';

/** Where a later step's save leads: the account settings page with what is still needed. */
export const accountSettingsPath = '/account/settings';

/** Where the user goes after a save: the next step, /invites for a fresh reward, or the refusal. */
function pathAfter(progress: OnboardingProgress, later: boolean): string {
  if (progress.signed_out || progress.next_step === 'conservative_risk_tolerance') {
    return `/finish-profile/${pseudoStepPaths.conservative_risk_tolerance}`;
  }
  if (progress.redirect_to) return progress.redirect_to;
  if (later) return accountSettingsPath;
  return `/finish-profile/${progress.next_path}`;
}

/**
 * `/finish-profile/{step path}` (SPEC 2): the onboarding, one screen per step, with the stepper.
 * The path is rewritten as the user moves; a step they may not open yet sends them to the current one.
 */
export function FinishProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.pageTitle'));
  const navigate = useNavigate();
  const { step: path = '' } = useParams();
  const isConservative = path === pseudoStepPaths.conservative_risk_tolerance;
  const isVerified = useAppSelector((state) => isEmailVerified(state.auth.user?.email_verified_at));
  const steps = useRegistrationStepsQuery(undefined, { skip: isConservative || !isVerified });

  if (isConservative) return <ConservativeScreen />;
  if (!isVerified) {
    return (
      <>
        <PageHeader title={t('onboarding.title')} />
        <Text maw={640}>{messages.confirmEmail}</Text>
      </>
    );
  }
  if (steps.isLoading) return <PageLoader />;
  if (!steps.data) return <QueryError error={steps.error} onRetry={() => void steps.refetch()} />;

  const status = steps.data;
  const route = resolveStepRoute(status, path);
  if (route.kind === 'redirect') return <Navigate to={`/finish-profile/${route.path}`} replace />;
  if (route.kind === 'refused') return <ConservativeScreen />;

  const later = route.kind === 'step' && route.later;
  /** After a save: the steps are read again first, so the next step is known to be open. */
  const onDone = async (progress: OnboardingProgress) => {
    if (later) notifications.show({ color: 'green', message: t('onboarding.saved') });
    if (!progress.signed_out) await steps.refetch();
    void navigate(pathAfter(progress, later));
  };

  return (
    <>
      <PageHeader
        title={later ? t('onboarding.laterTitle') : t('onboarding.title')}
        description={later ? t('onboarding.laterDescription') : t('onboarding.description')}
      />
      <Grid gap="xl">
        {later ? null : (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <OnboardingStepper status={status} activeStep={route.kind === 'step' ? route.entry.step : null} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: later ? 12 : 9 }} maw={later ? 760 : undefined}>
          {route.kind === 'step' ? (
            <StepScreen
              key={route.entry.step}
              status={status}
              entry={route.entry}
              later={later}
              onDone={(progress) => void onDone(progress)}
              goNext={() =>
                void navigate(later ? accountSettingsPath : `/finish-profile/${nextPathAfter(status, route.entry)}`)
              }
            />
          ) : route.kind === 'confirmation' ? (
            <ConfirmationScreen status={status} />
          ) : (
            <IpoRestrictionScreen restriction={status.restriction} />
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
