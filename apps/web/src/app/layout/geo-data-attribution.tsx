import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../shared/ui/external-link';

const databaseUrl = 'https://github.com/dr5hn/countries-states-cities-database';
const licenceUrl = 'https://opendatacommons.org/licenses/odbl/1-0/';

/** The credit the ODbL licence of the country, province and city lookups asks for. */
export function GeoDataAttribution() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t('common.geoData')}{' '}
      <ExternalLink href={databaseUrl} inherit>
        {t('common.geoDataSource')}
      </ExternalLink>{' '}
      (
      <ExternalLink href={licenceUrl} inherit>
        {t('common.geoDataLicence')}
      </ExternalLink>
      )
    </Text>
  );
}
