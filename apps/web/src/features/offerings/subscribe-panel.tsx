import type { InvestorOffering } from '@invest/contracts';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, CheckCircleIcon } from '../../shared/ui/icons';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import type { SubscribeGate } from './subscribe-gate';
import { useActiveCommitment } from './use-active-commitment';
import { useSubscribeGate } from './use-subscribe-gate';

/** What stops the investor, in words, with the way on when there is one. */
export function GateNotice({ gate }: { gate: Exclude<SubscribeGate, { kind: 'allowed' }> }) {
  const { t } = useTranslation();
  const text =
    gate.kind === 'ipoRestricted'
      ? t(gate.isClosed ? 'offerings.eligibility.closed' : 'offerings.eligibility.restricted')
      : gate.kind === 'finishProfile'
        ? t('offerings.eligibility.finishProfile')
        : gate.kind === 'ineligible'
          ? t(`offerings.eligibility.${gate.reason}`)
          : t('offerings.eligibility.notTaking');
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light" icon={<AlertIcon />}>
        {text}
      </Alert>
      {gate.kind === 'ipoRestricted' ? (
        <Button component={Link} to={gate.redirectPath} variant="default">
          {t('offerings.eligibility.goOn')}
        </Button>
      ) : gate.kind === 'finishProfile' ? (
        <Button component={Link} to="/finish-profile" variant="default">
          {t('offerings.eligibility.finishProfileAction')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Whether the investor may invest (the eligibility of issue 18), and the button that starts the subscription. */
export function SubscribePanel({ offering }: { offering: InvestorOffering }) {
  const { t } = useTranslation();
  const { isLoading, gate, error, retry } = useSubscribeGate(offering);
  const active = useActiveCommitment(offering.id);
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby="eligibility-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="eligibility-title">
          {t('offerings.eligibility.title')}
        </Title>
        {isLoading ? (
          <ListSkeleton />
        ) : !gate ? (
          <QueryError error={error} onRetry={retry} />
        ) : gate.kind === 'allowed' ? (
          <>
            <Alert color="teal" variant="light" icon={<CheckCircleIcon />}>
              {t('offerings.eligibility.allowed')}
            </Alert>
            <Button component={Link} to={`/offerings/${offering.id}/subscribe`} size="md">
              {t(active ? 'offerings.page.changeCommitment' : 'offerings.page.subscribe')}
            </Button>
          </>
        ) : (
          <GateNotice gate={gate} />
        )}
      </Stack>
    </Paper>
  );
}
