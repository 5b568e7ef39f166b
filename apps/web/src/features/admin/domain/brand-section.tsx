import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandImageField } from './brand-image-field';
import type { DomainForm } from './use-domain-form';

/** The domain's name, terms, logo, favicon and font. */
export function BrandSection({ form }: { form: DomainForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <TextInput label={t('admin.domain.brand.companyName')} required {...form.getInputProps('company_name')} />
      <TextInput
        label={t('admin.domain.brand.termsUrl')}
        description={t('admin.domain.brand.termsUrlHint')}
        placeholder="https://"
        {...form.getInputProps('terms_url')}
      />
      <BrandImageField form={form} purpose="logo" />
      <NumberInput
        label={t('admin.domain.brand.logoHeight')}
        description={t('admin.domain.brand.logoHeightHint')}
        min={8}
        max={200}
        allowDecimal={false}
        suffix=" px"
        {...form.getInputProps('theme_config.logo_height')}
      />
      <BrandImageField form={form} purpose="favicon" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('admin.domain.brand.fontFamily')}
          description={t('admin.domain.brand.fontFamilyHint')}
          {...form.getInputProps('theme_config.font_family')}
        />
        <TextInput
          label={t('admin.domain.brand.fontCdn')}
          description={t('admin.domain.brand.fontCdnHint')}
          placeholder="https://"
          {...form.getInputProps('theme_config.font_cdn')}
        />
      </SimpleGrid>
    </Stack>
  );
}
