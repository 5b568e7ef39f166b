import type { AdminOffering } from '@invest/contracts';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { useAppSelector } from '../../../shared/store/hooks';
import { SectionCard } from '../../../shared/ui/section-card';

/** Every change of the offering's state, oldest first, with who made it (the schedule, an administrator, you) and why. */
export function OfferingHistoryCard({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const userId = useAppSelector((state) => state.auth.user?.id);
  const byWhom = (actorId: string | null) =>
    actorId === null
      ? t('admin.offering.bySchedule')
      : actorId === userId
        ? t('admin.offering.byYou')
        : t('admin.offering.byAdmin');

  return (
    <SectionCard
      id="offering-history"
      title={t('admin.offering.history')}
      description={t('admin.offering.historyDescription')}
    >
      {offering.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.offering.noHistory')}
        </Text>
      ) : (
        <Timeline active={offering.history.length - 1} bulletSize={14} lineWidth={2}>
          {offering.history.map((change) => (
            <Timeline.Item
              key={`${change.at}-${change.to}`}
              title={t('admin.offering.historyEntry', {
                from: t(`offerings.states.${change.from}`),
                to: t(`offerings.states.${change.to}`),
              })}
            >
              <Text size="sm" c="dimmed">
                <time dateTime={change.at}>{formatDateTime(change.at)}</time> · {byWhom(change.actor_id)}
              </Text>
              {change.reason ? <Text size="sm">{t('admin.offering.reason', { reason: change.reason })}</Text> : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </SectionCard>
  );
}
