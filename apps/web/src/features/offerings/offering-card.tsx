import type { InvestorOffering } from '@invest/contracts';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteButton } from './favorite-button';
import { OfferingBadges } from './offering-badges';
import { OfferingCountdown } from './offering-countdown';
import { offeringPriceText } from './offering-price';
import { RaiseProgress } from './raise-progress';

/** One offering in the list: its name, issuer, raise, time left and price, and the favourite star. */
export function OfferingCard({ offering }: { offering: InvestorOffering }) {
  const { t } = useTranslation();
  const titleId = `offering-${offering.id}-title`;
  return (
    <Paper component="article" withBorder p="lg" aria-labelledby={titleId} h="100%">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4}>
            <OfferingBadges offering={offering} />
            <Title order={2} fz="lg" id={titleId}>
              <Anchor component={Link} to={`/offerings/${offering.id}`} c="inherit">
                {offering.name}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {offering.issuer_name}
            </Text>
          </Stack>
          <FavoriteButton id={offering.id} name={offering.name} isFavorite={offering.is_favorite} />
        </Group>
        <Text size="sm" lineClamp={3} style={{ flex: 1 }}>
          {offering.summary}
        </Text>
        <RaiseProgress offering={offering} />
        <Group justify="space-between" gap="sm">
          <OfferingCountdown offering={offering} />
          <Text size="sm" fw={600}>
            {offeringPriceText(t, offering)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
