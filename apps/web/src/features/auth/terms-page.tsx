import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../app/layout/auth-card';
import { AuthLayout } from '../../app/layout/auth-layout';
import { formatDate } from '../../shared/format/date-time';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { ExternalLink } from '../../shared/ui/external-link';
import { FormAlert } from '../../shared/ui/form-alert';
import { CheckCircleIcon } from '../../shared/ui/icons';
import { PageLoader } from '../../shared/ui/page-loader';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useAcceptTermsMutation, useTermsQuery } from './auth.api';
import { landingPathFor, returnPathOf } from './landing-path';
import { signOut } from './sign-out';

/** `/terms`: the current Terms and Conditions, accepted with POST {PolicyId, VersionNumber}. */
export function TermsPage() {
  const { t } = useTranslation();
  usePageTitle(t('terms.pageTitle'));
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const user = useAppSelector((state) => state.auth.user);
  const terms = useTermsQuery();
  const [acceptTerms, { isLoading }] = useAcceptTermsMutation();
  const next = returnPathOf(location.state) ?? (user ? landingPathFor(user) : '/dashboard');

  const [hasAccepted, setHasAccepted] = useState(false);
  const form = useForm({
    initialValues: { agree: false },
    validate: { agree: (value) => (value ? null : t('terms.agreeRequired')) },
  });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async () => {
    const current = terms.data;
    if (!current) return;
    await feedback.attempt(async () => {
      await acceptTerms({ PolicyId: current.PolicyId, VersionNumber: current.VersionNumber }).unwrap();
      setHasAccepted(true);
    });
  });

  if (hasAccepted && terms.data?.accepted) return <Navigate to={next} replace />;

  return (
    <AuthLayout>
      <AuthCard title={t('terms.title')} description={t('terms.description')} width={560}>
        {terms.isLoading ? <PageLoader /> : null}
        {terms.isError ? <QueryError error={terms.error} onRetry={() => void terms.refetch()} /> : null}
        {terms.data ? (
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <ExternalLink href={terms.data.url} fw={500}>
                {t('terms.read')}
              </ExternalLink>
              <Text size="sm" c="dimmed">
                {t('terms.version', { version: terms.data.VersionNumber })}
              </Text>
            </Group>
            {terms.data.accepted ? (
              <>
                <Alert variant="light" color="green" icon={<CheckCircleIcon />} role="status">
                  {t('terms.acceptedOn', {
                    version: terms.data.VersionNumber,
                    date: formatDate(terms.data.accepted_at),
                  })}
                </Alert>
                <Button size="md" fullWidth onClick={() => navigate(next, { replace: true })}>
                  {t('terms.continue')}
                </Button>
              </>
            ) : (
              <form onSubmit={onSubmit} noValidate>
                <Stack gap="md">
                  <FormAlert message={feedback.message} />
                  <Checkbox label={t('terms.agree')} {...form.getInputProps('agree', { type: 'checkbox' })} />
                  <Button type="submit" size="md" fullWidth loading={isLoading}>
                    {t('terms.accept')}
                  </Button>
                </Stack>
              </form>
            )}
          </Stack>
        ) : null}
        <Button variant="subtle" color="gray" size="sm" onClick={() => void dispatch(signOut())} mx="auto">
          {t('terms.signOut')}
        </Button>
      </AuthCard>
    </AuthLayout>
  );
}
