import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/date-time';
import { PageLoader } from '../../../shared/ui/page-loader';
import { QueryError } from '../../../shared/ui/query-error';
import { useTermsQuery } from '../../auth';
import { StepActions, StepCard, type StepScreenProps } from '../step-layout';

/** Agreement: the tenant's current terms, accepted on the terms page; this step shows when and moves on. */
export function AgreementStep(screen: StepScreenProps) {
  const { t } = useTranslation();
  const terms = useTermsQuery();

  return (
    <StepCard title={t('onboarding.labels.signature_step')} description={t('onboarding.agreement.description')}>
      {terms.isLoading ? <PageLoader /> : null}
      {terms.isError ? <QueryError error={terms.error} onRetry={() => void terms.refetch()} /> : null}
      {terms.data ? (
        <Stack gap="sm">
          {terms.data.accepted ? (
            <Text>
              {t('onboarding.agreement.accepted', {
                version: terms.data.VersionNumber,
                date: formatDate(terms.data.accepted_at),
              })}
            </Text>
          ) : (
            <Group>
              <Button component={Link} to="/terms">
                {t('onboarding.agreement.review')}
              </Button>
            </Group>
          )}
          <Anchor href={terms.data.url} target="_blank" rel="noopener noreferrer" size="sm">
            {t('onboarding.agreement.read')} {t('common.opensInNewTab')}
          </Anchor>
        </Stack>
      ) : null}
      <StepActions
        screen={screen}
        onContinue={screen.goNext}
        disabled={!screen.entry.completed_at}
        submitLabel={t('onboarding.continue')}
      />
    </StepCard>
  );
}
