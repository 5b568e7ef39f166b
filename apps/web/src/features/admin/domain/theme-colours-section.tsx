import type { ThemeConfig } from '@invest/contracts';
import { minimumTextContrast } from '@invest/contracts/color-contrast';
import type { ThemeColorField } from '@invest/contracts/theme-colors';
import { darkSchemeDefaults, findUnreadableTextPairs } from '@invest/contracts/theme-contrast';
import { Alert, ColorInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section';
import { ContrastChart } from './contrast-chart';
import { themeColourGroups } from './theme-colour-groups';
import type { DomainForm } from './use-domain-form';

/**
 * The theme's colours, grouped by what they paint. The pairs of text and surface that would read
 * under WCAG AA are named on their fields as the administrator types, as the server would refuse them.
 */
export function ThemeColoursSection({ form, theme }: { form: DomainForm; theme: ThemeConfig }) {
  const { t } = useTranslation();
  const unreadable = findUnreadableTextPairs(theme);
  const warningOf = (field: ThemeColorField) => {
    const pair = unreadable.find((candidate) => candidate.field === field);
    return pair
      ? t('admin.domain.colours.lowContrast', {
          description: pair.description,
          ratio: pair.ratio,
          minimum: minimumTextContrast,
        })
      : undefined;
  };
  const inputOf = (field: ThemeColorField) => {
    const props = form.getInputProps(`theme_config.${field}`);
    return (
      <ColorInput
        key={field}
        label={t(`admin.domain.colours.fields.${field}`)}
        placeholder={
          field in darkSchemeDefaults
            ? darkSchemeDefaults[field as keyof typeof darkSchemeDefaults]
            : t('admin.domain.colours.appDefault')
        }
        format="hex"
        eyeDropperButtonProps={{
          'aria-label': t('admin.domain.colours.pick', { colour: t(`admin.domain.colours.fields.${field}`) }),
        }}
        {...props}
        error={props.error ?? warningOf(field)}
      />
    );
  };

  return (
    <Stack gap="xl">
      <Text size="sm" c="dimmed">
        {t('admin.domain.colours.intro')}
      </Text>
      {unreadable.length > 0 || form.errors.theme_config ? (
        <Alert color="red" variant="light" title={t('admin.domain.colours.unreadableTitle')}>
          {t('admin.domain.colours.unreadable', { count: unreadable.length, minimum: minimumTextContrast })}
        </Alert>
      ) : null}
      <ContrastChart theme={theme} />
      {themeColourGroups.map((group) => (
        <FormSection key={group.key} title={t(`admin.domain.colours.groups.${group.key}`)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {group.fields.map(inputOf)}
          </SimpleGrid>
        </FormSection>
      ))}
    </Stack>
  );
}
