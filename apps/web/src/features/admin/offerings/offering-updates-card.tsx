import type { AdminOffering } from '@invest/contracts';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { DatedPosts } from '../../../shared/ui/dated-posts';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SectionCard } from '../../../shared/ui/section-card';
import { WhenLoaded } from '../../../shared/ui/when-loaded';
import { useAdminOfferingUpdatesQuery, usePostOfferingUpdateMutation } from './admin-offerings.api';
import { offeringUpdateSchema } from './admin-offerings-schemas';

function PostUpdateForm({ offeringId }: { offeringId: string }) {
  const { t } = useTranslation();
  const [post] = usePostOfferingUpdateMutation();
  const validation = useContractValidation(offeringUpdateSchema);
  const form = useForm({ initialValues: { title: '', body: '' }, ...validation });
  const feedback = useFormFeedback(form);
  const submit = form.onSubmit((body) =>
    feedback.attempt(async () => {
      await post({ offeringId, body }).unwrap();
      notifications.show({ color: 'green', message: t('admin.offering.posted') });
      form.reset();
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={feedback.message} />
        <TextInput label={t('admin.offering.updateTitle')} required {...form.getInputProps('title')} />
        <Textarea
          label={t('admin.offering.updateBody')}
          required
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('body')}
        />
        <Group>
          <Button type="submit" variant="light" loading={form.submitting}>
            {t('admin.offering.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The issuer's updates, newest first, and the form that posts one (not once the offering is cancelled or failed). */
export function OfferingUpdatesCard({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const updates = useAdminOfferingUpdatesQuery(offering.id);
  const isOver = offering.state === 'cancelled' || offering.state === 'failed';

  return (
    <SectionCard
      id="offering-updates"
      title={t('admin.offering.updates')}
      description={t('admin.offering.updatesDescription')}
    >
      {isOver ? null : <PostUpdateForm offeringId={offering.id} />}
      <WhenLoaded query={updates}>
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.offering.noUpdates')}
            </Text>
          ) : (
            <DatedPosts posts={items.map((update) => ({ ...update, at: update.posted_at }))} />
          )
        }
      </WhenLoaded>
    </SectionCard>
  );
}
