import type { Checklist } from '@invest/contracts/onboarding-checklist';
import { isEmailVerified } from '@invest/contracts/validation';
import { Alert, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../shared/store/hooks';
import { CheckCircleIcon, LockIcon } from '../../../shared/ui/icons';
import { QueryError } from '../../../shared/ui/query-error';
import { SectionCard } from '../../../shared/ui/section-card';
import { ToneBadge } from '../../../shared/ui/tone-badge';
import { useRegistrationChecklistQuery } from './checklist.api';
import classes from './checklist.module.css';
import { ChecklistEntry } from './checklist-entry';

function AccessSummary({ access }: { access: Checklist['access'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} id="checklist-access">
        {t('checklist.accessLabel')}
      </Text>
      <Group gap="xs" wrap="wrap" component="ul" aria-labelledby="checklist-access" className={classes.plainList}>
        {access.map((entry) => (
          <li key={entry.unlock}>
            <ToneBadge
              tone={entry.is_open ? 'positive' : 'neutral'}
              size="lg"
              tt="none"
              leftSection={entry.is_open ? <CheckCircleIcon size={14} /> : <LockIcon size={14} />}
            >
              {t(`checklist.unlocks.${entry.unlock}`)}:{' '}
              {entry.is_open ? t('checklist.accessOpen') : t('checklist.accessLocked')}
            </ToneBadge>
          </li>
        ))}
      </Group>
    </Stack>
  );
}

function ChecklistSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" role="status">
      <VisuallyHidden>{t('checklist.loading')}</VisuallyHidden>
      <Skeleton height={28} width="60%" />
      <Skeleton height={72} />
      <Skeleton height={72} />
      <Skeleton height={72} />
    </Stack>
  );
}

/**
 * "What is still needed" (GET /v1/registration/checklist): each thing onboarding still asks of the
 * user, why, what it unlocks and a link to the screen that completes it; done items ticked.
 */
export function StillNeededChecklist() {
  const { t } = useTranslation();
  const isVerified = useAppSelector((state) => isEmailVerified(state.auth.user?.email_verified_at));
  const checklist = useRegistrationChecklistQuery(undefined, { skip: !isVerified });
  const data = checklist.data;

  return (
    <SectionCard id="checklist-title" title={t('checklist.title')} description={t('checklist.description')}>
      {isVerified ? null : (
        <Text size="sm" c="dimmed">
          {t('checklist.confirmEmail')}
        </Text>
      )}
      {checklist.isLoading ? <ChecklistSkeleton /> : null}
      {checklist.isError && !data ? (
        <QueryError error={checklist.error} onRetry={() => void checklist.refetch()} />
      ) : null}
      {data ? (
        <Stack gap="lg">
          {data.is_complete ? (
            <Alert color="green" variant="light" icon={<CheckCircleIcon />} title={t('checklist.allSetTitle')}>
              {t('checklist.allSetBody')}
            </Alert>
          ) : null}
          <AccessSummary access={data.access} />
          <ul className={classes.list} aria-labelledby="checklist-title">
            {data.items.map((entry) => (
              <ChecklistEntry key={entry.item} entry={entry} taxForm={data.tax_form} />
            ))}
          </ul>
        </Stack>
      ) : null}
    </SectionCard>
  );
}
