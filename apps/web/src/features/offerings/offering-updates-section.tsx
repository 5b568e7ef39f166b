import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DatedPosts } from '../../shared/ui/dated-posts';
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
            <DatedPosts posts={items.map((update) => ({ ...update, at: update.posted_at }))} />
          )
        }
      </WhenLoaded>
    </SectionCard>
  );
}
