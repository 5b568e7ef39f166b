import type { InvestorOffering } from '@invest/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { stateToneOf } from './offering-figures';

/** The offering's workflow (IPO, listing, Reg CF) and its state. */
export function OfferingBadges({ offering }: { offering: Pick<InvestorOffering, 'workflow' | 'state'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge variant="outline" size="sm" component="span">
        {t(`offerings.workflows.${offering.workflow}`)}
      </Badge>
      <ToneBadge tone={stateToneOf(offering.state)} size="sm">
        {t(`offerings.states.${offering.state}`)}
      </ToneBadge>
    </Group>
  );
}
