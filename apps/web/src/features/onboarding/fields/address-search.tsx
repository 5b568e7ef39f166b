import type { PlaceDetails } from '@invest/contracts';
import { Autocomplete, Badge, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceDetailsMutation, usePlacesQuery } from '../../lookups';

const minimumInput = 3;

/**
 * Finds an address as the user types (GET places, never with empty input) and hands the chosen
 * place's parts to the form (GET places/details/{id}). Labelled Sandbox while the sandbox answers.
 */
export function AddressSearch({
  countryCode,
  onPick,
}: {
  countryCode?: string;
  onPick: (place: PlaceDetails) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(input.trim(), 250);
  const places = usePlacesQuery(countryCode ? { input: debounced, country: countryCode } : { input: debounced }, {
    skip: debounced.length < minimumInput,
  });
  const [loadDetails, details] = usePlaceDetailsMutation();
  const items = places.data?.items ?? [];

  const pick = async (description: string) => {
    const place = items.find((item) => item.description === description);
    if (!place) return;
    const found = await loadDetails(place.id)
      .unwrap()
      .catch(() => null);
    if (found) onPick(found);
  };

  return (
    <Autocomplete
      label={
        <Group gap={6} component="span">
          {t('onboarding.contact.findAddress')}
          {places.data?.is_sandbox ? (
            <Badge size="xs" variant="light" color="gray" component="span">
              {t('onboarding.sandbox')}
            </Badge>
          ) : null}
        </Group>
      }
      description={t('onboarding.contact.findAddressHint')}
      placeholder={t('onboarding.contact.findAddressPlaceholder')}
      value={input}
      onChange={setInput}
      onOptionSubmit={(value) => void pick(value)}
      data={items.map((item) => item.description)}
      filter={({ options }) => options}
      rightSection={details.isLoading || places.isFetching ? <Text size="xs">…</Text> : null}
      autoComplete="off"
    />
  );
}
