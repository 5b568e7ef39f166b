import { Anchor, Button, Group, NumberInput, Paper, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { FormAlert } from '../../../shared/ui/form-alert';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { createProposalSchema } from './proposal-admin-schemas';
import { initialProposalValues, proposalRequestOf } from './proposal-form-values';
import { useCreateProposalMutation } from './proposals-admin.api';

/** `/admin/proposals/new`: a question to the holders of an asset at a record date. */
export function NewProposalPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminVoting.form.pageTitle'));
  const navigate = useNavigate();
  const [initialValues] = useState(() => initialProposalValues(new Date()));
  const [createProposal, creating] = useCreateProposalMutation();
  const validation = useContractValidation(createProposalSchema, proposalRequestOf);
  const form = useForm({ initialValues, ...validation });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      await createProposal(request).unwrap();
      notifications.show({ color: 'green', message: t('adminVoting.form.created') });
      await navigate('/admin/proposals');
    });
  });
  const timeField = (name: 'record_date' | 'opens_at' | 'closes_at', label: string) => (
    <TextInput
      type="datetime-local"
      step={1}
      label={label}
      description={t('adminVoting.form.timeDescription')}
      required
      {...form.getInputProps(name)}
    />
  );

  return (
    <>
      <Anchor component={Link} to="/admin/proposals" size="sm" mb="sm" display="inline-block">
        ← {t('adminVoting.form.back')}
      </Anchor>
      <PageHeader title={t('adminVoting.form.title')} description={t('adminVoting.form.description')} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={720}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormAlert message={feedback.message} />
            <TextInput
              label={t('adminVoting.form.asset')}
              description={t('adminVoting.form.assetDescription')}
              required
              {...form.getInputProps('asset')}
            />
            <TextInput label={t('adminVoting.form.titleLabel')} required {...form.getInputProps('title')} />
            <Textarea
              label={t('adminVoting.form.text')}
              required
              autosize
              minRows={4}
              maxRows={12}
              {...form.getInputProps('text')}
            />
            <Radio.Group label={t('adminVoting.form.kind')} required {...form.getInputProps('kind')}>
              <Group gap="lg" mt="xs">
                <Radio value="resolution" label={t('adminVoting.form.kinds.resolution')} />
                <Radio value="choice" label={t('adminVoting.form.kinds.choice')} />
              </Group>
            </Radio.Group>
            {form.values.kind === 'choice' ? (
              <Textarea
                label={t('adminVoting.form.options')}
                description={t('adminVoting.form.optionsDescription')}
                required
                autosize
                minRows={3}
                {...form.getInputProps('options')}
              />
            ) : null}
            <Group grow align="flex-start" wrap="wrap">
              {timeField('record_date', t('adminVoting.form.recordDate'))}
              {timeField('opens_at', t('adminVoting.form.opensAt'))}
              {timeField('closes_at', t('adminVoting.form.closesAt'))}
            </Group>
            <NumberInput
              label={t('adminVoting.form.quorum')}
              description={t('adminVoting.form.quorumDescription')}
              min={0}
              max={100}
              decimalScale={2}
              required
              {...form.getInputProps('quorum_percent')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={creating.isLoading}>
                {t('adminVoting.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
