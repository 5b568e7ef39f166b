import type { Invitation } from '@invest/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { FormAlert } from '../../shared/ui/form-alert';
import { useInviteMutation } from './invites.api';
import { inviteSchema } from './invites-schemas';

/** POST /v1/invites: the person to invite; the server mails them the inviter's link. */
export function InviteForm({ onSent }: { onSent: (invitation: Invitation) => void }) {
  const { t } = useTranslation();
  const [invite, { isLoading }] = useInviteMutation();
  const form = useForm({
    initialValues: { first_name: '', last_name: '', email: '' },
    ...useContractValidation(inviteSchema),
  });
  const feedback = useFormFeedback(form);
  const onSubmit = form.onSubmit((body) =>
    feedback.attempt(async () => {
      const invitation = await invite(body).unwrap();
      form.reset();
      onSent(invitation);
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <Group grow align="flex-start">
          <TextInput
            label={t('invites.form.firstName')}
            autoComplete="off"
            required
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('invites.form.lastName')}
            autoComplete="off"
            required
            {...form.getInputProps('last_name')}
          />
        </Group>
        <TextInput
          label={t('invites.form.email')}
          type="email"
          autoComplete="off"
          required
          {...form.getInputProps('email')}
        />
        <Group>
          <Button type="submit" loading={isLoading}>
            {t('invites.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
