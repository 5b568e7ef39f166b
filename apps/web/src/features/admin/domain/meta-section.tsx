import { Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section';
import classes from './domain.module.css';
import { EditableRows, labelledFieldOffset, RemoveRowButton } from './editable-rows';
import type { DomainForm } from './use-domain-form';

/** What search engines and link previews read of the domain: its title, description, image and meta tags. */
export function MetaSection({ form }: { form: DomainForm }) {
  const { t } = useTranslation();
  const tags = form.values.meta_tags;
  return (
    <Stack gap="xl">
      <FormSection title={t('admin.domain.meta.pageTitle')}>
        <TextInput
          label={t('admin.domain.meta.websiteTitle')}
          description={t('admin.domain.meta.websiteTitleHint')}
          {...form.getInputProps('theme_config.website_title')}
        />
        <Textarea
          label={t('admin.domain.meta.websiteDescription')}
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('theme_config.website_description')}
        />
        <TextInput
          label={t('admin.domain.meta.websiteUrl')}
          placeholder="https://"
          {...form.getInputProps('theme_config.website_url')}
        />
        <TextInput
          label={t('admin.domain.meta.socialImage')}
          description={t('admin.domain.meta.socialImageHint')}
          placeholder="https://"
          {...form.getInputProps('theme_config.social_media_image')}
        />
      </FormSection>
      <FormSection title={t('admin.domain.meta.tags')}>
        <EditableRows
          count={tags.length}
          empty={t('admin.domain.meta.empty')}
          addLabel={t('admin.domain.meta.add')}
          onAdd={() => form.insertListItem('meta_tags', { property: '', content: '' })}
        >
          {tags.map((tag, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <Group key={index} align="flex-start" gap="sm" wrap="wrap" className={classes.row}>
              <TextInput
                className={classes.rowField}
                label={t('admin.domain.meta.property')}
                placeholder="og:site_name"
                {...form.getInputProps(`meta_tags.${index}.property`)}
              />
              <TextInput
                className={classes.rowField}
                label={t('admin.domain.meta.content')}
                {...form.getInputProps(`meta_tags.${index}.content`)}
              />
              <RemoveRowButton
                mt={labelledFieldOffset}
                label={t('admin.domain.meta.remove', { property: tag.property || index + 1 })}
                onClick={() => form.removeListItem('meta_tags', index)}
              />
            </Group>
          ))}
        </EditableRows>
      </FormSection>
    </Stack>
  );
}
