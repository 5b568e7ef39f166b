import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date-time';
import { SectionCard } from '../../shared/ui/section-card';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { useOfferingUpdatesQuery } from './offering-extras.api';

/** The issuer's updates, newest first, as a dated timeline. */
export function OfferingUpdatesSection({ offeringId }: { offeringId: string }) {
  const { t } = useTranslation();
  const updates = useOfferingUpdatesQuery(offeringId);
  return (
    <SectionCard id="offering-updates" title={t('offeringExtras.updates')}>
      <WhenLoaded query={updates}>
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('offeringExtras.noUpdates')}
            </Text>
          ) : (
            <Timeline bulletSize={12} lineWidth={2}>
              {items.map((update) => (
                <Timeline.Item key={update.id} title={update.title}>
                  <Text size="xs" c="dimmed">
                    <time dateTime={update.posted_at}>{formatDate(update.posted_at)}</time>
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {update.body}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )
        }
      </WhenLoaded>
    </SectionCard>
  );
}
