import { contactLimits, supportTopics } from '@invest/contracts/contact-fields';
import { Button, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppSelector } from '../../shared/store/hooks';
import { FormAlert } from '../../shared/ui/form-alert';
import { type ContactTopic, contactDefaultsFor, contactFieldsOf, generalTopic, submissionOf } from './contact-request';
import { useSendContactMessageMutation } from './messages.api';
import { contactUsSchema } from './messages-schemas';

const topics: ContactTopic[] = [generalTopic, ...supportTopics];

/** The contact form: a general question (POST contactUs) or, with a topic, a support request (POST submit-contact-form). */
export function ContactForm({ onSent }: { onSent: (reference: string) => void }) {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const validation = useContractValidation(contactUsSchema, contactFieldsOf);
  const form = useForm({
    initialValues: contactDefaultsFor(user),
    ...validation,
  });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async (fields) => {
    await feedback.attempt(async () => {
      const payload = await send(submissionOf(form.getValues().topic, fields)).unwrap();
      onSent(payload.reference);
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <Select
          label={t('contact.topic')}
          data={topics.map((topic) => ({ value: topic, label: t(`contact.topics.${topic}`) }))}
          allowDeselect={false}
          required
          {...form.getInputProps('topic')}
        />
        <TextInput label={t('contact.name')} autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput label={t('contact.subject')} required {...form.getInputProps('subject')} />
        <Textarea
          label={t('contact.message')}
          description={t('contact.messageHint', { min: contactLimits.message.min, max: contactLimits.message.max })}
          autosize
          minRows={5}
          maxRows={14}
          required
          {...form.getInputProps('message')}
        />
        <Button type="submit" size="md" loading={isLoading}>
          {t('contact.submit')}
        </Button>
      </Stack>
    </form>
  );
}
